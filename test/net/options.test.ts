import { describe, it, expect } from '@jest/globals';
import { DEFAULT_NETWORK_INIT, Misbehaviour, resolveNetworkInit } from '../../src/net/options.js';
import { gossipTopic, requestProtocolId } from '../../src/net/protocols.js';

describe('network options', () => {
  it('has the documented defaults', () => {
    const init = resolveNetworkInit();
    expect(init).toMatchObject({ listenHost: '127.0.0.1', listenPort: 7876, blacklistPeriodMs: 600_000, misbehaviourThreshold: 100 });
    expect(init.penalties[Misbehaviour.INVALID_BLOCK]).toBe(50);
  });

  it('merges penalties and does not share arrays with the defaults', () => {
    const init = resolveNetworkInit({ penalties: { [Misbehaviour.FLOODING]: 1 }, bootstrapPeers: ['a:1'] });
    expect(init.penalties[Misbehaviour.FLOODING]).toBe(1);
    expect(init.penalties[Misbehaviour.INVALID_BLOCK]).toBe(50);
    init.bootstrapPeers.push('b:2');
    expect(DEFAULT_NETWORK_INIT.bootstrapPeers).toEqual([]);
  });

  it('refuses nonsense numbers', () => {
    expect(() => resolveNetworkInit({ maxMessageSize: 0 })).toThrow(RangeError);
    expect(() => resolveNetworkInit({ listenPort: 65536 })).toThrow(RangeError);
    expect(() => resolveNetworkInit({ blacklistPeriodMs: Number.NaN })).toThrow(RangeError);
    expect(() => resolveNetworkInit({ blacklistPeriodMs: 2 ** 31 })).toThrow(RangeError);
    expect(resolveNetworkInit({ blacklistPeriodMs: 2 ** 31 - 1 }).blacklistPeriodMs).toBe(2 ** 31 - 1);
  });

  it('takes 0 peer limits (an isolated node) but not negative or fractional ones', () => {
    expect(resolveNetworkInit({ maxInboundConnections: 0, maxOutboundConnections: 0 })).toMatchObject({ maxInboundConnections: 0, maxOutboundConnections: 0 });
    expect(() => resolveNetworkInit({ maxInboundConnections: -1 })).toThrow('maxInboundConnections must be a whole number, 0 or more');
    expect(() => resolveNetworkInit({ maxOutboundConnections: 1.5 })).toThrow(RangeError);
  });

  it('keeps networks apart by topic', () => {
    expect(gossipTopic('42', 'transaction')).toBe('/totem/42/tx/1');
    expect(gossipTopic('42', 'block')).toBe('/totem/42/block/1');
    expect(requestProtocolId('nextBlocks')).toBe('/totem/nextBlocks/1');
  });
});
