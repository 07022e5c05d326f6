// Patterns for node.allowedBotHosts: `*` (everyone), an IPv4 or IPv6 address, a CIDR range
// (`10.0.0.0/8`, `fd00::/8`), or `localhost` (all loopback addresses). Host names other than
// localhost are refused: requests are matched by their socket address, and resolving names at
// start-up would silently go stale.
import { BlockList, isIP } from 'node:net';

export type HostPattern =
  | { kind: 'any' }
  | { kind: 'address'; address: string; family: 'ipv4' | 'ipv6' }
  | { kind: 'subnet'; network: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** Undefined when the text is not an accepted pattern. */
export function parseHostPattern(text: string): HostPattern[] | undefined {
  const t = text.trim();
  if (t === '*') return [{ kind: 'any' }];
  if (t.toLowerCase() === 'localhost') {
    return [
      { kind: 'subnet', network: '127.0.0.0', prefix: 8, family: 'ipv4' },
      { kind: 'address', address: '::1', family: 'ipv6' },
    ];
  }
  const slash = t.indexOf('/');
  if (slash >= 0) {
    const network = normalizeAddress(t.slice(0, slash));
    const prefixText = t.slice(slash + 1);
    const v = isIP(network);
    if (v === 0 || !/^\d{1,3}$/.test(prefixText)) return undefined;
    const prefix = Number(prefixText);
    if (prefix > (v === 4 ? 32 : 128)) return undefined;
    return [{ kind: 'subnet', network, prefix, family: v === 4 ? 'ipv4' : 'ipv6' }];
  }
  const address = normalizeAddress(t);
  const v = isIP(address);
  if (v === 0) return undefined;
  return [{ kind: 'address', address, family: v === 4 ? 'ipv4' : 'ipv6' }];
}

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket reports) -> plain IPv4; brackets removed. */
export function normalizeAddress(address: string): string {
  let a = address.trim();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  return mapped ? mapped[1]! : a;
}

/** Decides whether a client address is allowed. */
export interface HostMatcher {
  readonly allowsAll: boolean;
  allows(address: string | undefined): boolean;
}

/** Throws on an invalid pattern (config validation reports those earlier, with the key). */
export function createHostMatcher(patterns: readonly string[]): HostMatcher {
  const list = new BlockList();
  let any = false;
  for (const text of patterns) {
    const parsed = parseHostPattern(text);
    if (!parsed) throw new Error(`invalid host pattern '${text}'`);
    for (const p of parsed) {
      if (p.kind === 'any') any = true;
      else if (p.kind === 'address') list.addAddress(p.address, p.family);
      else list.addSubnet(p.network, p.prefix, p.family);
    }
  }
  return {
    allowsAll: any,
    allows(address) {
      if (any) return true;
      if (!address) return false;
      const a = normalizeAddress(address);
      const v = isIP(a);
      if (v === 0) return false;
      return list.check(a, v === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
