// The monetary system's ledger rules on an in-process devnet node: issuance (fee by code length,
// one namespace for names and codes), crowdfunding in both outcomes and the reserve claim,
// transfers of a CONTROLLABLE currency, merchant payments, deletion, and popOff across an
// issuance-height resolution.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { currencyOf, foundersOf, merchantOf, transfersOf, unitsOf } from '../../src/capabilities/currencies/queries.js';
import { issuanceFeeMTA } from '../../src/capabilities/currencies/issuance.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import {
  deleteCurrencyTx,
  deregisterMerchantTx,
  issueCurrencyTx,
  paymentTx,
  registerMerchantTx,
  reserveClaimTx,
  reserveIncreaseTx,
  transferCurrencyTx,
} from '../helpers/currency-txs.js';

describe('monetary system: issuance, reserves, transfers, payments and deletion', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());

  let nonce = 0n;
  const p = (from: string) => ({ from, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis, feeMTA: undefined as bigint | undefined });
  const pf = (from: string) => ({ ...p(from), feeMTA: ONE_COIN + ++nonce });
  const forge = async (...txs: Transaction[]) => {
    for (const tx of txs) expect((await t.node.mempool.submit(tx)).accepted).toBe(true);
    const block = await t.node.forger.generateBlock();
    expect(block.transactions.map((x) => x.id).sort()).toEqual(txs.map((x) => x.id).sort());
    return block;
  };
  const empty = () => t.node.forger.generateBlock();
  const refusal = (tx: Transaction) => t.node.mempool.submit(tx).catch((e: unknown) => e);
  /** Balance net of every forging reward, so whoever forged a block does not matter. */
  const balance = async (phrase: string) => {
    const a = await t.node.blockchain.getAccount(idOf(phrase));
    return (a?.balanceMTA ?? 0n) - (a?.forgedBalanceMTA ?? 0n);
  };
  const units = (phrase: string, currency: bigint) => unitsOf(t.node.state, idOf(phrase), currency);
  const height = async () => (await t.node.blockchain.status()).height;

  it('issues the initial supply to the issuer for a fee set by the code length', async () => {
    expect([3, 4, 5].map(issuanceFeeMTA)).toEqual([25_000n * ONE_COIN, 1000n * ONE_COIN, 40n * ONE_COIN]);
    const issue = issueCurrencyTx(t.node, p('devnet-0'), { name: 'Goldcoin', code: 'GOLDC', maxSupply: 500_000n });
    expect(issue.feeMTA).toBe(40n * ONE_COIN);
    await forge(issue);
    expect(currencyOf(t.node.state, issue.id)).toMatchObject({ issuer: idOf('devnet-0'), code: 'GOLDC', currentSupply: 500_000n, initialSupply: 500_000n });
    expect(units('devnet-0', issue.id)).toBe(500_000n);
  });

  it('keeps names and codes in one case-insensitive namespace, freed by deletion', async () => {
    const first = issueCurrencyTx(t.node, p('devnet-0'), { name: 'Silver', code: 'SILVR' });
    await forge(first);
    // A name equal to the other's code, a code equal to the other's name (case aside).
    expect(await refusal(issueCurrencyTx(t.node, p('devnet-1'), { name: 'silvr', code: 'OTHER' }))).toMatchObject({ code: 8, param: 'name' });
    expect(await refusal(issueCurrencyTx(t.node, p('devnet-1'), { name: 'Another', code: 'SILVE' }))).toBeDefined();
    expect(await refusal(issueCurrencyTx(t.node, p('devnet-1'), { name: 'Bronze', code: 'SILVR' }))).toMatchObject({ code: 8, param: 'code' });
    // Two pending issuances of one name: the second waits for nothing, it is refused at once.
    await t.node.mempool.submit(issueCurrencyTx(t.node, p('devnet-2'), { name: 'Copper', code: 'COPPR' }));
    expect(await refusal(issueCurrencyTx(t.node, p('devnet-3'), { name: 'Copper', code: 'CUPRM' }))).toMatchObject({ code: 8, param: 'name' });
    await empty();
    await forge(deleteCurrencyTx(t.node, p('devnet-0'), first.id));
    expect(currencyOf(t.node.state, first.id)).toBeUndefined();
    await forge(issueCurrencyTx(t.node, p('devnet-1'), { name: 'Silver', code: 'SILVR' }));
  });

  async function crowdfunded(minReservePerUnit: bigint, type = 1 | 4) {
    const h = await height();
    const issue = issueCurrencyTx(t.node, p('devnet-0'), {
      name: 'Crowdy',
      code: 'CROWD',
      type,
      initialSupply: type & 8 ? 0n : 100n,
      reserveSupply: 1000n,
      maxSupply: 1000n,
      issuanceHeight: h + 4,
      minReservePerUnit,
    });
    await forge(issue); // h + 1
    return issue.id;
  }

  it('distributes the reserve supply to the founders when the minimum reserve is met', async () => {
    const currency = await crowdfunded(3n);
    const issuerBefore = await balance('devnet-0');
    const b1 = await balance('devnet-1');
    await forge(reserveIncreaseTx(t.node, p('devnet-1'), currency, 2n), reserveIncreaseTx(t.node, p('devnet-2'), currency, 1n)); // h + 2
    expect(await balance('devnet-1')).toBe(b1 - 2000n - ONE_COIN);
    expect(foundersOf(t.node.state, currency).map((f) => f.amountPerUnit).sort()).toEqual([1n, 2n]);
    expect(await refusal(transferCurrencyTx(t.node, p('devnet-0'), idOf('devnet-3'), currency, 1n))).toMatchObject({ code: 7, param: 'currency' });
    await empty(); // h + 3
    await empty(); // h + 4: resolution at the start of the block
    // 900 units shared 2:1 -> 600 and 300; the issuer keeps its 100 and receives 3000 coin MTA.
    expect([units('devnet-0', currency), units('devnet-1', currency), units('devnet-2', currency)]).toEqual([100n, 600n, 300n]);
    expect(currencyOf(t.node.state, currency)).toMatchObject({ currentSupply: 1000n, currentReservePerUnit: 3n });
    expect(foundersOf(t.node.state, currency)).toEqual([]);
    expect((await balance('devnet-0')) - issuerBefore).toBe(3000n);
    // popOff across the resolution restores the founders and the supply; pushing again redoes it.
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(currencyOf(t.node.state, currency)).toMatchObject({ currentSupply: 100n });
    expect(foundersOf(t.node.state, currency)).toHaveLength(2);
    await empty();
    expect(units('devnet-1', currency)).toBe(600n);
  });

  it('refunds every founder and deletes the currency when the minimum reserve is not met', async () => {
    const currency = await crowdfunded(5n);
    const b1 = await balance('devnet-1');
    await forge(reserveIncreaseTx(t.node, p('devnet-1'), currency, 2n));
    expect(await balance('devnet-1')).toBe(b1 - 2000n - ONE_COIN);
    await empty();
    await empty();
    expect(currencyOf(t.node.state, currency)).toBeUndefined();
    expect(await balance('devnet-1')).toBe(b1 - ONE_COIN);
    expect(units('devnet-0', currency)).toBe(0n);
  });

  it('claims a CLAIMABLE currency\'s units back for their coin backing', async () => {
    const currency = await crowdfunded(2n, 4 | 8 | 1);
    await forge(reserveIncreaseTx(t.node, p('devnet-1'), currency, 3n));
    await empty();
    await empty();
    expect(units('devnet-1', currency)).toBe(1000n);
    const before = await balance('devnet-1');
    await forge(reserveClaimTx(t.node, p('devnet-1'), currency, 400n));
    expect(units('devnet-1', currency)).toBe(600n);
    expect(currencyOf(t.node.state, currency)).toMatchObject({ currentSupply: 600n });
    expect((await balance('devnet-1')) - before).toBe(1200n - ONE_COIN);
    expect(await refusal(reserveClaimTx(t.node, p('devnet-1'), currency, 601n))).toMatchObject({ code: 6, param: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
  });

  it('moves a CONTROLLABLE currency only to or from its issuer', async () => {
    const issue = issueCurrencyTx(t.node, p('devnet-0'), { name: 'Control', code: 'CTRLD', type: 1 | 2 });
    await forge(issue);
    await forge(transferCurrencyTx(t.node, p('devnet-0'), idOf('devnet-1'), issue.id, 50n));
    expect(await refusal(transferCurrencyTx(t.node, p('devnet-1'), idOf('devnet-2'), issue.id, 10n))).toMatchObject({ code: 7, param: 'recipient' });
    await forge(transferCurrencyTx(t.node, p('devnet-1'), idOf('devnet-0'), issue.id, 10n));
    expect(units('devnet-1', issue.id)).toBe(40n);
    expect(await transfersOf(t.node.state, { currency: issue.id })).toHaveLength(2);
  });

  it('pays registered merchants only, and names the spec\'s errors', async () => {
    const issue = issueCurrencyTx(t.node, p('devnet-0'), { name: 'Shopping', code: 'SHOPS' });
    await forge(issue);
    const shop = idOf('devnet-5');
    expect(await refusal(paymentTx(t.node, p('devnet-0'), shop, issue.id, 5n))).toMatchObject({ code: 7, param: 'recipient', errorName: 'NOT_REGISTERED_MERCHANT' });
    await forge(registerMerchantTx(t.node, p('devnet-5'), 'Corner shop', 'bread and milk'));
    expect(merchantOf(t.node.state, shop)).toMatchObject({ name: 'Corner shop' });
    expect(await refusal(paymentTx(t.node, p('devnet-1'), shop, issue.id, 5n))).toMatchObject({ code: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
    expect(await refusal(paymentTx(t.node, p('devnet-0'), shop, 12345n, 5n))).toMatchObject({ code: 7, param: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    await forge(paymentTx(t.node, p('devnet-0'), shop, issue.id, 5n));
    expect(units('devnet-5', issue.id)).toBe(5n);
    expect((await transfersOf(t.node.state, { account: shop }))[0]![1]).toMatchObject({ payment: true, units: 5n });
    await forge(deregisterMerchantTx(t.node, p('devnet-5')));
    expect(await refusal(paymentTx(t.node, pf('devnet-0'), shop, issue.id, 5n))).toMatchObject({ errorName: 'NOT_REGISTERED_MERCHANT' });
  });

  it('deletes only when the sender holds every unit', async () => {
    const issue = issueCurrencyTx(t.node, p('devnet-0'), { name: 'Deletable', code: 'DELET' });
    await forge(issue);
    await forge(transferCurrencyTx(t.node, p('devnet-0'), idOf('devnet-1'), issue.id, 1n));
    expect(await refusal(deleteCurrencyTx(t.node, p('devnet-0'), issue.id))).toMatchObject({ code: 7, param: 'currency' });
    await forge(transferCurrencyTx(t.node, p('devnet-1'), idOf('devnet-0'), issue.id, 1n));
    await forge(deleteCurrencyTx(t.node, p('devnet-0'), issue.id));
    expect(units('devnet-0', issue.id)).toBe(0n);
  });
});
