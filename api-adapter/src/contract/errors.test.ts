import { possibleErrors } from './errors.js';
import { disableFeature, listFeatures } from './features.js';
import { saveProfile } from './account.js';

describe('possible errors of a call', () => {
  it('lets every write refuse a foreign origin, also a GET link that carries a token, but no plain read', () => {
    expect(possibleErrors(saveProfile).has('invalid-origin')).toBe(true);
    expect(possibleErrors(disableFeature).has('invalid-origin')).toBe(true);
    expect(possibleErrors(listFeatures).has('invalid-origin')).toBe(false);
  });
});
