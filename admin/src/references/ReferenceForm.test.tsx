import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Create, TestMemoryRouter } from 'react-admin';
import { createDataProvider } from '../shell/data-provider';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import { ReferenceForm } from './ReferenceForm';

// react-admin's form with its image inputs takes seconds to draw under jsdom on two shared cores.
jest.setTimeout(30_000);

function renderForm() {
  const created: Array<Record<string, unknown>> = [];
  const dataProvider = createDataProvider({ references: { create: async (data) => (created.push(data), { ...data, id: 1 }) } });
  const view = render(
    <TestMemoryRouter initialEntries={['/reference/new']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={germanI18nProvider}>
        <Create resource="references">
          <ReferenceForm defaultValues={{ show_on_homepage: true }} />
        </Create>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, created };
}

describe('ReferenceForm', () => {
  it('requires a title, and starts with Auf der Startseite zeigen checked', async () => {
    const { created } = renderForm();
    // Disabling an image's addresses while a file is chosen needs a real file dialog: the references journey checks it in Chromium.
    expect(((await screen.findByRole('switch', { name: 'Auf der Startseite zeigen' })) as HTMLInputElement).checked).toBe(true);
    const title = screen.getByLabelText(/^Titel/);
    fireEvent.change(title, { target: { value: 'Entwurf' } });
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    expect(created).toEqual([]);
  });
});
