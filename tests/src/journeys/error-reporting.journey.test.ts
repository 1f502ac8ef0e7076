import type { Page } from 'playwright-core';
import { itemsOf, startFakeSentry, type FakeSentry, type ReceivedEnvelope } from '@bfsm/server/telemetry/test-support/fake-sentry.js';
import { describeJourney } from '../support/browser.js';
import { menuLink } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';

/** A span as the SDK streams it (span v2 items): what the journeys read of it. */
interface StreamedSpan {
  is_segment?: boolean;
  attributes?: Record<string, { value?: unknown } | undefined>;
}

/** The spans of an envelope's span items. */
const spansOf = (envelope: ReceivedEnvelope): StreamedSpan[] =>
  itemsOf(envelope, 'span').flatMap((item) => (item.items as StreamedSpan[] | undefined) ?? []);

/** The exception values of an envelope's error events ('TypeError: …'). */
const exceptionsOf = (envelope: ReceivedEnvelope) =>
  itemsOf(envelope, 'event').flatMap((event) =>
    ((event.exception as { values?: Array<{ type?: string; value?: string }> } | undefined)?.values ?? []).map(
      (value) => `${value.type}: ${value.value}`,
    ),
  );

describeJourney('Error reporting: a broken screen reaches the operator before the customer writes to support', () => {
  let sentry: FakeSentry;
  // Before the stage's own hooks: Sentry is up before the portal starts.
  beforeAll(async () => {
    sentry = await startFakeSentry();
  });
  afterAll(() => sentry.close());
  const stage = setUpJourneyStage({ portalEnv: () => ({ SENTRY_DSN: sentry.dsn }) });

  /** A person whose requests straight to Sentry (never wanted) are recorded. */
  async function visitor() {
    const page = await stage.person();
    const toSentryDirectly: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === new URL(sentry.dsn).origin) toSentryDirectly.push(request.url());
    });
    return { page, toSentryDirectly };
  }

  /** The body of the browser's next post to the tunnel that contains `text`, as the browser sent it. */
  const postedToTunnel = (page: Page, text: string) =>
    page
      .waitForRequest((request) => new URL(request.url()).pathname === '/webapi/error-reports' && (request.postData() ?? '').includes(text))
      .then((request) => request.postData() ?? '');

  it('an error thrown on a screen reaches Sentry through the tunnel, in environment production, and no report carries the code of the mail link', async () => {
    const { page, toSentryDirectly } = await visitor();
    const postedError = postedToTunnel(page, 'Die Lizenz hat keinen Namen');
    const postedPageLoad = postedToTunnel(page, '"is_segment":true');
    await page.goto('/confirm-mail/12-GeHeimerCode0123456789abcdef');
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('Die Lizenz hat keinen Namen');
      });
    });

    const report = await sentry.waitFor((envelope) => exceptionsOf(envelope).includes('TypeError: Die Lizenz hat keinen Namen'));
    expect(itemsOf(report, 'event')[0]).toMatchObject({
      environment: 'production',
      request: { url: `${stage.portal.url}/confirm-mail/[Filtered]` },
    });
    await sentry.waitFor((envelope) =>
      spansOf(envelope).some((span) => span.is_segment === true && span.attributes?.['url.path']?.value === '/confirm-mail/[Filtered]'),
    );
    // Scrubbed in the browser already, not only by the server.
    for (const body of [await postedError, await postedPageLoad]) expect(body).not.toContain('GeHeimerCode');
    expect(toSentryDirectly).toEqual([]);
  });

  it('every page load is traced (sampling at 100 percent)', async () => {
    const { page } = await visitor();
    await page.goto('/concept');
    await menuLink(page, 'Anmelden').waitFor();
    const isConceptPageLoad = (span: StreamedSpan) =>
      span.is_segment === true &&
      span.attributes?.['sentry.op']?.value === 'pageload' &&
      span.attributes?.['url.path']?.value === '/concept';
    const trace = await sentry.waitFor((envelope) => spansOf(envelope).some(isConceptPageLoad));
    expect(spansOf(trace).find(isConceptPageLoad)?.attributes).toMatchObject({
      'sentry.sample_rate': { value: 1 },
      'sentry.environment': { value: 'production' },
    });
    expect(trace.lines[0]).toMatchObject({ trace: { sample_rate: '1', environment: 'production' } });
  });

  it("a screen whose code fails to load shows 'Laden fehlgeschlagen.' and is reported", async () => {
    const { page } = await visitor();
    await page.route('**/assets/LoginScreen-*.js', (route) => route.abort());
    await page.goto('/login');
    await page.getByText('Laden fehlgeschlagen.').waitFor();
    await sentry.waitFor((envelope) => exceptionsOf(envelope).some((exception) => exception.includes('LoginScreen')));
  });

  it('shows no cookie banner and no cookie settings where the operator runs no tracker', async () => {
    const { page } = await visitor();
    await page.goto('/concept');
    await menuLink(page, 'Anmelden').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Cookie-Einstellungen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cookie-Einstellungen' }).count()).toBe(0);
  });
});
