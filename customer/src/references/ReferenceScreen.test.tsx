import { screen, waitFor } from '@testing-library/preact';
import { failure, ok, referenceFixture, serverError, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../testing/render-with-services';
import ReferenceScreen from './ReferenceScreen';

const renderReference = (routes: FakeRoutes, id = '5') =>
  renderWithServices(<ReferenceScreen params={{ id }} query={{}} />, { routes, address: `/reference/${id}` });

describe('ReferenceScreen', () => {
  it('shows title, picture with high-DPI sources, text and licence text, and names the tab', async () => {
    const reference = referenceFixture();
    const { server } = renderReference({ getPublicReference: ok(reference) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Klinikum Nord');
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Klinikum Nord' });
    expect(image.getAttribute('src')).toBe(reference.imageURL);
    expect(image.getAttribute('srcset')).toBe(`${reference.imageURL} 1x, ${reference.imageURLLarge} 2x`);
    expect(document.querySelector('source')?.getAttribute('srcset')).toBe(
      `${reference.imageWebpURL} 1x, ${reference.imageWebpURLLarge} 2x`,
    );
    expect(document.querySelector('source')?.getAttribute('type')).toBe('image/webp');
    expect(screen.getByText('Brandfallsteuerung für zwölf Gebäude')).toBeTruthy();
    expect(screen.getByText('Foto: Muster GmbH')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Klinikum Nord'));
    expect(server.requests.map((request) => request.url)).toEqual(['/webapi/public-reference/5']);
  });

  it('shows the teaser where there is no full image, and addresses given by hand without WebP', async () => {
    renderReference({
      getPublicReference: ok(
        referenceFixture({
          imageURL: null,
          imageURLLarge: null,
          imageWebpURL: null,
          imageWebpURLLarge: null,
          teaserURL: 'https://bilder.example.de/t.jpg',
          teaserURLLarge: null,
          teaserWebpURL: null,
          teaserWebpURLLarge: null,
        }),
      ),
    });
    const image = await screen.findByRole<HTMLImageElement>('img');
    expect(image.getAttribute('src')).toBe('https://bilder.example.de/t.jpg');
    expect(image.getAttribute('srcset')).toBe('https://bilder.example.de/t.jpg 1x');
    expect(document.querySelector('source')).toBeNull();
  });

  it('shows no picture where the reference has none', async () => {
    renderReference({
      getPublicReference: ok(
        referenceFixture({
          imageURL: null,
          imageURLLarge: null,
          imageWebpURL: null,
          imageWebpURLLarge: null,
          teaserURL: null,
          teaserURLLarge: null,
          teaserWebpURL: null,
          teaserWebpURLLarge: null,
        }),
      ),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says not found for a hidden or unknown reference, and for an id that is none', async () => {
    renderReference({ getPublicReference: failure('not-found', 'Nicht gefunden.') });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Seite nicht gefunden');
    const { server } = renderReference({}, 'abc');
    expect(server.requests).toEqual([]);
  });

  it('shows a failure of the server in a red alert', async () => {
    renderReference({ getPublicReference: serverError() });
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten.');
  });
});
