import { fireEvent, screen, waitFor } from '@testing-library/preact';
import type { Feature } from '@bfsm/api-adapter';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import { FeatureTogglesPanel } from './FeatureTogglesPanel';

function featureServer(extra: FakeRoutes = {}): FakeRoutes {
  const features: Feature[] = [
    { name: 'api-access', description: 'Zugriff über die API', enabled: false },
    { name: 'export-3d', description: '3D-Export der Matrix', enabled: true },
  ];
  const set = (name: string, enabled: boolean) => () => {
    features.forEach((feature) => feature.name === name && (feature.enabled = enabled));
    return ok({ success: true as const });
  };
  return {
    listFeatures: () => ok(features),
    featuresToken: ok({ token: 'feature-token' }),
    enableFeature: set('api-access', true),
    disableFeature: set('export-3d', false),
    ...extra,
  };
}

const toggle = (name: string) => screen.getByRole('checkbox', { name: `${name} aktiviert` }) as HTMLInputElement;

describe('FeatureTogglesPanel', () => {
  it('lists name, description and state of every feature', async () => {
    renderWithServices(<FeatureTogglesPanel userId={7} />, { routes: featureServer() });
    expect((await screen.findByRole('rowheader', { name: 'export-3d' })).closest('tr')?.textContent).toContain('3D-Export der Matrix');
    expect(toggle('export-3d').checked).toBe(true);
    expect(toggle('api-access').checked).toBe(false);
  });

  it('switches a feature on and off with the token, showing the state the server then has', async () => {
    const { server } = renderWithServices(<FeatureTogglesPanel userId={7} />, { routes: featureServer() });
    await screen.findByRole('rowheader', { name: 'api-access' });
    fireEvent.click(toggle('api-access'));
    // At once, and while the call runs no other switch can be used.
    expect(toggle('api-access').checked).toBe(true);
    expect(toggle('export-3d').disabled).toBe(true);
    await waitFor(() => expect(toggle('export-3d').disabled).toBe(false));
    expect(toggle('api-access').checked).toBe(true);
    fireEvent.click(toggle('export-3d'));
    await waitFor(() => expect(toggle('api-access').disabled).toBe(false));
    expect(toggle('export-3d').checked).toBe(false);
    expect(server.requests.filter((request) => request.url === '/webapi/features/7')).toHaveLength(3);
    const toggles = server.requests.filter((request) => /\/webapi\/(en|dis)ableFeature\//.test(request.url)).map((request) => request.url);
    expect(toggles).toEqual([
      '/webapi/enableFeature/api-access/7?token=feature-token',
      '/webapi/disableFeature/export-3d/7?token=feature-token',
    ]);
  });

  it('shows a refusal and keeps the old state', async () => {
    renderWithServices(<FeatureTogglesPanel userId={7} />, {
      routes: featureServer({ enableFeature: failure('not-found', 'Dieses Feature gibt es nicht.') }),
    });
    await screen.findByRole('rowheader', { name: 'api-access' });
    fireEvent.click(toggle('api-access'));
    expect((await screen.findByRole('alert')).textContent).toBe('Dieses Feature gibt es nicht.');
    await waitFor(() => expect(toggle('api-access').disabled).toBe(false));
    expect(toggle('api-access').checked).toBe(false);
  });

  it('says so when no feature exists', async () => {
    renderWithServices(<FeatureTogglesPanel userId={7} />, { routes: { listFeatures: ok([]) } });
    expect(await screen.findByText('Es sind keine Features angelegt.')).toBeTruthy();
  });
});
