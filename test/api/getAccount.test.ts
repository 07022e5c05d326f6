import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';

const GENESIS_BALANCE = (100_000_000n * ONE_COIN).toString();

describe('getAccount', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('returns the ledger record of a genesis account, by id or RS address', async () => {
    const a = devnet(1);
    for (const ref of [a.account, a.accountRS, a.accountRS.toLowerCase()]) {
      const r = await node.get({ requestType: 'getAccount', account: ref });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        account: a.account,
        accountRS: a.accountRS,
        publicKey: a.publicKey,
        balanceMTA: GENESIS_BALANCE,
        balanceFQT: GENESIS_BALANCE,
        unconfirmedBalanceMTA: GENESIS_BALANCE,
        forgedBalanceMTA: '0',
        creationHeight: 0,
      });
      expect(r.json).not.toHaveProperty('effectiveBalance');
      expect(r.json).not.toHaveProperty('lessors');
    }
  });

  it('adds the effective balance, the lessors (none here: leaseBalance.test.ts has some) the totem and currency balances (none here) on request', async () => {
    const a = devnet(2);
    const r = await node.get({
      requestType: 'getAccount',
      account: a.account,
      includeEffectiveBalance: 'true',
      includeLessors: 'true',
      includeTotems: 'true',
      includeCurrencies: 'true',
    });
    expect(r.status).toBe(200);
    expect(r.json.effectiveBalance).toBe('100000000');
    expect(r.json.lessors).toEqual([]);
    expect(r.json.lessorsRS).toEqual([]);
    expect(r.json.lessorsInfo).toEqual([]);
    // No account info and no lease of its own: none of their fields.
    for (const key of ['name', 'description', 'currentLessee', 'nextLessee']) expect(r.json).not.toHaveProperty(key);
    expect(r.json.totemBalances).toEqual([]);
    expect(r.json.unconfirmedTotemBalances).toEqual([]);
    expect(r.json.currencyBalances).toEqual([]);
    expect(r.json.unconfirmedCurrencyBalances).toEqual([]);
  });

  it('includeTotems: totemBalances (open asks included) and unconfirmedTotemBalances (pending transactions and open asks excluded)', async () => {
    const [issuer, recipient] = [devnet(8), devnet(9)];
    const issued = await node.post({ requestType: 'issueTotem', secretPhrase: issuer.secretPhrase, name: 'Acct', quantityQNT: '500' });
    const totem = issued.json.transaction as string;
    await node.forge();
    const totems = async (a: TestAccount) => {
      const r = (await node.get({ requestType: 'getAccount', account: a.account, includeTotems: 'true' })).json;
      return { totemBalances: r.totemBalances, unconfirmedTotemBalances: r.unconfirmedTotemBalances };
    };
    expect(await totems(issuer)).toEqual({ totemBalances: [{ totem, balanceQNT: '500' }], unconfirmedTotemBalances: [{ totem, unconfirmedBalanceQNT: '500' }] });
    const without = (await node.get({ requestType: 'getAccount', account: issuer.account })).json;
    expect(without).not.toHaveProperty('totemBalances');
    expect(without).not.toHaveProperty('unconfirmedTotemBalances');

    // Pending: a transfer of 100 and an ask of 50 leave 350 movable; nothing is confirmed yet.
    const pending: Array<Record<string, string>> = [
      { requestType: 'transferTotem', recipient: recipient.account, quantityQNT: '100' },
      { requestType: 'placeAskOrder', quantityQNT: '50', priceMTA: '1000000000' },
    ];
    for (const params of pending) {
      expect((await node.post({ secretPhrase: issuer.secretPhrase, totem, ...params })).json.broadcasted).toBe(true);
    }
    expect(await totems(issuer)).toEqual({ totemBalances: [{ totem, balanceQNT: '500' }], unconfirmedTotemBalances: [{ totem, unconfirmedBalanceQNT: '350' }] });
    expect(await totems(recipient)).toEqual({ totemBalances: [], unconfirmedTotemBalances: [] });

    // Confirmed: the transfer left; the ask's units are still owned but not movable.
    await node.forge();
    expect(await totems(issuer)).toEqual({ totemBalances: [{ totem, balanceQNT: '400' }], unconfirmedTotemBalances: [{ totem, unconfirmedBalanceQNT: '350' }] });
    expect(await totems(recipient)).toEqual({ totemBalances: [{ totem, balanceQNT: '100' }], unconfirmedTotemBalances: [{ totem, unconfirmedBalanceQNT: '100' }] });
  });

  it('shows the unconfirmed balance below the confirmed one while a payment waits', async () => {
    const from = devnet(3);
    const sent = await node.pay(from, devnet(4), 5n * ONE_COIN);
    const fee = BigInt(sent.json.transactionJSON.feeMTA);
    const r = await node.get({ requestType: 'getAccount', account: from.account });
    expect(r.json.balanceMTA).toBe(GENESIS_BALANCE);
    expect(BigInt(r.json.unconfirmedBalanceMTA)).toBe(BigInt(GENESIS_BALANCE) - 5n * ONE_COIN - fee);
  });

  it('an account that only received funds has no public key yet', async () => {
    const fresh = testAccount('getAccount receiver without key');
    await node.pay(devnet(5), fresh, 7n * ONE_COIN);
    await node.forge();
    const r = await node.get({ requestType: 'getAccount', account: fresh.accountRS });
    expect(r.status).toBe(200);
    expect(r.json.balanceMTA).toBe((7n * ONE_COIN).toString());
    expect(r.json).not.toHaveProperty('publicKey');
  });

  it('unknown account: errorCode 3 naming account, HTTP 404', async () => {
    const r = await node.get({ requestType: 'getAccount', account: testAccount('nobody at all').account });
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ errorCode: 3, error: 'account' });
  });

  it('refuses malformed accounts: wrong RS checksum, junk, 0, beyond 64 bits, missing', async () => {
    const rs = devnet(1).accountRS;
    const last = rs.at(-1)!;
    const typo = rs.slice(0, -1) + (last === '2' ? '3' : '2');
    for (const account of [typo, 'TOTEM-XXXX', 'abc', '0', '18446744073709551616']) {
      const r = await node.get({ requestType: 'getAccount', account });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ errorCode: 7, error: 'account' });
    }
    const missing = await node.get({ requestType: 'getAccount' });
    expect(missing.json).toMatchObject({ errorCode: 1, error: 'account' });
    const badFlag = await node.get({ requestType: 'getAccount', account: rs, includeLessors: 'yes' });
    expect(badFlag.json).toMatchObject({ errorCode: 7, error: 'includeLessors' });
  });
});

