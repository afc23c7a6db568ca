import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address ("::" expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4Tail[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The key per-address limits count a client by: an IPv4 address as it is (also when IPv4-mapped, "::ffff:1.2.3.4"),
 * an IPv6 address by its /64 network — one subscriber usually holds a whole /64, so counting single IPv6
 * addresses would give each client 2^64 fresh allowances.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
