// Shuffling's ledger rules on an in-process devnet node (src/capabilities/shuffling/types.ts):
// creation and registrations to PROCESSING; the happy path with real onions to DONE; a
// registration timeout; a corrupt processing step blamed through revealed seeds; popOff across
// DONE and across a cancellation; bad input naming its parameter (a NON_SHUFFLEABLE currency too).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { SHUFFLINGS } from '../../src/capabilities/shuffling/tables.js';
import { shufflingRules } from '../../src/capabilities/shuffling/rules.js';
import { SHUFFLING_DEPOSIT_MTA, SHUFFLING_TURN_BLOCKS } from '../../src/capabilities/shuffling/types.js';
import { blocksRemainingOf, type Shuffling } from '../../src/capabilities/shuffling/records.js';
import { idOf, keyOf } from '../chain/helpers.js';
import { tallyNode, TALLY_CAPABILITIES, type TallyNode } from '../helpers/tally-node.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { issueCurrencyTx } from '../helpers/currency-txs.js';
import { signedTx } from '../helpers/signed-tx.js';
import { ordinaryPayment } from '../../src/capabilities/payments/ordinary-payment.js';
import type { Attachment } from '../../src/domain/types.js';
import {
  cancelShufflingTx,
  createShufflingTx,
  onionStep,
  processShufflingTx,
  recipientsTx,
  registerShufflingTx,
  seedOf,
  verifyShufflingTx,
} from '../helpers/shuffling-txs.js';

const AMOUNT = 10n * ONE_COIN;

