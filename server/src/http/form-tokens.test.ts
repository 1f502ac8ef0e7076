import { isValidFormToken, issueFormToken } from './form-tokens.js';

describe('form tokens', () => {
  const secret = 'secret-of-session-a';

  it('accepts the token of the same session and action', () => {
    expect(isValidFormToken(secret, 'user-details', issueFormToken(secret, 'user-details'))).toBe(true);
  });

  it('refuses a token of another action, another session, or none', () => {
    const token = issueFormToken(secret, 'user-details');
    expect(isValidFormToken(secret, 'delete-user', token)).toBe(false);
    expect(isValidFormToken('secret-of-session-b', 'user-details', token)).toBe(false);
    expect(isValidFormToken(secret, 'user-details', undefined)).toBe(false);
    expect(isValidFormToken(secret, 'user-details', '')).toBe(false);
    expect(isValidFormToken(secret, 'user-details', token.slice(1))).toBe(false);
  });
});
