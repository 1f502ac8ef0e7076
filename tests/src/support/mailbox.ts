import type { Browser, BrowserContext } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '@bfsm/server/mail/test-support/smtp-sink.js';
import { launchBrowser, newPerson } from './browser.js';
import type { JourneyStage } from './journey-stage.js';
import { startPortal, type RunningPortal } from './portal.js';

export type ReceivedMail = SmtpSink['messages'][number];

/** The mail that the portal sent during a suite, as the people of its journeys receive it. */
export interface Mailbox {
  /** The first mail to `address` with `subject`; fails after `timeoutMs` when none arrives. */
  mailTo(address: string, subject: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Every mail that reached `address` so far. */
  mailsTo(address: string): ReceivedMail[];
}

export interface MailJourneyStage extends JourneyStage {
  readonly mailbox: Mailbox;
}

function recipients(mail: ReceivedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

function mailboxOf(sink: SmtpSink): Mailbox {
  const isFor = (address: string) => (mail: ReceivedMail) => recipients(mail).includes(address.toLowerCase());
  return {
    mailTo: (address, subject, timeoutMs) => sink.waitFor((mail) => isFor(address)(mail) && mail.subject === subject, timeoutMs),
    mailsTo: (address) => sink.messages.filter(isFor(address)),
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

/**
 * The journey stage of setUpJourneyStage, with the portal's mail going to a real SMTP sink on
 * loopback. It repeats that stage's start and stop because setUpJourneyStage starts its portal
 * without settings, and the sink's address must reach the portal as SMTP_URL.
 */
export function setUpMailJourneyStage(): MailJourneyStage {
  let sink: SmtpSink | undefined;
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  const people: BrowserContext[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Keep whichever started, so that afterAll closes it even when the other failed.
    const [startedPortal, startedBrowser] = await Promise.allSettled([startPortal({ SMTP_URL: sink.url }), launchBrowser()]);
    if (startedPortal.status === 'fulfilled') portal = startedPortal.value;
    if (startedBrowser.status === 'fulfilled') browser = startedBrowser.value;
    for (const outcome of [startedPortal, startedBrowser]) if (outcome.status === 'rejected') throw outcome.reason;
  }, 60_000);
  afterEach(async () => {
    await Promise.all(people.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
    await sink?.close();
  });

  const started = () => {
    if (!sink || !portal || !browser) throw new Error('The mail journey stage is used before beforeAll has started it.');
    return { sink, portal, browser };
  };

  return {
    get portal() {
      return started().portal;
    },
    get mailbox() {
      return mailboxOf(started().sink);
    },
    async person(options) {
      const { portal, browser } = started();
      const context = await newPerson(browser, portal.url, options);
      people.push(context);
      return context.newPage();
    },
  };
}
