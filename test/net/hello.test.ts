import { describe, it, expect } from '@jest/globals';
import { decodeHello, decodeKnownPeersMessage, encodeHello, encodeKnownPeers } from '../../src/net/hello.js';
import { NetworkErrorCode } from '../../src/net/errors.js';
import type { PeerInfo } from '../../src/net/interface.js';

const ID = '12D3KooWD3eckifWpRn9wQpMG9R9hX3sD158z7EqHWmweQAJU5SA';
const INFO: PeerInfo = {
  application: 'Totem', version: '0.1.0', platform: 'linux', shareAddress: true, announcedAddress: 'node.example.com:7876',
  apiPort: 6876, apiSSLPort: 6877, blockchainState: 'DOWNLOADING', services: ['API', 'CORS'],
  genesisBlockId: '18446744073709551615', cumulativeDifficulty: 123456789012345678901234567890n,
};
const enc = (o: unknown) => new TextEncoder().encode(JSON.stringify(o));
const wire = () => JSON.parse(new TextDecoder().decode(encodeHello(INFO, 7876, [{ address: '1.2.3.4:7876', peerId: ID }]))) as Record<string, unknown>;

describe('hello message', () => {
  it('round-trips every field, bigints as decimal strings', () => {
    const bytes = encodeHello(INFO, 7876, [{ address: '1.2.3.4:7876', peerId: ID }]);
    expect(wire().cumulativeDifficulty).toBe('123456789012345678901234567890');
    const hello = decodeHello(bytes);
    const { genesisBlockId, ...rest } = INFO;
    expect(hello.info).toEqual({ ...rest, genesisBlockId, peerServerPort: 7876 });
    expect(hello.knownPeers).toEqual([{ address: '1.2.3.4:7876', peerId: ID }]);
  });

  it('rejects malformed hellos', () => {
    const cases: Array<Record<string, unknown>> = [
      { ...wire(), genesisBlockId: 12 },
      { ...wire(), genesisBlockId: '-1' },
      { ...wire(), apiPort: 70000 },
      { ...wire(), shareAddress: 'yes' },
      { ...wire(), services: 'API' },
      { ...wire(), cumulativeDifficulty: '1e9' },
      { ...wire(), announcedAddress: 'not an address' },
      { ...wire(), application: 'x'.repeat(65) },
      { ...wire(), knownPeers: [{ address: '1.2.3.4:1', peerId: 'nope' }] },
      { ...wire(), knownPeers: Array.from({ length: 101 }, () => ({ address: '1.2.3.4:1', peerId: ID })) },
      { ...wire(), peerServerPort: undefined },
    ];
    for (const c of cases) expect(() => decodeHello(enc(c))).toThrow(expect.objectContaining({ code: NetworkErrorCode.MALFORMED_MESSAGE }));
    expect(() => decodeHello(new TextEncoder().encode('{'))).toThrow(expect.objectContaining({ code: NetworkErrorCode.MALFORMED_MESSAGE }));
    expect(() => decodeHello(new Uint8Array([0xff, 0xfe]))).toThrow(expect.objectContaining({ code: NetworkErrorCode.MALFORMED_MESSAGE }));
    expect(() => decodeHello(enc([1]))).toThrow(expect.objectContaining({ code: NetworkErrorCode.MALFORMED_MESSAGE }));
  });

  it('encodes and checks the peers answer', () => {
    const list = [{ address: '[::1]:5', peerId: ID }];
    expect(decodeKnownPeersMessage(encodeKnownPeers(list))).toEqual(list);
    expect(() => decodeKnownPeersMessage(enc({ knownPeers: [{ address: 'a b', peerId: ID }] }))).toThrow();
  });
});
