/** A rendered mail on its way out. */
export interface OutgoingMessage {
  slug: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files that go with it (an invoice's PDF and XML). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Hands a mail to SMTP or to the local outbox; rejects when the mail did not get out. */
export interface MailTransport {
  deliver(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}
