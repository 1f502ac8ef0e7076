import { render, screen, within } from '@testing-library/preact';
import { invoiceFixture } from '../../testing/order-fixtures';
import { MyInvoices } from './MyInvoices';

describe('MyInvoices', () => {
  it('says when there is no invoice yet', () => {
    render(<MyInvoices invoices={[]} />);
    expect(screen.getByText('Es liegen noch keine Rechnungen vor.')).toBeTruthy();
  });

  it('lists number, date, gross amount, due date and state, with the PDF and the XML to download', () => {
    render(<MyInvoices invoices={[invoiceFixture()]} />);
    const invoice = screen.getByRole('article', { name: 'Rechnung 2026-00017' });
    const facts = within(invoice)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`.replace(/\s+/g, ' '));
    expect(facts).toEqual(['Datum: 28.11.2026', 'Betrag brutto: 1.721,93 €', 'Fällig am: 12.12.2026', 'Stand: offen']);
    const pdf = within(invoice).getByRole('link', { name: 'PDF der Rechnung 2026-00017 herunterladen' });
    expect(pdf.getAttribute('href')).toBe('/webapi/invoice/5/pdf');
    expect(pdf.textContent).toBe('PDF');
    expect(within(invoice).getByRole('link', { name: 'XML (XRechnung) der Rechnung 2026-00017 herunterladen' }).getAttribute('href')).toBe(
      '/webapi/invoice/5/xml',
    );
  });

  it('shows a paid invoice with its day, and a cancelled one and its Stornorechnung as storniert', () => {
    render(
      <MyInvoices
        invoices={[
          invoiceFixture({ id: 1, number: '2026-00001', paidOn: '2026-12-02' }),
          invoiceFixture({ id: 2, number: '2026-00002', cancelledBy: '2026-00003' }),
          invoiceFixture({ id: 3, number: '2026-00003', kind: 'cancellation', cancels: '2026-00002', grossCents: -172_193 }),
        ]}
      />,
    );
    const state = (name: string) => within(screen.getByRole('article', { name })).getAllByRole('definition').at(-1)?.textContent;
    expect(state('Rechnung 2026-00001')).toBe('bezahlt am 02.12.2026');
    expect(state('Rechnung 2026-00002')).toBe('storniert');
    const cancellation = screen.getByRole('article', { name: 'Stornorechnung 2026-00003' });
    expect(within(cancellation).getByText('Storniert Rechnung 2026-00002')).toBeTruthy();
    expect(within(cancellation).getByText('-1.721,93 €')).toBeTruthy();
  });
});
