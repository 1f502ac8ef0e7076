import type { Order } from '@bfsm/api-adapter';
import { ordersCsv } from './order-csv.js';

// The server's type check has no DOM, which @bfsm/api-adapter/testing needs: the order is written out here.
const order = (overrides: Partial<Order>): Order => ({
  id: 7,
  userId: 3,
  email: 'kunde@example.test',
  state: 'quoted',
  edition: 'classic',
  devices: 2,
  insightViewers: 0,
  onsiteViewers: 0,
  message: '',
  lines: null,
  discountCents: 0,
  discountReason: null,
  netCents: 99_800,
  validUntil: '2027-01-14',
  purchaseOrder: null,
  termStart: null,
  termEnd: null,
  deliverBeforePayment: false,
  createdAt: '2026-12-02T08:00:00.000Z',
  quotedAt: '2026-12-02T08:00:00.000Z',
  acceptedAt: null,
  paidOn: null,
  cancelledAt: null,
  renewsLicenceEnd: null,
  declinedAt: null,
  declineReason: null,
  ...overrides,
});

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('the orders CSV', () => {
  it('names a renewal with the licence end it continues, and a declined one with the day and reason', () => {
    const [header, plain, renewal, declined, silent] = rows(
      ordersCsv([
        order({ id: 1 }),
        order({ id: 2, renewsLicenceEnd: '2027-01-31' }),
        // 23:30 UTC is already the next day in Berlin.
        order({
          id: 3,
          state: 'cancelled',
          renewsLicenceEnd: '2027-01-31',
          declinedAt: '2026-12-09T23:30:00.000Z',
          declineReason: 'Wir stellen auf Next um',
        }),
        order({ id: 4, state: 'cancelled', renewsLicenceEnd: '2027-02-28', declinedAt: '2026-12-10T10:00:00.000Z', declineReason: '' }),
      ]),
    );
    expect(header?.slice(-4)).toEqual(['Bezahlt am', 'Verlängerung zum', 'Nicht verlängert am', 'Nicht verlängert: Grund']);
    expect(plain?.slice(-3)).toEqual(['', '', '']);
    expect(renewal?.slice(-3)).toEqual(['31.01.2027', '', '']);
    expect(declined?.slice(1, 2)).toEqual(['storniert']);
    expect(declined?.slice(-3)).toEqual(['31.01.2027', '10.12.2026', 'Wir stellen auf Next um']);
    expect(silent?.slice(-3)).toEqual(['28.02.2027', '10.12.2026', 'ohne Angabe von Gründen']);
  });
});
