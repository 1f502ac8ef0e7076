import { displayVersion } from './app-version.js';

test('a revision of 0 is left out, any other stays', () => {
  expect(displayVersion('4.2.1.0')).toBe('4.2.1');
  expect(displayVersion('4.2.1.7')).toBe('4.2.1.7');
  expect(displayVersion('4.0.0.0')).toBe('4.0.0');
});
