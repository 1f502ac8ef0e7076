import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * Every mail the outbox transport wrote under `dataDir` (no SMTP_URL) whose file name `named` accepts
 * (the name holds the time, the slug and the address), parsed, oldest first. Read
 * it after the work that sends them is done (e.g. `app.accountRequestsSettled()`), not by waiting.
 */
export async function outboxMails(dataDir: string, named: (file: string) => boolean = () => true): Promise<ParsedMail[]> {
  const folder = path.join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml') && named(file)).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(folder, file)))));
}
