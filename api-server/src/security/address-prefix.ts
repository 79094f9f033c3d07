/**
 * The part of a client's address that one host holds, which every per-address limit counts by:
 * an IPv4 address whole, and an IPv6 address's /64. An IPv6 host is routinely given a whole /64
 * (SLAAC, privacy addresses: RFC 4941 and 8981) and can take a new address from it for every
 * request, so counting IPv6 addresses one by one would give it 2^64 budgets. An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports) is the IPv4 address.
 */
import ipaddr from 'ipaddr.js';

export const IPV6_PREFIX_LENGTH = 64;

export function addressPrefix(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_PREFIX_LENGTH}`);
  return `${network.toString()}/${IPV6_PREFIX_LENGTH}`;
}
