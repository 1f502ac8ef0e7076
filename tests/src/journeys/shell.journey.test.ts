import { createUser } from '@bfsm/server/factories/index.js';
import { describeJourney, phoneViewport } from '../support/browser.js';
import { headerMenu, menuLink, menuLinkNames } from '../support/header-menu.js';
import { setUpJourneyStage } from '../support/journey-stage.js';
import { waitForAddress } from '../support/page-address.js';
import { afterNextPaint } from '../support/rendering.js';
import { signInQuickly } from '../support/sign-in.js';

describeJourney('The shell: header menu and footer', () => {
  const stage = setUpJourneyStage();

  it('an anonymous visitor sees Concept (new), Anmelden and the highlighted free trial, and /account sends them to the login page', async () => {
    const page = await stage.person();
    await page.goto('/login');

    expect(await menuLinkNames(page)).toEqual(['Concept Neu', 'Anmelden', 'Kostenlos testen']);
    const concept = menuLink(page, 'Concept Neu');
    expect(await concept.getAttribute('href')).toBe('/concept');
    expect(await concept.getByText('Neu', { exact: true }).isVisible()).toBe(true);
    expect(await menuLink(page, 'Anmelden').getAttribute('href')).toBe('/account');
    const trial = menuLink(page, 'Kostenlos testen');
    expect(await trial.getAttribute('href')).toBe('/register');
    const background = (link: typeof trial) => link.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(trial)).not.toBe(await background(menuLink(page, 'Anmelden')));

    await page.goto('/account');
    await waitForAddress(page, '/login?next=%2Faccount');
    await page.getByRole('heading', { name: 'Anmelden', level: 1 }).waitFor();
  });

  it('a trial user sees the days left of the trial, in the singular on the last day', async () => {
    const { db } = stage.portal;
    const weekLeft = await createUser(db, { kind: 'trial' });
    const page = await stage.person();
    await signInQuickly(page, weekLeft.email, 'Passwort123!');
    await page.goto('/account');
    const sevenDays = menuLink(page, 'Test-Lizenz: Noch 7 Tage');
    await sevenDays.waitFor();
    expect(await sevenDays.getAttribute('href')).toBe('/account/manage_subscription');

    const lastDay = await createUser(db, { kind: 'trial', trialDaysLeft: 1 });
    const other = await stage.person();
    await signInQuickly(other, lastDay.email, 'Passwort123!');
    await other.goto('/account');
    await menuLink(other, 'Test-Lizenz: Noch 1 Tag').waitFor();
    expect(await menuLinkNames(other)).toEqual(['Test-Lizenz: Noch 1 Tag', 'Konto', 'Abmelden']);
  });

  it('on a phone the menu opens with its button and closes on Escape, on a click outside and when a link is followed', async () => {
    const page = await stage.person({ viewport: phoneViewport });
    await page.goto('/login');
    const toggle = headerMenu(page).getByRole('button', { name: 'Menü' });
    const signIn = menuLink(page, 'Anmelden');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await signIn.isVisible()).toBe(false);
    const openMenu = async () => {
      await toggle.click();
      await signIn.waitFor({ state: 'visible' });
      await afterNextPaint(page);
    };

    await openMenu();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await openMenu();
    // Outside the menu and in view: a scroll would close the menu too, and hide a broken click-outside.
    // (The footer starts below the fold, decision 025: an empty spot low in the main area instead.)
    await page.locator('main').click({ position: { x: 5, y: 600 } });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await signIn.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await openMenu();
    await menuLink(page, 'Concept Neu').click();
    await waitForAddress(page, '/concept');
    await page.getByRole('heading', { name: 'Concept – die kostenlose Edition' }).waitFor();
    await signIn.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('the footer shows the copyright up to this year and the legal links; Impressum opens the imprint', async () => {
    const page = await stage.person();
    await page.goto('/login');
    const footer = page.getByRole('contentinfo');
    const copyright = footer.getByText(`© 2015–${new Date().getFullYear()}`);
    await copyright.waitFor();

    const legal = footer.getByRole('navigation', { name: 'Rechtliches und Kontakt' });
    const links = await legal
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]));
    expect(links).toEqual([
      ['Impressum', '/impressum'],
      ['AGB', '/bedingungen'],
      ['Datenschutz', '/datenschutz'],
      ['Kontakt', '/kontakt'],
    ]);

    await legal.getByRole('link', { name: 'Impressum' }).click();
    await waitForAddress(page, '/impressum');
    await page.getByRole('heading', { name: 'Impressum', level: 1 }).waitFor();
  });

  it('a link that leads to another screen hands the focus to the new screen, not to nothing; a field the screen focuses keeps it', async () => {
    const user = await createUser(stage.portal.db, { kind: 'classic' });
    const page = await stage.person();
    await signInQuickly(page, user.email, 'Passwort123!');
    await page.goto('/account');
    const tabs = page.getByRole('navigation', { name: 'Kontobereich' });
    await tabs.getByRole('link', { name: 'Profil' }).focus();
    await page.keyboard.press('Enter');
    await waitForAddress(page, '/account/edit');
    await page.getByRole('heading', { name: 'Persönliche Angaben' }).waitFor();
    // The pressed link went with the old screen; the new screen's main region has the focus, and Tab goes on from there.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  it('an address the portal does not know answers 404 with the not-found screen, which leads to the start page', async () => {
    const page = await stage.person();
    const answer = await page.goto('/gibt-es-nicht');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Seite nicht gefunden', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await waitForAddress(page, '/login?next=%2Faccount');
  });
});
