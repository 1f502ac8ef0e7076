import type { MailContext } from '../mail-context.js';
import type { MailBlock } from '../mail-content.js';

/** One mail: its subject, its body blocks, and sample data for the admin preview. */
export interface MailTemplate<Data> {
  title(data: Data, context: MailContext): string;
  blocks(data: Data, context: MailContext): MailBlock[];
  sample(context: MailContext): Data;
}
