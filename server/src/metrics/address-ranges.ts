import ipaddr from 'ipaddr.js';

export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** One entry of METRICS_ALLOW: an address (`10.0.0.7`, `::1`) or a range (`10.0.0.0/8`). */
export function parseAddressRange(entry: string): AddressRange {
  if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
  const address = ipaddr.parse(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

export function isAddressRange(entry: string): boolean {
  return ipaddr.isValidCIDR(entry) || ipaddr.isValid(entry);
}

/** Whether an address is in one of the ranges; an IPv4 address in IPv6 form (`::ffff:127.0.0.1`) counts as IPv4. */
export function inAddressRanges(ranges: readonly AddressRange[], address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}
