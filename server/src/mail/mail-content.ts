/**
 * A mail's body as a list of blocks. Templates describe content once; the layout turns the same
 * blocks into HTML (every value escaped there) and into plain text, so the two never drift apart.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** The mail's main action, drawn as a button with the address repeated below it. */
  | { kind: 'button'; label: string; url: string }
  /** A secondary link on a line of its own. */
  | { kind: 'link'; label: string; url: string };

export interface MailContent {
  heading: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  /** The subject line. */
  title: string;
  html: string;
  text: string;
}
