import { describe, it, expect } from '@jest/globals';
import { applyGenesis, buildGenesisBlock, genesisKeyPair } from '../../src/domain/genesis.js';
import { devnetParams, mainnetParams } from '../../src/domain/network-params.js';
import { Block } from '../../src/domain/block.js';
import { sha256, utf8Bytes, verify } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { effectiveBalanceCoins } from '../../src/domain/consensus.js';
import { MemoryLedger, key } from './fakes.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

describe('genesis', () => {
  it('is deterministic, height 0, signed by SHA-256("genesis")', () => {
    const p = devnetParams();
    const a = buildGenesisBlock(p);
    const b = buildGenesisBlock(devnetParams());
    expect(a.id).toBe(b.id);
    expect(a.bytes()).toEqual(b.bytes());
    expect(a.height).toBe(0);
    expect(a.previousBlockId).toBe(0n);
    expect(a.previousBlockHash).toEqual(new Uint8Array(32));
    expect(a.generationSignature).toEqual(new Uint8Array(32));
    expect(a.transactions).toHaveLength(0);
    expect(a.cumulativeDifficulty).toBe(0n);
    expect(a.baseTarget).toBe(p.initialBaseTarget);
    expect(genesisKeyPair().seed).toEqual(sha256(utf8Bytes('genesis')));
    expect(a.generatorPublicKey).toEqual(genesisKeyPair().publicKey);
    expect(verify(a.blockSignature!, a.unsignedBytes(), a.generatorPublicKey)).toBe(true);
    expect(Block.fromFullBytes(a.fullBytes(), 0, 0n, TEST_REGISTRY).id).toBe(a.id);
  });

  it('differs between networks and allocations', () => {
    const dev = buildGenesisBlock(devnetParams()).id;
    expect(buildGenesisBlock(mainnetParams()).id).not.toBe(dev);
    expect(buildGenesisBlock(devnetParams({ blockTimeSeconds: 2 })).id).not.toBe(dev);
    const p = devnetParams();
    expect(buildGenesisBlock({ ...p, genesis: p.genesis.slice(1) }).id).not.toBe(dev);
    expect(buildGenesisBlock({ ...p, name: 'other' }).id).not.toBe(dev);
  });

  it('credits ten devnet accounts with 100,000,000 coins each', () => {
    const p = devnetParams();
    const state = new MemoryLedger(0, 0);
    applyGenesis(state, p);
    expect(state.accountCount()).toBe(10);
    expect(state.total()).toBe(10n * 100_000_000n * ONE_COIN);
    for (let i = 0; i < 10; i++) {
      const pk = key(`devnet-${i}`).publicKey;
      const acc = state.getAccount(accountIdFromPublicKey(pk))!;
      expect(acc.balanceMTA).toBe(100_000_000n * ONE_COIN);
      expect(acc.publicKey).toEqual(pk);
      expect(acc.balanceHistory).toEqual([[0, 100_000_000n * ONE_COIN]]);
      expect(effectiveBalanceCoins(acc, 0, p)).toBe(100_000_000n);
      expect(effectiveBalanceCoins(acc, 5, mainnetParams())).toBe(100_000_000n);
    }
  });

  it('refuses non-positive allocations', () => {
    const p = devnetParams();
    const bad = { ...p, genesis: [{ publicKey: p.genesis[0]!.publicKey, amountMTA: 0n }] };
    expect(() => buildGenesisBlock(bad)).toThrow();
    expect(() => applyGenesis(new MemoryLedger(0, 0), bad)).toThrow();
  });
});
