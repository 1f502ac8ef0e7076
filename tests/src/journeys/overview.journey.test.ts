import type { Page, Route } from 'playwright-core';
import { seedDemoData } from '@bfsm/server/cli/demo-data.js';
import { createDevice, createRelease, createUser } from '@bfsm/server/factories/index.js';
import { readOverview } from '@bfsm/server/overview/overview-service.js';
import { addDays, portalDate } from '@bfsm/server/calendar/portal-time-zone.js';
import { versionsInUse } from '@bfsm/server/releases/versions-in-use.js';
import { describeJourney } from '../support/browser.js';
import { severeAccessibilityViolations } from '../support/accessibility.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { signInQuickly } from '../support/sign-in.js';

const germanDay = (day: string) => day.split('-').reverse().join('.');
const germanMonth = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('de-DE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const euro = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 }).format(part / whole);

/** The rows of the table under the section's heading, cell texts per row, header row left out. */
async function tableRows(page: Page, section: string): Promise<string[][]> {
  return page
    .getByRole('region', { name: section })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')));
}

describeJourney('The start page Übersicht with the demo data', () => {
  const stage = setUpJourneyStage();

  it('shows every figure as the database holds it, draws each chart, gives the same numbers in its table, and passes axe', async () => {
    const { db } = stage.portal;
    const [admin] = (await seedDemoData(db, { force: true })).filter((account) => account.kind === 'admin');
    if (!admin) throw new Error('the demo data has no admin');
    // A mail waiting for two hours, not due before tomorrow (so the portal's queue leaves it): stuck.
    await db
      .insertInto('outgoing_mails')
      .values({
        slug: 'welcome',
        to_address: 'wartet@example.test',
        subject: 'Willkommen',
        html: '<p>Hallo</p>',
        text_body: 'Hallo',
        created_at: new Date(Date.now() - 2 * 3_600_000),
        next_attempt_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    // Renewals of licences that ended: one renewed, one declined ('Nicht verlängern'), one never accepted.
    const today = portalDate(new Date());
    const { id: renewing } = await createUser(db, { kind: 'classic' });
    for (const [daysAgo, state, declined] of [
      [1, 'paid', false],
      [40, 'cancelled', true],
      [100, 'quoted', false],
    ] as const)
      await db
        .insertInto('orders')
        .values({
          user_id: renewing,
          state,
          edition: 'classic',
          devices: 1,
          renews_licence_end: addDays(today, -daysAgo),
          ...(declined ? { cancelled_at: new Date(), declined_at: new Date(), decline_reason: 'Zu teuer' } : {}),
        })
        .execute();
    const expected = await readOverview(db, new Date());

    const page = await stage.person({ viewport: { width: 1400, height: 900 } });
    await signInQuickly(page, admin.email, admin.password);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor();
    await page.getByText('1 E-Mail wartet seit über 30 Minuten auf den Versand. Bitte den Mailserver prüfen.').waitFor();

    const { figures } = expected;
    const spans = (key: keyof typeof figures) => [figures[key].today, figures[key].last7Days, figures[key].last30Days].map(String);
    await page.getByRole('region', { name: 'Kennzahlen' }).waitFor();
    expect(await tableRows(page, 'Kennzahlen')).toEqual([
      ['Neue Registrierungen Next-Test', ...spans('registrationsTrial')],
      ['Neue Registrierungen Concept', ...spans('registrationsConcept')],
      ['Bestätigte E-Mail-Adressen', ...spans('confirmedAddresses')],
      ['Abgelaufene Testzeiträume', ...spans('trialsEnded')],
      ['Tests zu Classic oder Next umgewandelt', ...spans('conversions')],
      ['Aktivierte Geräte', ...spans('devicesActivated')],
    ]);
    expect(figures.registrationsTrial.last30Days).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Tests zu Classic oder Next umgewandelt' }).getAttribute('href')).toBe(
      '/admin/users?filter=licensed',
    );
    expect(await tableRows(page, 'Aktueller Stand')).toEqual([
      ['Aktive Geräte (letzte 30 Tage gesehen)', String(expected.activeDevices)],
      ['Wartende E-Mails', '1'],
      ['Davon länger als 30 Minuten', '1'],
    ]);
    const { money } = expected;
    expect(await tableRows(page, 'Offene Posten und Verlängerungen')).toEqual([
      ['Offene Rechnungen (noch nicht fällig)', euro(money.openCents)],
      ['Überfällige Rechnungen', euro(money.overdueCents)],
      ['Jahreslizenzen, die in den nächsten 60 Tagen enden', String(money.renewalsDue)],
      ['Verlängerungsquote der letzten 12 Monate', `${percent(1, 3)} (1 von 3)`],
    ]);

    const weekly = (section: string, keys: Array<Exclude<keyof (typeof expected.weeks)[number], 'weekStart'>>) =>
      expect(tableRows(page, section)).resolves.toEqual(
        expected.weeks.map((week) => [germanDay(week.weekStart), ...keys.map((key) => String(week[key]))]),
      );
    // The charts and their tables come with the chart library, after the figures above them.
    await page.getByRole('region', { name: 'Registrierungen je Woche' }).locator('tbody tr').first().waitFor();
    await weekly('Registrierungen je Woche', ['registrationsTrial', 'registrationsConcept']);
    await weekly('Aktive Geräte je Woche', ['activeDevices']);
    await weekly('Gesendete und fehlgeschlagene E-Mails je Woche', ['mailsSent', 'mailsFailed']);
    const trials = await tableRows(page, 'Begonnene und umgewandelte Tests je Woche');
    expect(trials.map((row) => row.slice(0, 3))).toEqual(
      expected.weeks.map((week) => [germanDay(week.weekStart), String(week.trialsStarted), String(week.trialsConverted)]),
    );
    expect(trials.some((row) => /^\d+\u00a0%$/.test(row[3] ?? ''))).toBe(true);
    expect(await tableRows(page, 'Fehlgeschlagene Anmeldungen und Sperren je Tag')).toEqual(
      expected.days.map((day) => [germanDay(day.date), String(day.signInFailures), String(day.signInLocks)]),
    );
    expect(await tableRows(page, 'Verlängerungen nach Monat des Lizenzendes')).toEqual([
      ...money.renewalMonths.map((month) => [
        germanMonth(month.month),
        ...[month.renewed, month.declined, month.lapsed].map(String),
        percent(month.renewed, month.renewed + month.declined + month.lapsed),
      ]),
      ['Summe', '1', '1', '1', percent(1, 3)],
    ]);
    // Every week of the demo has registrations and sent mails, so every chart has something to draw.
    expect(expected.weeks.every((week) => week.registrationsTrial > 0 && week.mailsSent > 0)).toBe(true);

    // Each chart draws: bars for the weekly ones, a line for the daily one.
    for (const section of [
      'Registrierungen je Woche',
      'Begonnene und umgewandelte Tests je Woche',
      'Aktive Geräte je Woche',
      'Gesendete und fehlgeschlagene E-Mails je Woche',
      'Verlängerungen nach Monat des Lizenzendes',
    ])
      expect(await page.getByRole('region', { name: section }).locator('svg .MuiBarChart-element').count()).toBeGreaterThan(0);
    expect(
      await page.getByRole('region', { name: 'Fehlgeschlagene Anmeldungen und Sperren je Tag' }).locator('svg .MuiLineChart-line').count(),
    ).toBe(2);

    expect(await severeAccessibilityViolations(page)).toEqual([]);

    // On a narrow phone the page keeps its width; a table wider than its card scrolls in its own group.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    const renewals = page.getByRole('region', { name: 'Verlängerungen nach Monat des Lizenzendes' });
    const scroller = renewals.getByRole('group', { name: 'Verlängerungen nach Monat des Lizenzendes' });
    await scroller.locator('tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(await scroller.evaluate((group) => group.scrollWidth > group.clientWidth && group.tabIndex === 0)).toBe(true);
    expect(await severeAccessibilityViolations(page)).toEqual([]);
  });

  it("counts the devices per version beside the list 'Versionen' as the database holds them, with the share on the newest stable version, and passes axe", async () => {
    const { db } = stage.portal;
    await createRelease(db, { version: '4.2.1.0', publishedOn: '2026-11-20' });
    const owner = await createUser(db, { kind: 'nextOwner' });
    for (const appVersion of ['4.2.1.0', '4.2.1.0', '4.2.1.0', '4.1.0.3', null])
      await createDevice(db, { user: owner, appVersion: appVersion ?? null });
    // Seen 31 days ago: no longer in use, not counted.
    await createDevice(db, { user: owner, appVersion: '3.0.0.0', lastSeenAt: new Date(Date.now() - 31 * 86_400_000) });
    const expected = await versionsInUse(db, new Date());
    expect(expected.versions.some((row) => row.version === '3.0.0.0')).toBe(false);

    const admin = await createUser(db, { kind: 'admin', password: 'Ein-Passwort-2026' });
    const page = await stage.person({ viewport: { width: 1400, height: 900 } });
    await signInQuickly(page, admin.email, 'Ein-Passwort-2026');
    await page.goto('/admin/releases');
    const section = page.getByRole('region', { name: 'Versionen im Einsatz' });
    await section.locator('tbody tr').first().waitFor();
    expect(await tableRows(page, 'Versionen im Einsatz')).toEqual(
      expected.versions.map((row) => [row.version === null ? 'ohne Angabe' : row.version.replace(/\.0$/, ''), String(row.devices)]),
    );
    const share = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 }).format(
      expected.shareOnNewestStable ?? NaN,
    );
    await section.getByText(`${share} der Geräte nutzen die neueste stabile Version 4.2.1.`).waitFor();
    // The chart comes with its library, after the table.
    await section
      .locator('svg .MuiBarChart-element')
      .nth(expected.versions.length - 1)
      .waitFor();
    expect(await section.locator('svg .MuiBarChart-element').count()).toBe(expected.versions.length);
    // The list itself is still there beside it.
    await page.getByRole('cell', { name: '4.2.1.0' }).waitFor();
    // The whole page: the admin theme (shell/admin-theme.ts) gives react-admin's 'Neue Version' button its contrast.
    expect(await severeAccessibilityViolations(page)).toEqual([]);
  });

  it("draws the figures and headings of 'Übersicht' and 'Versionen' while the chart library is still on its way", async () => {
    const { db } = stage.portal;
    const admin = await createUser(db, { kind: 'admin', password: 'Ein-Passwort-2026' });
    const page = await stage.person({ viewport: { width: 390, height: 800 } });
    await signInQuickly(page, admin.email, 'Ein-Passwort-2026');
    const held: Route[] = [];
    await page.route(/\/admin\/assets\/chart-screens-[\w-]+\.js$/, (route) => void held.push(route));

    await page.goto('/admin');
    await page.getByRole('region', { name: 'Kennzahlen' }).locator('tbody tr').first().waitFor();
    await page.getByRole('region', { name: 'Aktueller Stand' }).locator('tbody tr').first().waitFor();
    expect(held).toHaveLength(1);
    expect(await page.getByRole('region', { name: 'Registrierungen je Woche' }).count()).toBe(0);
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.getByRole('region', { name: 'Registrierungen je Woche' }).locator('svg').first().waitFor();

    // A device on a version, so that 'Versionen' has a chart to draw; a fresh page, whose chart library is held again.
    await createDevice(db, { user: await createUser(db, { kind: 'nextOwner' }), appVersion: '4.2.1.0' });
    const releases = await stage.person({ viewport: { width: 390, height: 800 } });
    await signInQuickly(releases, admin.email, 'Ein-Passwort-2026');
    await releases.route(/\/admin\/assets\/chart-screens-[\w-]+\.js$/, (route) => void held.push(route));
    await releases.goto('/admin/releases');
    const inUse = releases.getByRole('region', { name: 'Versionen im Einsatz' });
    await inUse.getByRole('rowheader', { name: '4.2.1' }).waitFor();
    expect(held).toHaveLength(1);
    expect(await inUse.locator('svg').count()).toBe(0);
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await inUse.locator('svg .MuiBarChart-element').first().waitFor();
  });
});
