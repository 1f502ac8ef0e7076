import { previousMonth } from './previous-month';

describe('previousMonth', () => {
  it('is the whole month before', () => {
    expect(previousMonth('2026-11-28')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousMonth('2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('goes back into the last year in January', () => {
    expect(previousMonth('2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
