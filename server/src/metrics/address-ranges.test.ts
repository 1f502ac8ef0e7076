import { inAddressRanges, isAddressRange, parseAddressRange } from './address-ranges.js';

const loopback = ['127.0.0.0/8', '::1'].map(parseAddressRange);

describe('address ranges', () => {
  it('matches loopback in IPv4, IPv6 and IPv4-in-IPv6 form', () => {
    expect(inAddressRanges(loopback, '127.0.0.1')).toBe(true);
    expect(inAddressRanges(loopback, '127.1.2.3')).toBe(true);
    expect(inAddressRanges(loopback, '::1')).toBe(true);
    expect(inAddressRanges(loopback, '::ffff:127.0.0.1')).toBe(true);
  });

  it('refuses other, missing and malformed addresses', () => {
    expect(inAddressRanges(loopback, '10.0.0.1')).toBe(false);
    expect(inAddressRanges(loopback, '::2')).toBe(false);
    expect(inAddressRanges(loopback, undefined)).toBe(false);
    expect(inAddressRanges(loopback, 'localhost')).toBe(false);
  });

  it('takes single addresses and ranges, nothing else', () => {
    expect(inAddressRanges([parseAddressRange('10.1.2.3')], '10.1.2.3')).toBe(true);
    expect(inAddressRanges([parseAddressRange('10.1.2.3')], '10.1.2.4')).toBe(false);
    expect(inAddressRanges([parseAddressRange('10.0.0.0/8')], '10.200.0.1')).toBe(true);
    expect(['10.0.0.0/8', 'fd00::/8', '192.168.1.5'].every(isAddressRange)).toBe(true);
    expect(['10.0.0.0/33', 'prometheus', ''].some(isAddressRange)).toBe(false);
  });
});
