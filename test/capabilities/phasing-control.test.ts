// Phasing-only account control on an in-process devnet node: once set, the account's plain
// transactions are refused with errorCode 10 (its votes excepted), phased ones must use the
// control's parameters and durations and stay within its fee cap; removing the control takes a
// phased transaction its voters approve.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { MinBalanceModel, VotingModel } from '../../src/domain/phasing.js';
import { ACCOUNT_CONTROLS } from '../../src/capabilities/phasing/tables.js';
import { idOf, payment } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { accountControlTx, phasedPaymentTx, phasingOf, voteTx } from '../helpers/phasing-txs.js';

const OWNER = 'devnet-6';
const RECIPIENT = idOf('control recipient');

describe('phasing-only account control', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());

  const { p, height, forge, forgeTo, refusal } = ledgerKit(() => t, () => genesis);
  const control = { votingModel: VotingModel.ACCOUNT, quorum: 1n, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n };
  const voters = ['devnet-7', 'devnet-8'];
  const whitelist = phasingOf(0, voters).whitelist;
  const plain = () => payment({ from: OWNER, to: RECIPIENT, amountMTA: ONE_COIN, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis, feeMTA: ONE_COIN + p(OWNER).extraFee });

  it('refuses plain and mismatched transactions with errorCode 10 and accepts the control\'s own phasing', async () => {
    await forge(accountControlTx(t.node, p(OWNER), { ...control, whitelist }, { minDuration: 3, maxDuration: 100 }));
    expect(t.node.state.get(ACCOUNT_CONTROLS, idOf(OWNER))).toMatchObject({ quorum: 1n, minDuration: 3, maxDuration: 100 });
    expect(await refusal(plain())).toMatchObject({ code: 10, param: 'phased' });
    const h = await height();
    expect(await refusal(phasedPaymentTx(p(OWNER), RECIPIENT, ONE_COIN, phasingOf(h + 10, voters, { quorum: 2n })))).toMatchObject({ code: 10, param: 'phasingVotingModel' });
    expect(await refusal(phasedPaymentTx(p(OWNER), RECIPIENT, ONE_COIN, phasingOf(h + 200, voters, { quorum: 1n })))).toMatchObject({ code: 10, param: 'phasingFinishHeight' });
    const ok = phasedPaymentTx(p(OWNER), RECIPIENT, ONE_COIN, phasingOf(h + 10, voters, { quorum: 1n }));
    await forge(ok);
    // Its votes are not phased and need not be.
    const other = phasedPaymentTx(p('devnet-0'), RECIPIENT, ONE_COIN, phasingOf(h + 10, [OWNER]));
    await forge(other);
    await forge(voteTx(t.node, p(OWNER), [other]));
    expect((await t.node.blockchain.getAccount(RECIPIENT))?.balanceMTA).toBe(ONE_COIN);
  });

  it('caps the fees of unfinished phased transactions', async () => {
    await forge(accountControlTx(t.node, p(OWNER), { ...control, whitelist }, { maxFees: 5n * ONE_COIN }));
    const h = await height();
    await forge(phasedPaymentTx(p(OWNER), RECIPIENT, ONE_COIN, phasingOf(h + 10, voters, { quorum: 1n })));
    await forge(phasedPaymentTx(p(OWNER), RECIPIENT, ONE_COIN, phasingOf(h + 10, voters, { quorum: 1n })));
    expect(await refusal(phasedPaymentTx(p(OWNER), RECIPIENT, ONE_COIN, phasingOf(h + 10, voters, { quorum: 1n })))).toMatchObject({ code: 10, param: 'feeMTA' });
  });

  it('is removed only by a phased removal its voters approve', async () => {
    await forge(accountControlTx(t.node, p(OWNER), { ...control, whitelist }));
    const none = { votingModel: VotingModel.NONE, quorum: 0n, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n, whitelist: [] };
    expect(await refusal(accountControlTx(t.node, p(OWNER), none))).toMatchObject({ code: 10 });
    const h = await height();
    const removal = accountControlTx(t.node, p(OWNER), none, {}, phasingOf(h + 10, voters, { quorum: 1n }));
    await forge(removal);
    expect(t.node.state.get(ACCOUNT_CONTROLS, idOf(OWNER))).toBeDefined();
    await forge(voteTx(t.node, p('devnet-8'), [removal]));
    expect(t.node.state.get(ACCOUNT_CONTROLS, idOf(OWNER))).toBeUndefined();
    await forge(plain());
  });

  it('refuses bad controls naming the parameter', async () => {
    expect(await refusal(accountControlTx(t.node, p(OWNER), { ...control, whitelist, votingModel: VotingModel.HASH }))).toMatchObject({ code: 7, param: 'controlVotingModel' });
    expect(await refusal(accountControlTx(t.node, p(OWNER), { ...control, whitelist }, { maxFees: ONE_COIN }))).toMatchObject({ code: 7, param: 'controlMaxFees' });
    expect(await refusal(accountControlTx(t.node, p(OWNER), { ...control, whitelist }, { minDuration: 50, maxDuration: 10 }))).toMatchObject({ code: 7, param: 'controlMinDuration' });
    expect(await refusal(accountControlTx(t.node, p(OWNER), { ...control, whitelist, quorum: 3n }))).toMatchObject({ code: 7, param: 'controlQuorum' });
    const none = { votingModel: VotingModel.NONE, quorum: 0n, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n, whitelist: [] };
    expect(await refusal(accountControlTx(t.node, p(OWNER), none))).toMatchObject({ code: 7, param: 'controlVotingModel' });
  });
});
