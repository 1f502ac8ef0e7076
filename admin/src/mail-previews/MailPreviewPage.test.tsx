import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createApiClient } from '@bfsm/api-adapter';
import { fakeApi, ok } from '@bfsm/api-adapter/testing';
import { createAdminDataProvider } from '../shell/admin-data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import MailPreviewPage from './MailPreviewPage';

function renderPage(address: string) {
  const api = fakeApi({
    getMailPreview: (request) => {
      const slug = request.url.split('/').at(-1) ?? '';
      return ok({
        title: `Betreff ${slug}`,
        content: `<!doctype html><p>HTML ${slug}</p><script>parent.document.title='x'</script>`,
        text: `Text ${slug}`,
      });
    },
  });
  const client = createApiClient({ fetch: api.fetch, navigate: () => undefined });
  render(
    <TestMemoryRouter initialEntries={[address]}>
      <AdminContext dataProvider={createAdminDataProvider(client)} i18nProvider={germanI18nProvider}>
        <ResourceContextProvider value="email-debug-output">
          <MailPreviewPage />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return api.requests;
}

// A whole admin with its lazy screens draws in seconds on two shared cores.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

describe('MailPreviewPage', () => {
  it('shows welcome by default: title, the HTML in a frame without scripts, and the text', async () => {
    renderPage('/email-debug-output');
    expect(await screen.findByRole('heading', { name: 'Betreff welcome' })).toBeTruthy();
    const frame = screen.getByTitle('HTML-Vorschau: Betreff welcome');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>HTML welcome</p>');
    expect(screen.getByLabelText('Textversion: Betreff welcome').textContent).toBe('Text welcome');
  });

  it('switches the template with the choice and keeps it in ?q=', async () => {
    const requests = renderPage('/email-debug-output?q=invite');
    expect(await screen.findByRole('heading', { name: 'Betreff invite' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Vorlage' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'license-removed' }));
    expect(await screen.findByRole('heading', { name: 'Betreff license-removed' })).toBeTruthy();
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toEqual([
        '/webapi/email-debug-output/invite',
        '/webapi/email-debug-output/license-removed',
      ]),
    );
  });
});
