import { pageViewCommands, startCommands, stopCommands } from './matomo-commands';

const settings = { trackerUrl: 'https://statistik.example.test/matomo/', siteId: 11, colourSchemeDimension: 1 };

describe('Matomo commands', () => {
  it('start the tracker with consent for this page, site 11, the colour scheme, .appinstaller downloads and the page view', () => {
    expect(startCommands(settings, { address: 'https://portal.example.test/concept', referrer: '', prefersDark: false })).toEqual([
      ['requireConsent'],
      ['setConsentGiven'],
      ['setTrackerUrl', 'https://statistik.example.test/matomo/matomo.php'],
      ['setSiteId', 11],
      ['setCustomDimension', 1, 'light'],
      ['setDownloadExtensions', 'appinstaller'],
      ['enableLinkTracking'],
      ['setCustomUrl', 'https://portal.example.test/concept'],
      ['trackPageView'],
    ]);
  });

  it('record a dark colour scheme in the configured dimension', () => {
    const commands = startCommands(
      { ...settings, colourSchemeDimension: 4 },
      { address: 'https://portal.example.test/', referrer: '', prefersDark: true },
    );
    expect(commands).toContainEqual(['setCustomDimension', 4, 'dark']);
  });

  it('never pass on the code of a mail link, in the address or in the referrer', () => {
    const commands = startCommands(settings, {
      address: 'https://portal.example.test/login?next=%2Faccount',
      referrer: 'https://portal.example.test/confirm-forgotten-password/12-GeHeim1234567890abcdef',
      prefersDark: false,
    });
    expect(commands).toContainEqual(['setReferrerUrl', 'https://portal.example.test/confirm-forgotten-password/[Filtered]']);
    expect(
      pageViewCommands('https://portal.example.test/confirm-mail/12-GeHeim1234567890abcdef', 'https://portal.example.test/login'),
    ).toEqual([
      ['setReferrerUrl', 'https://portal.example.test/login'],
      ['setCustomUrl', 'https://portal.example.test/confirm-mail/[Filtered]'],
      ['trackPageView'],
    ]);
  });

  it('forget the consent when it is withdrawn', () => {
    expect(stopCommands).toEqual([['forgetConsentGiven']]);
  });
});
