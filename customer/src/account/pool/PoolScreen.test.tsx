import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { texts, type Pool, type UserInfo } from '@bfsm/api-adapter';
import { failure, menuInfoFixture, ok, poolFixture, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import PoolScreen from './PoolScreen';

const owner = userInfoFixture({ licenseType: 6, licensePool: 3 });

function renderPool(
  options: {
    user?: UserInfo;
    pools?: Pool[];
    routes?: FakeRoutes;
    query?: Record<string, string>;
    userId?: string;
    isAdmin?: boolean;
  } = {},
) {
  const pools = [...(options.pools ?? [poolFixture()])];
  const answers = () => ok(pools.length > 1 ? (pools.shift() as Pool) : (pools[0] as Pool));
  return renderWithServices(<PoolScreen params={{ userId: options.userId }} query={options.query ?? {}} />, {
    withMenu: true,
    address: '/account/my-pool',
    routes: {
      getMenuInfo: ok(menuInfoFixture({ isAdmin: options.isAdmin ?? false })),
      getUserInfo: ok(options.user ?? owner),
      getPool: answers,
      poolToken: ok({ token: 'pool-token' }),
      ...options.routes,
    },
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('PoolScreen', () => {
  it('shows the viewers, the pending invitations and the licence counts of the pool', async () => {
    renderPool();
    expect(await screen.findByRole('heading', { level: 1, name: 'Viewer verwalten' })).toBeTruthy();
    const member = await screen.findByText('Frau Ines Insight');
    expect(within(member.closest('tr') as HTMLElement).getByText('ines@example.test')).toBeTruthy();
    expect(within(member.closest('tr') as HTMLElement).getByText('Insight')).toBeTruthy();
    const invite = rowOf('otto@example.test');
    expect(within(invite).getByText('02.03.2026')).toBeTruthy();
    expect(within(invite).getByText('onSite')).toBeTruthy();
    expect(within(invite).getByText('gültig bis 16.03.2026')).toBeTruthy();

    const counts = screen.getByRole('table', { name: 'Lizenzen des Pools nach Typ' });
    const rows = within(counts)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Lizenztyp', 'Vergeben', 'Reserviert', 'Frei', 'Gesamt'],
      ['Insight', '1', '0', '1', '2'],
      ['onSite', '0', '1', '1', '2'],
    ]);
    expect(screen.getByRole('link', { name: 'Viewer einladen' }).getAttribute('href')).toBe('/account/my-pool/add');
    expect(screen.queryByRole('heading', { name: 'Administration' })).toBeNull();
  });

  it("says 'Sie Mitglied keines Pools' to a user without a pool, and loads no pool", async () => {
    const { server } = renderPool({ user: userInfoFixture({ licenseType: 1, licensePool: null }) });
    expect(await screen.findByText(texts.pool.noPool)).toBeTruthy();
    expect(server.requests.some((request) => request.call === 'getPool')).toBe(false);
  });

  it('tells a viewer that his pool is managed by its owner', async () => {
    renderPool({ user: userInfoFixture({ licenseType: 8, licensePool: 3 }) });
    expect(await screen.findByText('Ihre Lizenz stammt aus einem Lizenzpool; verwaltet wird er von seinem Eigentümer.')).toBeTruthy();
  });

  it('treats a pool its owner may not manage any more as none', async () => {
    renderPool({ routes: { getPool: failure('forbidden', texts.errors.forbidden) } });
    expect(await screen.findByText(texts.pool.noPool)).toBeTruthy();
  });

  it('shows the success notice after an invitation was sent', async () => {
    renderPool({ query: { invite_success: 'true' } });
    expect((await screen.findByText('Einladung wurde erfolgreich versendet.')).closest('[role="status"]')).toBeTruthy();
  });

  it('offers no invitation without a free licence', async () => {
    renderPool({ pools: [poolFixture({ available_licenses: [] })] });
    expect(await screen.findByText(/Zurzeit ist keine Lizenz frei/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Viewer einladen' })).toBeNull();
  });

  it('removes a member only after the confirmation, then shows the pool again', async () => {
    const { server } = renderPool({
      pools: [poolFixture(), poolFixture({ members: [] })],
      routes: { removeFromPool: ok({ success: true }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Frau Ines Insight entfernen' }));
    const dialog = screen.getByRole('dialog', { name: 'Viewer entfernen?' });
    expect(dialog.textContent).toContain('Frau Ines Insight (ines@example.test) verliert die Lizenz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(server.requests.some((request) => request.call === 'removeFromPool')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Frau Ines Insight entfernen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Frau Ines Insight wurde aus dem Pool entfernt.')).toBeTruthy();
    expect(screen.getByText('Noch keine Viewer in diesem Pool.')).toBeTruthy();
    expect(server.requests.find((request) => request.call === 'removeFromPool')?.url).toBe('/webapi/remove-from-pool/21?token=pool-token');
  });

  it('revokes an invitation after the confirmation and shows a refusal in the list', async () => {
    const { server } = renderPool({
      pools: [poolFixture(), poolFixture({ invites: [] })],
      routes: { revokeInvite: ok({ success: true }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Einladung an otto@example.test zurückziehen' }));
    const dialog = screen.getByRole('dialog', { name: 'Einladung zurückziehen?' });
    expect(dialog.textContent).toContain('Der Link in der Einladung an otto@example.test wird sofort ungültig');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('Die Einladung an otto@example.test wurde zurückgezogen.')).toBeTruthy();
    expect(screen.getByText('Keine offenen Einladungen.')).toBeTruthy();
    expect(server.requests.find((request) => request.call === 'revokeInvite')?.url).toBe('/webapi/revoke-invite/31?token=pool-token');
  });

  it('shows why a revocation failed', async () => {
    renderPool({ routes: { revokeInvite: failure('invitation-closed', 'Diese Einladung ist nicht mehr offen.') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Einladung an otto@example.test zurückziehen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Zurückziehen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Diese Einladung ist nicht mehr offen.');
  });

  it('marks an expired invitation and sends it again', async () => {
    const expired = poolFixture({
      invites: [
        {
          id: 31,
          email: 'otto@example.test',
          licenseType: 9,
          created: '2026-01-02T09:30:00.000Z',
          expires: '2026-01-16T09:30:00.000Z',
          expired: true,
        },
      ],
    });
    const { server } = renderPool({ pools: [expired, poolFixture()], routes: { resendInvite: ok({ success: true }) } });
    expect(within(await waitFor(() => rowOf('otto@example.test'))).getByText('abgelaufen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Einladung an otto@example.test erneut senden' }));
    expect(await screen.findByText('Die Einladung an otto@example.test wurde erneut versendet; der alte Link ist ungültig.')).toBeTruthy();
    expect(server.requests.find((request) => request.call === 'resendInvite')?.url).toBe('/webapi/resend-invite/31?token=pool-token');
    expect(screen.queryByRole('button', { name: 'Einladung an otto@example.test erneut senden' })).toBeNull();
  });

  it('tells owner and admins about invitations reported as abuse', async () => {
    renderPool({
      pools: [
        poolFixture({
          reportedInvites: [
            {
              id: 40,
              email: 'spam@example.test',
              licenseType: 8,
              created: '2026-03-01T08:00:00.000Z',
              reported: '2026-03-03T10:00:00.000Z',
            },
          ],
        }),
      ],
    });
    expect(
      await screen.findByText('Die Einladung an spam@example.test wurde am 03.03.2026 abgelehnt und als Missbrauch gemeldet.'),
    ).toBeTruthy();
  });

  it("shows an admin the pool's name and the add-licence button, with the owner's id in the addresses", async () => {
    const { server } = renderPool({ isAdmin: true, userId: '7' });
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeTruthy();
    expect(screen.getByText('Müller Brandschutz GmbH')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lizenz hinzufügen' }).getAttribute('href')).toBe('/account/my-pool/7/add-license');
    expect(screen.getByRole('link', { name: 'Viewer einladen' }).getAttribute('href')).toBe('/account/my-pool/7/add');
    expect(server.requests.filter((request) => request.call === 'getUserInfo').map((request) => request.url)).toContain(
      '/webapi/userinfo/7',
    );
  });

  it('answers a user id that is no number with not found', async () => {
    renderPool({ userId: 'abc' });
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
