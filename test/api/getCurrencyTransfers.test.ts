// getCurrencyTransfers: transfers and merchant payments newest first, by currency, by account
// (sent or received), or both; the payment flag; includeCurrencyInfo; a deleted currency's
// transfers kept; a page; and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { issueCurrency, ok, registerMerchant } from './currency-helpers.js';
import { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

interface Moved {
  transfer: string;
  currency: string;
  sender: TestAccount;
  recipient: TestAccount;
  units: string;
  payment: boolean;
  height: number;
  timestamp: number;
}

describe('getCurrencyTransfers', () => {
  let node: ChainNode;
  let x = { currency: '', code: '', name: '' };
  let y = { currency: '', code: '', name: '' };
  let z = { currency: '', code: '', name: '' };
  /** Every transfer, oldest first. */
  const moved: Moved[] = [];
  const move = async (payment: boolean, from: TestAccount, to: TestAccount, currency: string, units: string) => {
    const r = await ok(node, { requestType: payment ? 'currencyPayment' : 'transferCurrency', secretPhrase: from.secretPhrase, recipient: to.account, currency, unitsQNT: units });
    const block = await node.forge();
    moved.push({ transfer: r.json.transaction, currency, sender: from, recipient: to, units, payment, height: block.height, timestamp: block.timestamp });
  };
  const render = (m: Moved) => ({
    transfer: m.transfer,
    currency: m.currency,
    sender: m.sender.account,
    senderRS: m.sender.accountRS,
    recipient: m.recipient.account,
    recipientRS: m.recipient.accountRS,
    unitsQNT: m.units,
    payment: m.payment,
    height: m.height,
    timestamp: m.timestamp,
  });
  const newest = (keep: (m: Moved) => boolean) => [...moved].reverse().filter(keep).map(render);
  const touches = (a: TestAccount) => (m: Moved) => m.sender === a || m.recipient === a;

  beforeAll(async () => {
    node = await startChainNode();
    x = await issueCurrency(node, devnet(0));
    y = await issueCurrency(node, devnet(0), { decimals: '0' });
    z = await issueCurrency(node, devnet(5));
    await registerMerchant(node, devnet(2), 'Shop');
    await move(false, devnet(0), devnet(1), x.currency, '100');
    await move(true, devnet(1), devnet(2), x.currency, '40');
    await move(false, devnet(0), devnet(3), x.currency, '5');
    await move(false, devnet(0), devnet(1), y.currency, '7');
    await move(false, devnet(5), devnet(6), z.currency, '10');
    await move(false, devnet(6), devnet(5), z.currency, '10');
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getCurrencyTransfers', ...params });
  const list = async (params: Record<string, string>, label: string) => contract.check('getCurrencyTransfers', await get(params), label).transfers;

  it('lists a currency\'s transfers and payments newest first, payments flagged', async () => {
    const r = await list({ currency: x.currency }, 'currency');
    expect(r).toEqual(newest((m) => m.currency === x.currency));
    expect(r.map((t: { payment: boolean }) => t.payment)).toEqual([false, true, false]);
  });

  it('lists what an account sent or received, of every currency or of one', async () => {
    expect(await list({ account: devnet(1).accountRS }, 'account')).toEqual(newest(touches(devnet(1))));
    expect(await list({ account: devnet(1).account, currency: x.currency }, 'both')).toEqual(newest((m) => touches(devnet(1))(m) && m.currency === x.currency));
    expect(await list({ account: devnet(2).account }, 'merchant')).toEqual(newest(touches(devnet(2))));
    expect(await list({ account: devnet(4).account }, 'none')).toEqual([]);
    expect(await list({ currency: NO_SUCH_ID }, 'never a currency')).toEqual([]);
  });

  it('includeCurrencyInfo adds the currency\'s name, code and decimals', async () => {
    const r = await list({ account: devnet(1).account, includeCurrencyInfo: 'true' }, 'currency info');
    const info = (m: { currency: string }) => (m.currency === x.currency ? { name: x.name, code: x.code, decimals: 2 } : { name: y.name, code: y.code, decimals: 0 });
    expect(r).toEqual(newest(touches(devnet(1))).map((m) => ({ ...m, ...info(m) })));
  });

  it('pages the list', async () => {
    expect(await list({ currency: x.currency, firstIndex: '1', lastIndex: '1' }, 'page')).toEqual(newest((m) => m.currency === x.currency).slice(1, 2));
    expect(await list({ currency: x.currency, firstIndex: '3' }, 'past the end')).toEqual([]);
  });

  it('orders one block\'s transfers by their place in the block, the later first', async () => {
    const a = await ok(node, { requestType: 'transferCurrency', secretPhrase: devnet(1).secretPhrase, recipient: devnet(4).account, currency: x.currency, unitsQNT: '1' });
    const b = await ok(node, { requestType: 'transferCurrency', secretPhrase: devnet(3).secretPhrase, recipient: devnet(4).account, currency: x.currency, unitsQNT: '2' });
    const block = await node.forge();
    const inBlock = (block.transactions as Array<{ transaction: string }>).map((t) => t.transaction);
    expect([...inBlock].sort()).toEqual([a.json.transaction, b.json.transaction].sort());
    const r = await list({ account: devnet(4).account }, 'one block');
    expect(r.map((t: { transfer: string }) => t.transfer)).toEqual([...inBlock].reverse());
    expect(r.map((t: { height: number }) => t.height)).toEqual([block.height, block.height]);
  });

  it('keeps a deleted currency\'s transfers, without currency info', async () => {
    await ok(node, { requestType: 'deleteCurrency', secretPhrase: devnet(5).secretPhrase, currency: z.currency });
    await node.forge();
    expect((await node.get({ requestType: 'getCurrency', currency: z.currency })).json).toMatchObject({ errorCode: 7 });
    const expected = newest((m) => m.currency === z.currency);
    expect(expected).toHaveLength(2);
    expect(await list({ currency: z.currency, includeCurrencyInfo: 'true' }, 'deleted currency')).toEqual(expected);
  });

  it('refuses neither currency nor account (errorCode 1 naming currency), an unknown account (errorCode 3), malformed values', async () => {
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'currency' });
    expect((await get({ includeCurrencyInfo: 'true' })).json).toMatchObject({ errorCode: 1, error: 'currency' });
    expect((await get({ account: NO_SUCH_ID })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get({ currency: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await get({ account: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
