import { describe, it, expect } from '@jest/globals';
import {
  addressFromMultiaddr, dialMultiaddr, formatAddress, hostOf, parseHostPort, parsePeerAddress,
} from '../../src/net/address.js';
import { NetworkErrorCode } from '../../src/net/errors.js';
import { multiaddr } from '@multiformats/multiaddr';

const ID = '12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA';

describe('peer addresses', () => {
  it('parses host, host:port, [v6]:port and bare IPv6 with the default port', () => {
    expect(parseHostPort('1.2.3.4', 7876)).toEqual({ host: '1.2.3.4', port: 7876 });
    expect(parseHostPort('1.2.3.4:1234', 7876)).toEqual({ host: '1.2.3.4', port: 1234 });
    expect(parseHostPort('Node.Example.com:9', 7876)).toEqual({ host: 'node.example.com', port: 9 });
    expect(parseHostPort('[::1]:5', 7876)).toEqual({ host: '::1', port: 5 });
    expect(parseHostPort('[::1]', 7876)).toEqual({ host: '::1', port: 7876 });
    expect(parseHostPort('fe80::1', 7876)).toEqual({ host: 'fe80::1', port: 7876 });
  });

  it('rejects junk', () => {
    for (const bad of ['', 'a:b', '1.2.3.4:0', '1.2.3.4:70000', 'bad host!', '[::1', '[1.2.3.4]:5', 'x::y::z']) {
      expect(() => parseHostPort(bad, 7876)).toThrow(expect.objectContaining({ code: NetworkErrorCode.INVALID_ADDRESS }));
    }
  });

  it('formats IPv6 with brackets', () => {
    expect(formatAddress('::1', 7)).toBe('[::1]:7');
    expect(formatAddress('10.0.0.1', 7)).toBe('10.0.0.1:7');
  });

  it('accepts TCP multiaddrs with or without a peer id', () => {
    const p = parsePeerAddress(`/ip4/127.0.0.1/tcp/4001/p2p/${ID}`, 7876);
    expect(p).toMatchObject({ host: '127.0.0.1', port: 4001, address: '127.0.0.1:4001', peerId: ID });
    expect(parsePeerAddress('/dns/node.example.com/tcp/7', 7876).address).toBe('node.example.com:7');
    expect(parsePeerAddress('[::1]:9', 7876).multiaddr.toString()).toBe('/ip6/::1/tcp/9');
    expect(parsePeerAddress('peer.example.com', 7876).multiaddr.toString()).toBe('/dns/peer.example.com/tcp/7876');
    expect(() => parsePeerAddress('/ip4/127.0.0.1/udp/5', 7876)).toThrow(expect.objectContaining({ code: NetworkErrorCode.INVALID_ADDRESS }));
    expect(() => parsePeerAddress('/nonsense', 7876)).toThrow(expect.objectContaining({ code: NetworkErrorCode.INVALID_ADDRESS }));
  });

  it('builds dial multiaddrs and reads them back', () => {
    const ma = dialMultiaddr('127.0.0.1:5', ID, 7876);
    expect(ma.toString()).toBe(`/ip4/127.0.0.1/tcp/5/p2p/${ID}`);
    expect(addressFromMultiaddr(ma)).toEqual({ host: '127.0.0.1', port: 5, peerId: ID });
    expect(addressFromMultiaddr(multiaddr('/ip4/1.2.3.4/udp/5'))).toBeNull();
    expect(hostOf('[::1]:5')).toBe('::1');
  });
});
