import type { MailLogger } from '../mail-logger.js';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

/** A logger that keeps its lines, so tests can check what a newcomer would read in the log. */
export function recordingLogger(): MailLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (details, message) => void entries.push({ level: 'info', details, message }),
    warn: (details, message) => void entries.push({ level: 'warn', details, message }),
    error: (details, message) => void entries.push({ level: 'error', details, message }),
  };
}
