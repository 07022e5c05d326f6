// Fair inclusion beside adversarial maximum-gas calls: the pool orders by fee per share of the
// scarcest block resource (bytes or gas), so a call reserving a large part of the block's gas
// ranks by what it pays for that part, and honest payments and small calls submitted beside many
// more maximum-gas calls than a block can hold are all in the next two blocks. Transactions that
// run no contract keep the fee-per-byte order.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { BLOCK_GAS_LIMIT, MAX_GAS_PER_TRANSACTION } from '../../src/capabilities/contracts/constants.js';
import { blockShare, poolEntry } from '../../src/chain/mempool/pool.js';
import { comparePriority } from '../../src/chain/mempool/pool-heap.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { contractNode, type ContractNode } from '../helpers/contract-node.js';
import { contractWasm } from '../helpers/contract-wasm.js';
import { signedTx } from '../helpers/signed-tx.js';
import { callTx, TEST_GAS, uploadTx } from '../helpers/contract-txs.js';
import { idOf } from './helpers.js';

describe('mempool: fair inclusion beside maximum-gas calls', () => {
  let t: ContractNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await contractNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.close());
  const k = ledgerKit(() => t, () => genesis);
  const pay = (from: string, to: string): Transaction => {
    const p = k.p(from);
    return signedTx(t.node, { type: 0, subtype: 0 }, { version: 0 }, { ...p, to: idOf(to), amountMTA: ONE_COIN, feeMTA: ONE_COIN + p.extraFee });
  };
  const height = async (id: bigint) => (await t.node.blockchain.getTransaction({ id }))?.location.height;

  it('honest payments and small calls are all included within two blocks', async () => {
    const contract = uploadTx(t.node, k.p('devnet-0'), contractWasm(), { name: 'counter' });
    await k.forge(contract);
    const start = await k.height();

    // Many more maximum-gas calls than a block's gas holds, each paying the minimum fee for its
    // gas (6 coins at 50 M), submitted first.
    const fit = Number(BLOCK_GAS_LIMIT / MAX_GAS_PER_TRANSACTION);
    const attackers = ['devnet-5', 'devnet-6', 'devnet-7', 'devnet-8', 'devnet-9'];
    const adversarial = Array.from({ length: 3 * fit }, (_, i) => callTx(t.node, k.p(attackers[i % attackers.length]!), contract.id, 'ping', { gasLimit: MAX_GAS_PER_TRANSACTION }));
    const verdicts = await t.node.mempool.submitMany(adversarial);
    expect(verdicts.every((v) => v.accepted)).toBe(true);

    // Then honest payments (1 coin) and small calls (1 M gas, 2 coins).
    const honest = [
      ...['devnet-1', 'devnet-2'].flatMap((from) => [pay(from, 'bob'), pay(from, 'carol')]),
      ...['devnet-3', 'devnet-4'].flatMap((from) => [callTx(t.node, k.p(from), contract.id, 'ping'), callTx(t.node, k.p(from), contract.id, 'bump', { args: [1n] })]),
    ];
    for (const tx of honest) expect((await t.node.mempool.submit(tx)).accepted).toBe(true);

    // Pool order puts every honest one ahead of every maximum-gas call.
    const order = (await t.node.mempool.list()).map((tx) => tx.id);
    const lastHonest = Math.max(...honest.map((tx) => order.indexOf(tx.id)));
    const firstAdversarial = Math.min(...adversarial.map((tx) => order.indexOf(tx.id)));
    expect(lastHonest).toBeLessThan(firstAdversarial);

    await t.node.forger.generateBlock();
    await t.node.forger.generateBlock();
    for (const tx of honest) {
      const h = await height(tx.id);
      expect(h).toBeDefined();
      expect(h!).toBeLessThanOrEqual(start + 2);
    }
    // The maximum-gas calls fill what gas is left: at most `fit` per block, the rest still pending.
    const included = (await Promise.all(adversarial.map((tx) => height(tx.id)))).filter((h) => h !== undefined);
    expect(included.filter((h) => h === start + 1).length).toBeLessThanOrEqual(fit);
    expect(included.length).toBeGreaterThan(0);
    expect(await t.node.mempool.size()).toBe(adversarial.length - included.length);
  });

  it('weighs a call by its share of the block gas, every other transaction by its bytes', () => {
    const contractId = 77n;
    const big = callTx(t.node, k.p('devnet-5'), contractId, 'ping', { gasLimit: MAX_GAS_PER_TRANSACTION });
    const small = callTx(t.node, k.p('devnet-3'), contractId, 'ping', { gasLimit: TEST_GAS });
    const payment = pay('devnet-1', 'bob');
    const maxPayload = t.node.params.maxPayloadLength;
    expect(blockShare(big, big.size, maxPayload)).toEqual({ num: MAX_GAS_PER_TRANSACTION, den: BLOCK_GAS_LIMIT });
    expect(blockShare(payment, payment.size, maxPayload)).toEqual({ num: BigInt(payment.size), den: BigInt(maxPayload) });
    // A call of 1 gas takes less of the gas than of the bytes: its bytes weigh.
    const tiny = callTx(t.node, k.p('devnet-3'), contractId, 'ping', { gasLimit: 1n });
    expect(blockShare(tiny, tiny.size, maxPayload)).toEqual({ num: BigInt(tiny.size), den: BigInt(maxPayload) });

    const [eBig, eSmall, ePayment] = [big, small, payment].map((tx, seq) => poolEntry(tx, seq, maxPayload));
    // 6 coins for 50 M gas ranks below 2 coins for 1 M gas and below a 1-coin payment, although it
    // pays more per byte than either.
    expect(big.feeMTA * BigInt(small.size)).toBeGreaterThan(small.feeMTA * BigInt(big.size));
    expect(comparePriority(eSmall!, eBig!)).toBeLessThan(0);
    expect(comparePriority(ePayment!, eBig!)).toBeLessThan(0);
    // Between two payments, fee per byte decides exactly as before.
    const richer = signedTx(t.node, { type: 0, subtype: 0 }, { version: 0 }, { ...k.p('devnet-2'), to: idOf('bob'), amountMTA: ONE_COIN, feeMTA: 2n * ONE_COIN });
    expect(comparePriority(poolEntry(richer, 5, maxPayload), ePayment!)).toBeLessThan(0);
  });
});
