import { sentTo, startSmtpSink, type SmtpSink } from '@bfsm/server/mail/test-support/smtp-sink.js';
import { setUpJourneyStage, type JourneyStage } from './journey-stage.js';

export type ReceivedMail = SmtpSink['messages'][number];

/** The mail that the portal sent during a suite, as the people of its journeys receive it. */
export interface Mailbox {
  /** The first mail to `address` with `subject`; fails after `timeoutMs` when none arrives. */
  mailTo(address: string, subject: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The `nth` mail (1: the first) to `address` with `subject`; fails after `timeoutMs` when fewer arrive. */
  nthMailTo(address: string, subject: string, nth: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** Every mail that reached `address` so far. */
  mailsTo(address: string): ReceivedMail[];
}

export interface MailJourneyStage extends JourneyStage {
  readonly mailbox: Mailbox;
}

function mailboxOf(sink: SmtpSink): Mailbox {
  const nthMailTo = (address: string, subject: string, nth: number, timeoutMs?: number) => {
    const matches = (mail: ReceivedMail) => sentTo(address)(mail) && mail.subject === subject;
    return sink.waitFor((mail) => matches(mail) && sink.messages.filter(matches).indexOf(mail) === nth - 1, timeoutMs);
  };
  return {
    mailTo: (address, subject, timeoutMs) => nthMailTo(address, subject, 1, timeoutMs),
    nthMailTo,
    mailsTo: (address) => sink.messages.filter(sentTo(address)),
  };
}

/**
 * The absolute link in a mail's text whose path begins with `pathPrefix` (e.g. '/confirm-mail/'),
 * as a person would click it; fails when the mail has none.
 */
export function linkInMail(mail: ReceivedMail, pathPrefix: string): string {
  const links = (mail.text ?? '').match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`Kein Link auf ${pathPrefix} in der E-Mail „${mail.subject ?? ''}“: ${links.join(', ') || 'keine Links'}`);
  return link;
}

/** The journey stage of setUpJourneyStage, with the portal's mail going to a real SMTP sink on loopback. */
export function setUpMailJourneyStage(): MailJourneyStage {
  let sink: SmtpSink | undefined;
  // Registered before the stage's own hooks, so the sink is up before the portal starts.
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  const stage = setUpJourneyStage({ portalEnv: () => ({ SMTP_URL: started().url }) });

  function started(): SmtpSink {
    if (!sink) throw new Error('The mail journey stage is used before beforeAll has started it.');
    return sink;
  }

  return {
    get portal() {
      return stage.portal;
    },
    get mailbox() {
      return mailboxOf(started());
    },
    person: (options) => stage.person(options),
  };
}
