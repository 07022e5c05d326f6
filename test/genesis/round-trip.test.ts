// create -> parse -> params -> genesis block: the written file means what was asked for, and the
// genesis id of a given file never changes (it is the network's id).
import { describe, it, expect } from '@jest/globals';
import { genesisFileText, genesisIdOf, networkParamsFromGenesis, parseGenesisFile } from '../../src/genesis/index.js';
import { applyGenesis, buildGenesisBlock } from '../../src/domain/genesis.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { Block } from '../../src/domain/block.js';
import { TEST_REGISTRY } from '../helpers/rules.js';
import { MemoryLedger } from '../domain/fakes.js';

const keyOf = (s: string) => keyPairFromSecret(s).publicKey;
const idOf = (s: string) => accountIdFromPublicKey(keyOf(s));

const text = genesisFileText({
  name: 'round-trip',
  genesisTime: '2027-01-01T00:00:00Z',
  blockTime: 10,
  allocations: [
    { publicKey: keyOf('one'), coins: 600_000n },
    { account: idOf('two'), coins: 400_000n },
    { account: idOf('three'), publicKey: keyOf('three'), coins: 1n },
  ],
});

describe('genesis file round trip', () => {
  it('parses back to the network asked for', () => {
    const spec = parseGenesisFile(text, 'round-trip');
    expect(spec.allocations).toEqual([
      { accountId: idOf('one'), publicKey: keyOf('one'), amountMTA: 600_000n * ONE_COIN },
      { accountId: idOf('two'), publicKey: null, amountMTA: 400_000n * ONE_COIN },
      { accountId: idOf('three'), publicKey: keyOf('three'), amountMTA: ONE_COIN },
    ]);
    const params = networkParamsFromGenesis(spec);
    expect(params).toMatchObject({
      name: 'round-trip',
      epochBeginningMs: Date.UTC(2027, 0, 1),
      blockTimeSeconds: 10,
      genesisTimestamp: 0,
      forgeOnDemand: false,
      guaranteedBalanceConfirmations: 1440,
      minForgingBalanceMTA: 1000n * ONE_COIN,
      maxTransactionsPerBlock: 255,
      maxPayloadLength: 255 * 640,
      genesisPayloadVersion: 2,
    });
    expect(params.initialBaseTarget).toBe(2n ** 64n / (10n * 1_000_001n));
    expect(params.minBaseTarget).toBe((params.initialBaseTarget * 9n) / 10n);
    expect(params.maxBaseTarget).toBe(params.initialBaseTarget * 50n);

    const state = new MemoryLedger(0, 0);
    applyGenesis(state, params);
    expect(state.total()).toBe(1_000_001n * ONE_COIN);
    expect(state.getAccount(idOf('two'))!.publicKey).toBeNull();
  });

  it('gives the same genesis block every time, pinned', () => {
    const a = networkParamsFromGenesis(parseGenesisFile(text, 'a'));
    const b = networkParamsFromGenesis(parseGenesisFile(text, 'b'));
    const block = buildGenesisBlock(a);
    expect(block.bytes()).toEqual(buildGenesisBlock(b).bytes());
    expect(block.baseTarget).toBe(a.initialBaseTarget);
    expect(Block.fromFullBytes(block.fullBytes(), 0, 0n, TEST_REGISTRY).id).toBe(block.id);
    expect(genesisIdOf(a)).toBe(block.id);
    // A change here changes the id of every network launched from a genesis file.
    expect(genesisIdOf(a).toString()).toBe('11960971355598451414');
  });

  it('reformatting the file does not change the network', () => {
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(text)).reverse()));
    expect(genesisIdOf(networkParamsFromGenesis(parseGenesisFile(reordered, 'r')))).toBe(genesisIdOf(networkParamsFromGenesis(parseGenesisFile(text, 't'))));
  });
});
