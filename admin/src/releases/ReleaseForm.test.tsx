import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Create, TestMemoryRouter } from 'react-admin';
import { fakeApi, ok } from '@bfsm/api-adapter/testing';
import { createDataProvider } from '../shell/data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import { ReleaseForm } from './ReleaseForm';

// react-admin's form takes seconds to draw under jsdom on two shared cores.
jest.setTimeout(30_000);

function renderForm() {
  const created: Array<Record<string, unknown>> = [];
  const dataProvider = createDataProvider({ releases: { create: async (data) => (created.push(data), { ...data, id: 1 }) } });
  render(
    <TestMemoryRouter initialEntries={['/releases/create']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={germanI18nProvider}>
        <Create resource="releases">
          <ReleaseForm />
        </Create>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { created };
}

describe('ReleaseForm', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('previews the notes as the server renders them, while writing', async () => {
    const { fetch, requests } = fakeApi({
      releaseToken: ok({ token: 'tok' }),
      previewReleaseNotes: ok({ html: '<p><strong>Schneller</strong> Export</p>' }),
    });
    globalThis.fetch = fetch as typeof globalThis.fetch;
    renderForm();
    fireEvent.change(await screen.findByLabelText('Versionshinweise'), { target: { value: '**Schneller** Export' } });
    const preview = await screen.findByRole('region', { name: 'Vorschau' });
    expect((await within(preview).findByText('Schneller')).tagName).toBe('STRONG');
    expect(new URLSearchParams(requests.find((request) => request.method === 'POST')?.body).get('notes')).toBe('**Schneller** Export');
  });

  it('starts as a stable draft', async () => {
    const { created } = renderForm();
    expect(((await screen.findByRole('switch', { name: 'veröffentlicht' })) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Stabil')).toBeTruthy();
    expect(created).toEqual([]);
  });
});
