import { readUserListAddress, userListSearch } from './user-list-address';

describe('user list address', () => {
  it('reads filter and term from the query', () => {
    expect(readUserListAddress('?filter=paying&term=anna%20muster')).toEqual({ filter: 'paying', term: 'anna muster' });
  });

  it('reads a missing or unknown filter as all', () => {
    expect(readUserListAddress('')).toEqual({ filter: 'all', term: '' });
    expect(readUserListAddress('?filter=bogus')).toEqual({ filter: 'all', term: '' });
  });

  it('writes only what differs from the defaults', () => {
    expect(userListSearch({ filter: 'all', term: '' })).toBe('');
    expect(userListSearch({ filter: 'spam', term: ' ' })).toBe('?filter=spam');
    expect(userListSearch({ filter: 'all', term: 'anna muster' })).toBe('?term=anna+muster');
  });
});
