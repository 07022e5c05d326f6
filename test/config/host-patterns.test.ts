import { describe, it, expect } from '@jest/globals';
import { createHostMatcher, normalizeAddress, parseHostPattern } from '../../src/config/host-patterns.js';

describe('parseHostPattern', () => {
  it('accepts *, localhost, addresses and CIDR ranges', () => {
    expect(parseHostPattern('*')).toEqual([{ kind: 'any' }]);
    expect(parseHostPattern('localhost')).toHaveLength(2);
    expect(parseHostPattern('10.1.2.3')).toEqual([{ kind: 'address', address: '10.1.2.3', family: 'ipv4' }]);
    expect(parseHostPattern('[::1]')).toEqual([{ kind: 'address', address: '::1', family: 'ipv6' }]);
    expect(parseHostPattern('10.0.0.0/8')).toEqual([{ kind: 'subnet', network: '10.0.0.0', prefix: 8, family: 'ipv4' }]);
    expect(parseHostPattern('fd00::/8')).toEqual([{ kind: 'subnet', network: 'fd00::', prefix: 8, family: 'ipv6' }]);
  });

  it('refuses host names, bad prefixes and garbage', () => {
    for (const bad of ['example.com', '10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/x', '1.2.3', '']) {
      expect(parseHostPattern(bad)).toBeUndefined();
    }
  });
});

describe('createHostMatcher', () => {
  it('allows loopback only with the default patterns, including IPv4-mapped IPv6', () => {
    const m = createHostMatcher(['127.0.0.1', '::1', 'localhost']);
    expect(m.allows('127.0.0.1')).toBe(true);
    expect(m.allows('127.8.9.10')).toBe(true);
    expect(m.allows('::1')).toBe(true);
    expect(m.allows('::ffff:127.0.0.1')).toBe(true);
    expect(m.allows('10.0.0.1')).toBe(false);
    expect(m.allows('::ffff:10.0.0.1')).toBe(false);
    expect(m.allows(undefined)).toBe(false);
    expect(m.allows('not-an-ip')).toBe(false);
  });

  it('matches CIDR ranges at their edges', () => {
    const m = createHostMatcher(['192.168.4.0/22', '2001:db8::/32']);
    expect(m.allows('192.168.4.0')).toBe(true);
    expect(m.allows('192.168.7.255')).toBe(true);
    expect(m.allows('192.168.8.0')).toBe(false);
    expect(m.allows('192.168.3.255')).toBe(false);
    expect(m.allows('2001:db8:ffff::1')).toBe(true);
    expect(m.allows('2001:db9::1')).toBe(false);
  });

  it('allows everyone with *', () => {
    const m = createHostMatcher(['*']);
    expect(m.allowsAll).toBe(true);
    expect(m.allows('203.0.113.9')).toBe(true);
  });

  it('throws on an invalid pattern', () => {
    expect(() => createHostMatcher(['nope'])).toThrow("invalid host pattern 'nope'");
  });

  it('normalizes mapped and bracketed addresses', () => {
    expect(normalizeAddress('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(normalizeAddress('[::1]')).toBe('::1');
  });
});
