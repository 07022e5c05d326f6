// Totem control on an in-process devnet node: the issuer holding every unit sets it; then an
// unphased transfer of the totem is refused with errorCode 10, a transfer phased with the
// control is released when its voters approve, and hasPhasingTotemControl reads true.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { MinBalanceModel, VotingModel } from '../../src/domain/phasing.js';
import { balancesOf, totemControlOf } from '../../src/capabilities/totems/queries.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { issueTotemTx, transferTotemTx } from '../helpers/totem-txs.js';
import { phasedTotemTransferTx, phasingOf, totemControlTx, voteTx } from '../helpers/phasing-txs.js';

describe('totem control', () => {
  let t: TallyNode;
  let genesis: bigint;
  let totem: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
    const issue = issueTotemTx(t.node, { from: 'devnet-0', timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis }, { name: 'GUARD', quantityQNT: 1000n });
    await forge(issue);
    totem = issue.id;
  });
  afterEach(() => t.node.stop());

  const { p, height, forge, forgeTo, refusal } = ledgerKit(() => t, () => genesis);
  const params = { votingModel: VotingModel.ACCOUNT, quorum: 1n, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n, whitelist: [idOf('devnet-7')] };

  it('requires the totem\'s transfers phased with the control; approved ones are released', async () => {
    await forge(totemControlTx(t.node, p('devnet-0'), totem, params));
    expect(totemControlOf(t.node.state, totem)).toMatchObject({ quorum: 1n });
    expect(await refusal(transferTotemTx(t.node, p('devnet-0'), idOf('devnet-1'), totem, 10n))).toMatchObject({ code: 10, param: 'phased' });
    const h = await height();
    expect(await refusal(phasedTotemTransferTx(t.node, p('devnet-0'), idOf('devnet-1'), totem, 10n, phasingOf(h + 5, ['devnet-8'])))).toMatchObject({ code: 10 });
    const move = phasedTotemTransferTx(t.node, p('devnet-0'), idOf('devnet-1'), totem, 10n, phasingOf(h + 5, ['devnet-7']));
    await forge(move);
    await forge(voteTx(t.node, p('devnet-7'), [move]));
    expect(balancesOf(t.node.state, idOf('devnet-1'), totem)).toEqual({ quantity: 10n, available: 10n });
  });

  it('is set only by the issuer holding every unit, and removed by a phased change its voters approve', async () => {
    expect(await refusal(totemControlTx(t.node, p('devnet-1'), totem, params))).toMatchObject({ code: 7, param: 'secretPhrase' });
    await forge(transferTotemTx(t.node, p('devnet-0'), idOf('devnet-1'), totem, 1n));
    expect(await refusal(totemControlTx(t.node, p('devnet-0'), totem, params))).toMatchObject({ code: 7, param: 'totem' });
    await forge(transferTotemTx(t.node, p('devnet-1'), idOf('devnet-0'), totem, 1n));
    await forge(totemControlTx(t.node, p('devnet-0'), totem, params));
    const none = { votingModel: VotingModel.NONE, quorum: 0n, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n, whitelist: [] };
    expect(await refusal(totemControlTx(t.node, p('devnet-0'), totem, none))).toMatchObject({ code: 10 });
    const h = await height();
    const removal = totemControlTx(t.node, p('devnet-0'), totem, none, phasingOf(h + 5, ['devnet-7']));
    await forge(removal);
    await forge(voteTx(t.node, p('devnet-7'), [removal]));
    expect(totemControlOf(t.node.state, totem)).toBeUndefined();
    await forge(transferTotemTx(t.node, p('devnet-0'), idOf('devnet-1'), totem, 5n));
  });
});
