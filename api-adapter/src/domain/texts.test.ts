import { rules } from './rules.js';
import { texts } from './texts.js';

describe('shared texts', () => {
  it('words the device count as the dashboard quotes it', () => {
    expect(texts.devices.count(2, 3)).toBe('Aktuell sind 2 von 3 Gerät(en) aktiviert.');
  });

  it('names the licence date minimum of the rules in German date format', () => {
    const [year, month, day] = rules.licenseDateMinimum.split('-');
    expect(texts.validation.licenseDateTooEarly).toContain(`${day}.${month}.${year}`);
  });
});
