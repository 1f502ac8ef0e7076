import { chosenSlug } from './mail-preview-address';

describe('chosenSlug', () => {
  it('reads the slug from ?q=', () => {
    expect(chosenSlug('?q=license-removed')).toBe('license-removed');
  });

  it('falls back to welcome', () => {
    expect(chosenSlug('')).toBe('welcome');
    expect(chosenSlug('?q=gibt-es-nicht')).toBe('welcome');
  });
});
