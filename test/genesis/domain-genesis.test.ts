// The domain side of genesis files: key-less allocations, payload versions, and forging by an
// account funded at genesis by its address alone.
import { describe, it, expect } from '@jest/globals';
import { applyGenesis, buildGenesisBlock, genesisAllocationId, genesisPayload, genesisPayloadVersionOf } from '../../src/domain/genesis.js';
import { devnetParams, mainnetParams, THROUGHPUT_PROFILE, type NetworkParams } from '../../src/domain/network-params.js';
import { sha256 } from '../../src/domain/crypto.js';
import { toHex } from '../../src/domain/hex.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ACCOUNTS } from '../../src/domain/state/accounts.js';
import { networkParamsFromGenesis, parseGenesisFile } from '../../src/genesis/index.js';
import { TestChain } from '../domain/chain-fixture.js';
import { MemoryLedger, idOf, key, payment } from '../domain/fakes.js';

function customParams(allocations: object[], extra: object = {}): NetworkParams {
  const text = JSON.stringify({ name: 'forgers', genesisTime: '2026-12-01T00:00:00Z', blockTime: 60, allocations, ...extra });
  return networkParamsFromGenesis(parseGenesisFile(text, 'test'));
}

describe('built-in genesis blocks are unchanged', () => {
  // Pinned before key-less allocations existed: the devnet and mainnet ids are network ids.
  it.each([
    ['devnet', devnetParams(), '5924125100754869484', '9ddd7f6adb220225e833286ab4463c342ec37f32c06beb4c78341a0079123701'],
    ['mainnet', mainnetParams(), '13785904351453763639', 'a344483af2b157c0e828351783139f3b0203343733d60d98b2b2be3ba559d118'],
    ['devnet throughput', devnetParams({ ...THROUGHPUT_PROFILE }), '11210884283956830199', '9fadbeb9d9213ca1559437249ff0b7e98deb36388661c4a90a673862ab91cf3c'],
  ])('%s', (_, params, id, payloadHash) => {
    expect(genesisPayloadVersionOf(params)).toBe(1);
    expect(buildGenesisBlock(params).id.toString()).toBe(id);
    expect(toHex(sha256(genesisPayload(params)))).toBe(payloadHash);
  });
});

describe('key-less allocations', () => {
  const alice = key('alice').publicKey;

  it('need payload v2: inferred, and refused in an explicit v1', () => {
    const p = devnetParams({ genesis: [{ publicKey: null, accountId: idOf('bob'), amountMTA: 5000n * ONE_COIN }] });
    expect(genesisPayloadVersionOf(p)).toBe(2);
    expect(() => buildGenesisBlock(p)).not.toThrow();
    expect(() => genesisPayload({ ...p, genesisPayloadVersion: 1 })).toThrow(/v1 cannot hold/);
  });

  it('name their account by id; a key and a different id are refused', () => {
    expect(genesisAllocationId({ publicKey: null, accountId: 42n, amountMTA: 1n })).toBe(42n);
    expect(genesisAllocationId({ publicKey: alice, amountMTA: 1n })).toBe(idOf('alice'));
    expect(genesisAllocationId({ publicKey: alice, accountId: idOf('alice'), amountMTA: 1n })).toBe(idOf('alice'));
    expect(() => genesisAllocationId({ publicKey: alice, accountId: 42n, amountMTA: 1n })).toThrow(/not its public key/);
    expect(() => genesisAllocationId({ publicKey: null, amountMTA: 1n })).toThrow(/public key or an account id/);
  });

  it('are credited without a key on record', () => {
    const p = customParams([{ account: idOf('bob').toString(), amount: 2000 }, { publicKey: toHex(alice), amount: 3000 }]);
    const state = new MemoryLedger(0, 0);
    applyGenesis(state, p);
    const bob = state.getAccount(idOf('bob'))!;
    expect(bob.balanceMTA).toBe(2000n * ONE_COIN);
    expect(bob.publicKey).toBeNull();
    expect(bob.balanceHistory).toEqual([[0, 2000n * ONE_COIN]]);
    expect(state.getAccount(idOf('alice'))!.publicKey).toEqual(alice);
  });

  it('v2 binds every consensus rule: two files differing in one rule are two networks', () => {
    const allocations = [{ account: idOf('bob').toString(), amount: 2000 }];
    const base = buildGenesisBlock(customParams(allocations)).id;
    for (const extra of [{ minForgingBalance: 999 }, { guaranteedBalanceConfirmations: 1439 }, { leasingDelay: 3 }, { maxRollback: 700 }, { profile: 'throughput' }, { totemApprovalExpiry: 1 }]) {
      expect(buildGenesisBlock(customParams(allocations, extra)).id).not.toBe(base);
    }
    expect(buildGenesisBlock(customParams(allocations)).id).toBe(base);
  });
});

describe('forging by an account funded at genesis by address only', () => {
  it('forges block 1; the block puts its key on record; it then sends its first payment', () => {
    const forger = key('address-only forger');
    const p = customParams([
      { account: idOf('address-only forger').toString(), amount: 1_000_000 },
      { account: idOf('spender').toString(), amount: 50 },
    ]);
    expect(p.forgeOnDemand).toBe(false);
    const chain = new TestChain(p, [forger]);
    expect(chain.store.get(ACCOUNTS, idOf('address-only forger'))!.publicKey).toBeNull();
    // Genesis balances forge from block 1 whatever guaranteedBalanceConfirmations is (1440 here).
    expect(chain.effectiveBalance(forger.publicKey)).toBe(1_000_000n);

    chain.push(chain.forgeNext()); // validated by proof of stake (hit under the target)
    expect(chain.height).toBe(1);
    expect(chain.store.get(ACCOUNTS, idOf('address-only forger'))!.publicKey).toEqual(forger.publicKey);

    // A key-less account spends too: its first transaction puts its key on record.
    const tx = payment({ from: 'spender', to: idOf('someone'), amountMTA: 10n * ONE_COIN, timestamp: chain.tip.timestamp, ecBlockHeight: 0, ecBlockId: chain.genesis.id });
    chain.push(chain.forgeNext([tx]));
    const spender = chain.store.get(ACCOUNTS, idOf('spender'))!;
    expect(spender.publicKey).toEqual(key('spender').publicKey);
    expect(spender.balanceMTA).toBe(50n * ONE_COIN - 10n * ONE_COIN - ONE_COIN);
  });
});
