import { embeddedAnalyticsSettings } from './embedded-analytics';

function pageWith(meta: string | undefined): Document {
  const page = document.implementation.createHTMLDocument('Kundenportal');
  if (meta !== undefined) page.head.insertAdjacentHTML('beforeend', `<meta name="bfsm-analytics" content="${meta}" />`);
  return page;
}

describe('embeddedAnalyticsSettings', () => {
  it('reads the settings the server wrote into the page', () => {
    const page = pageWith(
      '{&#34;trackerUrl&#34;:&#34;https://statistik.example.test/&#34;,&#34;siteId&#34;:11,&#34;colourSchemeDimension&#34;:1}',
    );
    expect(embeddedAnalyticsSettings(page)).toEqual({
      trackerUrl: 'https://statistik.example.test/',
      siteId: 11,
      colourSchemeDimension: 1,
    });
  });

  it('has none without the element, and none from a damaged or incomplete one', () => {
    expect(embeddedAnalyticsSettings(pageWith(undefined))).toBeUndefined();
    expect(embeddedAnalyticsSettings(pageWith('{kaputt'))).toBeUndefined();
    expect(embeddedAnalyticsSettings(pageWith('{&#34;siteId&#34;:11}'))).toBeUndefined();
  });
});