describe('shuffling: the ledger rules', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    const registered = TALLY_CAPABILITIES.some((c) => c.name === shufflingRules.name);
    t = await tallyNode(registered ? {} : { capabilities: [...TALLY_CAPABILITIES, shufflingRules] });
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());
  const k = ledgerKit(() => t, () => genesis);
  const [A, B, C] = ['devnet-1', 'devnet-2', 'devnet-3'];
  const RP = ['shuffle-recipient-a', 'shuffle-recipient-b', 'shuffle-recipient-c'];
  const R = RP.map((r) => keyOf(r).publicKey);
  const balance = async (phrase: string | bigint) => {
    const a = await t.node.blockchain.getAccount(typeof phrase === 'bigint' ? phrase : idOf(phrase));
    return (a?.balanceMTA ?? 0n) - (a?.forgedBalanceMTA ?? 0n);
  };
  const sh = (id: bigint): Shuffling => t.node.state.get(SHUFFLINGS, id)!;
  const fees = (...txs: Transaction[]) => txs.reduce((n, x) => n + x.feeMTA, 0n);

  /** Creation by A, registrations by B then C (one block each): the shuffling in PROCESSING. */
  async function filled(): Promise<{ id: bigint; create: Transaction; regB: Transaction; regC: Transaction }> {
    const create = createShufflingTx(t.node, k.p(A));
    await k.forge(create);
    const ref = { id: create.id, fullHash: create.fullHash };
    const regB = registerShufflingTx(t.node, k.p(B), ref);
    await k.forge(regB);
    const regC = registerShufflingTx(t.node, k.p(C), ref);
    await k.forge(regC);
    return { id: create.id, create, regB, regC };
  }

  it('creation and registrations lock amount + deposit and reach PROCESSING', async () => {
    const [a0, b0] = [await balance(A), await balance(B)];
    const create = createShufflingTx(t.node, k.p(A));
    await k.forge(create);
    const h = await k.height();
    expect(sh(create.id)).toMatchObject({ stage: 'REGISTRATION', issuer: idOf(A), amount: AMOUNT, participantCount: 3, deadline: h + 11 });
    expect(blocksRemainingOf(sh(create.id), h)).toBe(10);
    expect(await balance(A)).toBe(a0 - create.feeMTA - AMOUNT - SHUFFLING_DEPOSIT_MTA);
    const ref = { id: create.id, fullHash: create.fullHash };
    // The issuer is already a participant.
    expect(await k.refusal(registerShufflingTx(t.node, k.p(A), ref))).toMatchObject({ param: 'shufflingFullHash' });
    const regB = registerShufflingTx(t.node, k.p(B), ref);
    await k.forge(regB);
    expect(await balance(B)).toBe(b0 - regB.feeMTA - AMOUNT - SHUFFLING_DEPOSIT_MTA);
    await k.forge(registerShufflingTx(t.node, k.p(C), ref));
    expect(sh(create.id)).toMatchObject({ stage: 'PROCESSING', assignee: idOf(A), deadline: h + 3 + SHUFFLING_TURN_BLOCKS });
    expect(sh(create.id).participants.map((p) => p.account)).toEqual([idOf(A), idOf(B), idOf(C)]);
  });

  it('the happy path with real onions reaches DONE and funds the recipients; popOff across DONE', async () => {
    const [a0, b0, c0] = [await balance(A), await balance(B), await balance(C)];
    const { id, create, regB, regC } = await filled();
    // Not B's turn; a wrong data hash.
    expect(await k.refusal(processShufflingTx(t.node, k.p(B), id, sh(id), onionStep(sh(id), id, 0, A, R[0]!)))).toMatchObject({ param: 'shuffling' });
    expect(await k.refusal(processShufflingTx(t.node, k.p(A), id, sh(id), onionStep(sh(id), id, 0, A, R[0]!), new Uint8Array(32)))).toMatchObject({ param: 'dataHash' });
    // A step built for another state of the shuffling (here: the REGISTRATION one) is refused.
    expect(await k.refusal(processShufflingTx(t.node, k.p(A), id, create.fullHash, onionStep(sh(id), id, 0, A, R[0]!)))).toMatchObject({ param: 'shufflingStateHash' });
    const pA = processShufflingTx(t.node, k.p(A), id, sh(id), onionStep(sh(id), id, 0, A, R[0]!));
    await k.forge(pA);
    expect(sh(id)).toMatchObject({ stage: 'PROCESSING', assignee: idOf(B), stateHash: pA.fullHash });
    // The blobs came from the prunable message, and only their hash is in the signed attachment.
    expect(sh(id).participants[0]!.data).toHaveLength(1);
    expect(pA.attachment).not.toHaveProperty('data');
    const pB = processShufflingTx(t.node, k.p(B), id, sh(id), onionStep(sh(id), id, 1, B, R[1]!));
    await k.forge(pB);
    expect(sh(id).assignee).toBe(idOf(C));
    const keys = onionStep(sh(id), id, 2, C, R[2]!);
    expect(keys.length).toBe(3);
    // A recipient key already in use (A's own account).
    const taken = [...keys.slice(0, 2), keyOf(A).publicKey].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect(await k.refusal(recipientsTx(t.node, k.p(C), id, sh(id), taken))).toMatchObject({ param: 'recipientPublicKeys' });
    // Someone pays recipient 0's id before the last turn: an account without a key does not
    // make the key "in use", and the shuffle goes on (it gets the amount on top at DONE).
    const pay = signedTx(t.node, ordinaryPayment, { version: 0 } as Attachment, { ...k.p(A), to: idOf(RP[0]!), amountMTA: ONE_COIN });
    await k.forge(pay);
    const rC = recipientsTx(t.node, k.p(C), id, sh(id), keys);
    await k.forge(rC);
    expect(sh(id)).toMatchObject({ stage: 'VERIFICATION', stateHash: rC.fullHash });
    expect(await k.refusal(verifyShufflingTx(t.node, k.p(A), id, pB.fullHash))).toMatchObject({ param: 'shufflingStateHash' });
    const vA = verifyShufflingTx(t.node, k.p(A), id, sh(id));
    await k.forge(vA);
    expect(await k.refusal(verifyShufflingTx(t.node, k.p(A), id, sh(id)))).toMatchObject({ param: 'shuffling' });
    const vB = verifyShufflingTx(t.node, k.p(B), id, sh(id));
    await k.forge(vB);
    const done = await k.height();
    expect(sh(id)).toMatchObject({ stage: 'DONE', closedHeight: done, deadline: 0 });
    // Closed: the blobs are dropped from the record, their hashes stay.
    expect(sh(id).participants.every((p) => p.data.length === 0 && p.dataHash.length === (p.account === idOf(C) ? 0 : 32))).toBe(true);
    for (const [i, r] of RP.entries()) expect(await balance(idOf(r))).toBe(AMOUNT + (i === 0 ? ONE_COIN : 0n));
    for (const [i, r] of RP.entries()) expect((await t.node.blockchain.getAccount(idOf(r)))?.publicKey).toEqual(R[i]);
    expect(await balance(A)).toBe(a0 - fees(create, pA, vA, pay) - ONE_COIN - AMOUNT);
    expect(await balance(B)).toBe(b0 - fees(regB, pB, vB) - AMOUNT);
    expect(await balance(C)).toBe(c0 - fees(regC, rC) - AMOUNT);
    // popOff across DONE: VERIFICATION again, the recipients unfunded; the next block redoes it.
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(sh(id)).toMatchObject({ stage: 'VERIFICATION', closedHeight: 0 });
    expect(await balance(idOf('shuffle-recipient-a'))).toBe(ONE_COIN);
    await t.node.mempool.submit(vB).catch(() => undefined);
    await t.node.forger.generateBlock();
    expect(sh(id).stage).toBe('DONE');
    for (const [i, r] of RP.entries()) expect(await balance(idOf(r))).toBe(AMOUNT + (i === 0 ? ONE_COIN : 0n));
  });

  it('a registration timeout cancels and refunds everyone; popOff across the cancellation', async () => {
    const [a0, b0] = [await balance(A), await balance(B)];
    const create = createShufflingTx(t.node, k.p(A), { registrationPeriod: 3 });
    await k.forge(create);
    const h = await k.height();
    const regB = registerShufflingTx(t.node, k.p(B), { id: create.id, fullHash: create.fullHash });
    await k.forge(regB);
    // Three full blocks to register in (h+1..h+3); one that would enter the deadline block is
    // refused, naming the full hash.
    await k.forgeTo(h + 3);
    expect(blocksRemainingOf(sh(create.id), h + 3)).toBe(0);
    expect(await k.refusal(registerShufflingTx(t.node, k.p(C), { id: create.id, fullHash: create.fullHash }))).toMatchObject({ param: 'shufflingFullHash' });
    await k.forgeTo(h + 4);
    expect(sh(create.id)).toMatchObject({ stage: 'CANCELLED', assignee: 0n, closedHeight: h + 4 });
    expect(await balance(A)).toBe(a0 - create.feeMTA);
    expect(await balance(B)).toBe(b0 - regB.feeMTA);
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(sh(create.id)).toMatchObject({ stage: 'REGISTRATION', closedHeight: 0 });
    expect(await balance(B)).toBe(b0 - regB.feeMTA - AMOUNT - SHUFFLING_DEPOSIT_MTA);
    await t.node.forger.generateBlock();
    expect(sh(create.id).stage).toBe('CANCELLED');
    expect(await balance(B)).toBe(b0 - regB.feeMTA);
  });

  it('a corrupt processing step leads to BLAME; the cheater loses its deposit to the others', async () => {
    const [a0, b0, c0] = [await balance(A), await balance(B), await balance(C)];
    const { id, create, regB, regC } = await filled();
    const pA = processShufflingTx(t.node, k.p(A), id, sh(id), onionStep(sh(id), id, 0, A, R[0]!));
    await k.forge(pA);
    const honest = onionStep(sh(id), id, 1, B, R[1]!);
    const corrupt = honest.map((b, i) => (i === 0 ? b.map((x, j) => (j === 40 ? x ^ 1 : x)) : b));
    const pB = processShufflingTx(t.node, k.p(B), id, sh(id), corrupt);
    await k.forge(pB);
    // C cannot peel: it reveals its seed and starts the blame. A wrong seed is refused.
    expect(await k.refusal(cancelShufflingTx(t.node, k.p(C), id, sh(id), seedOf(C, id + 1n)))).toMatchObject({ param: 'keySeed' });
    const xC = cancelShufflingTx(t.node, k.p(C), id, sh(id), seedOf(C, id));
    await k.forge(xC);
    expect(sh(id)).toMatchObject({ stage: 'BLAME', assignee: idOf(C) });
    const xA = cancelShufflingTx(t.node, k.p(A), id, sh(id), seedOf(A, id));
    await k.forge(xA);
    expect(sh(id).stage).toBe('BLAME');
    const xB = cancelShufflingTx(t.node, k.p(B), id, sh(id), seedOf(B, id));
    await k.forge(xB);
    expect(sh(id)).toMatchObject({ stage: 'CANCELLED', assignee: idOf(B) });
    const half = SHUFFLING_DEPOSIT_MTA / 2n;
    expect(await balance(A)).toBe(a0 - fees(create, pA, xA) + half);
    expect(await balance(B)).toBe(b0 - fees(regB, pB, xB) - SHUFFLING_DEPOSIT_MTA);
    expect(await balance(C)).toBe(c0 - fees(regC, xC) + half);
  });

  it('a processing turn that times out blames the assignee', async () => {
    const b0 = await balance(B);
    const { id, regB } = await filled();
    const pA = processShufflingTx(t.node, k.p(A), id, sh(id), onionStep(sh(id), id, 0, A, R[0]!));
    await k.forge(pA);
    const h = await k.height();
    await k.forgeTo(h + SHUFFLING_TURN_BLOCKS);
    expect(sh(id)).toMatchObject({ stage: 'PROCESSING', assignee: idOf(B) });
    await k.forgeTo(h + SHUFFLING_TURN_BLOCKS + 1);
    expect(sh(id)).toMatchObject({ stage: 'CANCELLED', assignee: idOf(B) });
    expect(await balance(B)).toBe(b0 - regB.feeMTA - SHUFFLING_DEPOSIT_MTA);
  });

  it('bad input names its parameter', async () => {
    expect(await k.refusal(createShufflingTx(t.node, k.p(A), { participantCount: 2 }))).toMatchObject({ param: 'participantCount' });
    expect(await k.refusal(createShufflingTx(t.node, k.p(A), { participantCount: 31 }))).toMatchObject({ param: 'participantCount' });
    expect(await k.refusal(createShufflingTx(t.node, k.p(A), { registrationPeriod: 0 }))).toMatchObject({ param: 'registrationPeriod' });
    expect(await k.refusal(createShufflingTx(t.node, k.p(A), { registrationPeriod: 1441 }))).toMatchObject({ param: 'registrationPeriod' });
    expect(await k.refusal(createShufflingTx(t.node, k.p(A), { amount: 0n }))).toMatchObject({ param: 'amount' });
    expect(await k.refusal(createShufflingTx(t.node, k.p(A), { amount: 2n ** 53n }))).toMatchObject({ param: 'amount' });
    expect(await k.refusal(registerShufflingTx(t.node, k.p(B), { id: 1n, fullHash: new Uint8Array(32).fill(1) }))).toMatchObject({ param: 'shufflingFullHash' });
    // A NON_SHUFFLEABLE currency (type bit 32) is refused; a plain one is accepted.
    const frozen = issueCurrencyTx(t.node, k.p(A), { name: 'Frozen', code: 'FRZN', type: 1 | 32 });
    const plain = issueCurrencyTx(t.node, k.p(A), { name: 'Plain', code: 'PLAIN' });
    await k.forge(frozen, plain);
    expect(await k.refusal(createShufflingTx(t.node, k.p(A), { holding: { type: 'CURRENCY', id: frozen.id }, amount: 5n }))).toMatchObject({ param: 'holding' });
    await k.forge(createShufflingTx(t.node, k.p(A), { holding: { type: 'CURRENCY', id: plain.id }, amount: 5n }));
  });
});
