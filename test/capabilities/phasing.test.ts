// Phasing on an in-process devnet node: every voting model with approval, rejection and (where
// allowed) early finish; a phased payment released and one refused (the fee kept, the amount
// back); a phased totem transfer whose units are held from acceptance; popOff across a finish;
// and the refusals of bad polls and votes.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sha256 } from '@noble/hashes/sha2.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { MinBalanceModel, VotingModel } from '../../src/domain/phasing.js';
import { RESULTS } from '../../src/capabilities/phasing/tables.js';
import { balancesOf, bookOf, tradesOf } from '../../src/capabilities/totems/queries.js';
import { idOf, payment } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { issueTotemTx, orderTx, transferTotemTx } from '../helpers/totem-txs.js';
import { issueCurrencyTx, transferCurrencyTx } from '../helpers/currency-txs.js';
import { phasedOrderTx, phasedPaymentTx, phasedTotemTransferTx, phasingOf, voteTx } from '../helpers/phasing-txs.js';

const RECIPIENT = idOf('phasing recipient');

describe('phasing: voting models, release and refusal', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());

  const { p, height, forge, forgeTo, refusal } = ledgerKit(() => t, () => genesis);
  const received = async () => (await t.node.blockchain.getAccount(RECIPIENT))?.balanceMTA ?? 0n;
  const result = (tx: Transaction) => t.node.state.get(RESULTS, tx.id);

  it('a 2-of-3 ACCOUNT poll finishes early once two whitelisted voters approve', async () => {
    const h = await height();
    const tx = phasedPaymentTx(p('devnet-0'), RECIPIENT, 5n * ONE_COIN, phasingOf(h + 20, ['devnet-1', 'devnet-2', 'devnet-3'], { quorum: 2n }));
    expect(tx.feeMTA).toBeGreaterThanOrEqual(2n * ONE_COIN);
    await forge(tx);
    expect(await received()).toBe(0n);
    await forge(voteTx(t.node, p('devnet-1'), [tx]));
    expect(result(tx)).toBeUndefined();
    // A second vote of the same voter counts once.
    await forge(voteTx(t.node, p('devnet-1'), [tx]));
    expect(result(tx)).toBeUndefined();
    await forge(voteTx(t.node, p('devnet-3'), [tx]));
    expect(result(tx)).toMatchObject({ approved: true, result: 2n, height: h + 4 });
    expect(await received()).toBe(5n * ONE_COIN);
    // Finished: a late vote is refused.
    expect(await refusal(voteTx(t.node, p('devnet-2'), [tx]))).toMatchObject({ code: 7, param: 'transactionFullHash' });
  });

  it('a poll short of its quorum is refused at its finish height: the amount comes back, the fee stays', async () => {
    const h = await height();
    const before = await t.node.blockchain.getAccount(idOf('devnet-4'));
    const tx = phasedPaymentTx(p('devnet-4'), RECIPIENT, 7n * ONE_COIN, phasingOf(h + 3, ['devnet-1', 'devnet-2'], { quorum: 2n }));
    await forge(tx);
    await forge(voteTx(t.node, p('devnet-1'), [tx]));
    await forgeTo(h + 3);
    expect(result(tx)).toMatchObject({ approved: false, result: 1n, height: h + 3 });
    expect(await received()).toBe(0n);
    const after = await t.node.blockchain.getAccount(idOf('devnet-4'));
    expect(after!.balanceMTA - after!.forgedBalanceMTA).toBe(before!.balanceMTA - before!.forgedBalanceMTA - tx.feeMTA);
  });

  it('NONE is a time lock: released at its finish height, not before', async () => {
    const h = await height();
    const tx = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 3, [], { votingModel: VotingModel.NONE, quorum: 0n }));
    await forge(tx);
    await forgeTo(h + 2);
    expect(await received()).toBe(0n);
    await forgeTo(h + 3);
    expect(await received()).toBe(ONE_COIN);
    expect(result(tx)).toMatchObject({ approved: true });
  });

  it('COIN weighs votes by coin balance at the finish height, with a minimum balance', async () => {
    const h = await height();
    // A devnet account holds 10^8 coins (10^16 MTA): one voter cannot reach 1.5 x 10^16, two can.
    const quorum = 15n * 10n ** 15n;
    const phasing = phasingOf(h + 4, [], { votingModel: VotingModel.COIN, quorum, minBalance: ONE_COIN, minBalanceModel: MinBalanceModel.COIN });
    const one = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasing);
    const two = phasedPaymentTx(p('devnet-0'), RECIPIENT, 2n * ONE_COIN, phasing);
    await forge(one, two);
    await forge(voteTx(t.node, p('devnet-1'), [one, two]), voteTx(t.node, p('devnet-2'), [two]));
    await forgeTo(h + 4);
    expect(result(one)).toMatchObject({ approved: false });
    expect(result(two)).toMatchObject({ approved: true });
    expect(result(two)!.result).toBeGreaterThanOrEqual(quorum);
    expect(await received()).toBe(2n * ONE_COIN);
  });

  it('TOTEM weighs votes by units of the totem; a phased totem transfer holds its units until it is released', async () => {
    const issue = issueTotemTx(t.node, { from: 'devnet-0', timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis }, { name: 'VOTES', quantityQNT: 1000n });
    await forge(issue);
    await forge(transferTotemTx(t.node, p('devnet-0'), idOf('devnet-1'), issue.id, 600n));
    const h = await height();
    const move = phasedTotemTransferTx(t.node, p('devnet-0'), RECIPIENT, issue.id, 300n, phasingOf(h + 3, [], { votingModel: VotingModel.TOTEM, holding: issue.id, quorum: 500n }));
    await forge(move);
    // Held from acceptance: owned still, not movable.
    expect(balancesOf(t.node.state, idOf('devnet-0'), issue.id)).toEqual({ quantity: 400n, available: 100n });
    await forge(voteTx(t.node, p('devnet-1'), [move]));
    await forgeTo(h + 3);
    expect(result(move)).toMatchObject({ approved: true, result: 600n });
    expect(balancesOf(t.node.state, idOf('devnet-0'), issue.id)).toEqual({ quantity: 100n, available: 100n });
    expect(balancesOf(t.node.state, RECIPIENT, issue.id)).toEqual({ quantity: 300n, available: 300n });
  });

  it('a refused phased totem transfer gives its units back', async () => {
    const issue = issueTotemTx(t.node, { from: 'devnet-0', timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis }, { name: 'BACKS', quantityQNT: 100n });
    await forge(issue);
    const h = await height();
    const move = phasedTotemTransferTx(t.node, p('devnet-0'), RECIPIENT, issue.id, 40n, phasingOf(h + 3, ['devnet-5']));
    await forge(move);
    expect(balancesOf(t.node.state, idOf('devnet-0'), issue.id)).toEqual({ quantity: 100n, available: 60n });
    await forgeTo(h + 3);
    expect(result(move)).toMatchObject({ approved: false });
    expect(balancesOf(t.node.state, idOf('devnet-0'), issue.id)).toEqual({ quantity: 100n, available: 100n });
  });

  it('TRANSACTION finishes early, the block after its linked transactions are confirmed', async () => {
    const h = await height();
    const linked = payment({ from: 'devnet-6', to: idOf('devnet-7'), amountMTA: ONE_COIN, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis });
    const tx = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 30, [], { votingModel: VotingModel.TRANSACTION, quorum: 1n, linkedFullHashes: [linked.fullHash] }));
    await forge(tx);
    await forge(linked); // h + 2
    expect(result(tx)).toBeUndefined();
    await t.node.forger.generateBlock(); // h + 3: the link is in the chain the block phase sees
    expect(result(tx)).toMatchObject({ approved: true, result: 1n, height: h + 3 });
    expect(await received()).toBe(ONE_COIN);
  });

  it('HASH finishes early when the secret is revealed; a wrong secret is refused', async () => {
    const secret = new TextEncoder().encode('open sesame');
    const h = await height();
    const tx = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 30, [], { votingModel: VotingModel.HASH, quorum: 1n, hashedSecret: sha256(secret), algorithm: 2 }));
    await forge(tx);
    expect(await refusal(voteTx(t.node, p('devnet-8'), [tx], new TextEncoder().encode('wrong')))).toMatchObject({ code: 7, param: 'revealedSecret' });
    await forge(voteTx(t.node, p('devnet-8'), [tx], secret));
    expect(result(tx)).toMatchObject({ approved: true, height: h + 2 });
    expect(await received()).toBe(ONE_COIN);
  });

  it('CURRENCY weighs votes by units; TOTEM, CURRENCY, TRANSACTION and HASH polls short of their quorum are refused', async () => {
    const issue = issueCurrencyTx(t.node, { from: 'devnet-0', timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis }, { name: 'Ballot', code: 'BALOT', maxSupply: 1000n });
    const totem = issueTotemTx(t.node, { from: 'devnet-0', timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis }, { name: 'WEIGH', quantityQNT: 100n });
    await forge(issue, totem);
    await forge(transferCurrencyTx(t.node, p('devnet-0'), idOf('devnet-1'), issue.id, 700n));
    const h = await height();
    const byCurrency = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 4, [], { votingModel: VotingModel.CURRENCY, holding: issue.id, quorum: 600n }));
    const shortCurrency = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 4, [], { votingModel: VotingModel.CURRENCY, holding: issue.id, quorum: 800n }));
    const shortTotem = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 4, [], { votingModel: VotingModel.TOTEM, holding: totem.id, quorum: 50n }));
    const neverLinked = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 4, [], { votingModel: VotingModel.TRANSACTION, quorum: 1n, linkedFullHashes: [new Uint8Array(32).fill(9)] }));
    const unrevealed = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 4, [], { votingModel: VotingModel.HASH, quorum: 1n, hashedSecret: sha256(new Uint8Array([1])), algorithm: 2 }));
    await forge(byCurrency, shortCurrency, shortTotem, neverLinked, unrevealed);
    await forge(voteTx(t.node, p('devnet-1'), [byCurrency, shortCurrency, shortTotem]));
    await forgeTo(h + 4);
    expect(result(byCurrency)).toMatchObject({ approved: true, result: 700n });
    for (const refused of [shortCurrency, shortTotem, neverLinked, unrevealed]) expect(result(refused)).toMatchObject({ approved: false });
    expect(await received()).toBe(ONE_COIN);
  });

  it('a phased totem order holds its units and enters the book (and matches) only when released', async () => {
    const issue = issueTotemTx(t.node, { from: 'devnet-0', timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis }, { name: 'ORDER', quantityQNT: 100n });
    await forge(issue);
    const h = await height();
    const ask = phasedOrderTx(t.node, p('devnet-0'), 'ask', issue.id, 10n, 5n, phasingOf(h + 4, ['devnet-3']));
    await forge(ask, orderTx(t.node, p('devnet-2'), 'bid', issue.id, 10n, 6n));
    expect(bookOf(t.node.state, issue.id, 'ask')).toEqual([]);
    expect(balancesOf(t.node.state, idOf('devnet-0'), issue.id)).toEqual({ quantity: 100n, available: 90n });
    await forge(voteTx(t.node, p('devnet-3'), [ask]));
    // Released early: it matched the resting bid at the bid's price.
    expect(await tradesOf(t.node.state, { totem: issue.id })).toMatchObject([{ askOrder: ask.id, quantity: 10n, price: 6n }]);
    expect(balancesOf(t.node.state, idOf('devnet-2'), issue.id)).toEqual({ quantity: 10n, available: 10n });
  });

  it('popOff across a finish undoes the release, and pushing again redoes it', async () => {
    const h = await height();
    const tx = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 2, [], { votingModel: VotingModel.NONE, quorum: 0n }));
    await forge(tx);
    const before = await t.node.stateDigest();
    await forgeTo(h + 2);
    expect(await received()).toBe(ONE_COIN);
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(await t.node.stateDigest()).toEqual(before);
    expect(result(tx)).toBeUndefined();
    await forgeTo(h + 2);
    expect(await received()).toBe(ONE_COIN);
  });

  it('refuses bad polls and votes, naming the parameter', async () => {
    const h = await height();
    const bad = (change: Parameters<typeof phasingOf>[2], finish = h + 5) => phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(finish, ['devnet-1'], change));
    expect(await refusal(bad({}, h + 1))).toMatchObject({ code: 7, param: 'phasingFinishHeight' });
    expect(await refusal(bad({}, h + 1 + 14 * 1440 + 1))).toMatchObject({ code: 7, param: 'phasingFinishHeight' });
    expect(await refusal(bad({ quorum: 2n }))).toMatchObject({ code: 7, param: 'phasingQuorum' });
    expect(await refusal(bad({ votingModel: VotingModel.TOTEM, whitelist: [], holding: 12345n }))).toMatchObject({ code: 7, param: 'phasingHolding' });
    expect(await refusal(bad({ votingModel: VotingModel.HASH, whitelist: [], quorum: 1n, hashedSecret: new Uint8Array(16), algorithm: 2 }))).toMatchObject({ code: 7, param: 'phasingHashedSecret' });
    const tx = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 5, ['devnet-1']));
    await forge(tx);
    expect(await refusal(voteTx(t.node, p('devnet-2'), [tx]))).toMatchObject({ code: 7, param: 'secretPhrase' });
  });
});
