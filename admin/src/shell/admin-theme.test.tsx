import { render, screen } from '@testing-library/react';
import { AdminContext, LoadingIndicator, testDataProvider, useGetList } from 'react-admin';
import { germanI18nProvider } from '../i18n/german-i18n-provider';
import { adminTheme } from './admin-theme';

/** A list whose answer never comes, so react-admin counts a query as running. */
function PendingList() {
  useGetList('users');
  return null;
}

describe('adminTheme', () => {
  it("names the app bar's spinner while a query runs, as screen readers and axe need", async () => {
    const dataProvider = testDataProvider({ getList: () => new Promise(() => undefined) });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={germanI18nProvider} theme={adminTheme}>
        <LoadingIndicator />
        <PendingList />
      </AdminContext>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Wird geladen' })).toBeTruthy();
  });
});