describe('getAccount: the read view and the actor path give the same answers', () => {
  let direct: ChainNode;
  let asked: ChainNode;
  beforeAll(async () => {
    direct = await startChainNode();
    asked = await startChainNode({ declineReadView: true });
  });
  afterAll(async () => {
    await direct.close();
    await asked.close();
  });

  it('with a payment pending, after it is confirmed, and for an unknown account', async () => {
    const answers = async (n: ChainNode) => {
      const out: unknown[] = [];
      const from = devnet(6);
      const read = async () => {
        const r = await n.get({ requestType: 'getAccount', account: from.account, includeEffectiveBalance: 'true' });
        const balance = await n.get({ requestType: 'getBalance', account: from.account });
        delete r.json.requestProcessingTime;
        delete balance.json.requestProcessingTime;
        out.push(r.status, r.json, balance.json);
      };
      await read();
      await n.pay(from, devnet(7), 3n * ONE_COIN);
      await read();
      await n.forge();
      await read();
      const unknown = await n.get({ requestType: 'getAccount', account: testAccount('nobody here').account });
      delete unknown.json.requestProcessingTime;
      out.push(unknown.status, unknown.json);
      return out;
    };
    const a = await answers(direct);
    expect(a[4]).toMatchObject({ unconfirmedBalanceMTA: (100_000_000n * ONE_COIN - 4n * ONE_COIN).toString() });
    expect(await answers(asked)).toEqual(a);
  });

  it('includeTotems, with a transfer pending and after it is confirmed', async () => {
    const answers = async (n: ChainNode) => {
      const out: unknown[] = [];
      const read = async () => {
        for (const a of [devnet(2), devnet(3)]) {
          const r = await n.get({ requestType: 'getAccount', account: a.account, includeTotems: 'true' });
          delete r.json.requestProcessingTime;
          out.push(r.json);
        }
      };
      const issued = await n.post({ requestType: 'issueTotem', secretPhrase: devnet(2).secretPhrase, name: 'Same', quantityQNT: '90' });
      await n.forge();
      await read();
      await n.post({ requestType: 'transferTotem', secretPhrase: devnet(2).secretPhrase, recipient: devnet(3).account, totem: issued.json.transaction, quantityQNT: '40' });
      await read();
      await n.forge();
      await read();
      return out;
    };
    const a = await answers(direct);
    expect(a[2]).toMatchObject({ totemBalances: [{ balanceQNT: '90' }], unconfirmedTotemBalances: [{ unconfirmedBalanceQNT: '50' }] });
    expect(a[5]).toMatchObject({ totemBalances: [{ balanceQNT: '40' }], unconfirmedTotemBalances: [{ unconfirmedBalanceQNT: '40' }] });
    expect(await answers(asked)).toEqual(a);
  });
});
