import { signInOutcomeNames } from './audit-kinds.js';

/** What describeAuditChange reads of an entry. */
export interface AuditChange {
  kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A value of an entry as a person reads it: dates and flags in German, nothing technical. */
function readable(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (value === true) return 'ja';
  if (value === false) return 'nein';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('.');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One line for the values before and after: 'licenseType: 1 → 3; licenseExpiration: 01.12.2026 → 30.06.2027'. */
export function describeAuditChange(event: AuditChange): string {
  const outcome = event.after?.outcome;
  if (event.kind === 'sign-in' && typeof outcome === 'string')
    return signInOutcomeNames[outcome as keyof typeof signInOutcomeNames] ?? outcome;
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return keys
    .map((key) => {
      const before = event.before?.[key];
      const after = event.after?.[key];
      if (!event.before) return `${key}: ${readable(after)}`;
      if (!event.after) return `${key}: ${readable(before)}`;
      return before === after ? `${key}: ${readable(after)}` : `${key}: ${readable(before)} → ${readable(after)}`;
    })
    .join('; ');
}
