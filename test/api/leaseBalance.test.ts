// leaseBalance: the effective-balance leasing transaction (4/0) through the API on the devnet
// (leasing delay 3 blocks, minimum period 2), and what getAccount shows of it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';

describe('leaseBalance', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const lease = (params: Record<string, string>) => node.post({ requestType: 'leaseBalance', ...params });
  const account = async (a: TestAccount, extra: Record<string, string> = {}) => (await node.get({ requestType: 'getAccount', account: a.account, ...extra })).json;
  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
  const forgeTo = async (height: number) => {
    while ((await tip()) < height) await node.forge();
  };

  it('leases after the delay for the period; the lessee forges with the balance, the lessor with nothing', async () => {
    const lessor = devnet(1);
    const lessee = testAccount('leaseBalance lessee 1');
    const r = await lease({ secretPhrase: lessor.secretPhrase, recipient: lessee.accountRS, period: '3', recipientPublicKey: lessee.publicKey });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 4, subtype: 0, recipient: lessee.account, amountMTA: '0', feeMTA: ONE_COIN.toString() } });
    expect(r.json.transactionJSON.attachment).toMatchObject({ 'version.EffectiveBalanceLeasing': 1, period: 3, 'version.PublicKeyAnnouncement': expect.any(Number) });
    const h = (await node.forge()).height as number;
    expect(await account(lessor)).toMatchObject({
      currentLessee: lessee.account,
      currentLesseeRS: lessee.accountRS,
      currentLeasingHeightFrom: h + 3,
      currentLeasingHeightTo: h + 6,
    });
    expect(await account(lessor)).not.toHaveProperty('nextLessee');
    expect(await account(lessee, { includeLessors: 'true', includeEffectiveBalance: 'true' })).toMatchObject({ lessors: [], lessorsRS: [], lessorsInfo: [], effectiveBalance: '0' });

    await forgeTo(h + 3);
    const coins = (BigInt((await account(lessor)).balanceMTA) / ONE_COIN).toString();
    expect((await account(lessor, { includeEffectiveBalance: 'true' })).effectiveBalance).toBe('0');
    const leased = await account(lessee, { includeLessors: 'true', includeEffectiveBalance: 'true' });
    expect(leased).toMatchObject({ effectiveBalance: coins, lessors: [lessor.account], lessorsRS: [lessor.accountRS] });
    expect(leased.lessorsInfo).toEqual([
      { lessor: lessor.account, lessorRS: lessor.accountRS, currentLessee: lessee.account, currentLesseeRS: lessee.accountRS, currentHeightFrom: h + 3, currentHeightTo: h + 6, effectiveBalance: coins },
    ]);
    expect((await node.get({ requestType: 'getBalance', account: lessee.account })).json.effectiveBalance).toBe(coins);

    await forgeTo(h + 6);
    expect(await account(lessor)).not.toHaveProperty('currentLessee');
    expect((await account(lessee, { includeLessors: 'true', includeEffectiveBalance: 'true' })).effectiveBalance).toBe('0');
  });

  it('a second lease is queued as the next one and shown as nextLessee', async () => {
    const lessor = devnet(2);
    const [first, second] = [devnet(3), devnet(4)];
    await lease({ secretPhrase: lessor.secretPhrase, recipient: first.account, period: '5' });
    const h = (await node.forge()).height as number;
    await lease({ secretPhrase: lessor.secretPhrase, recipient: second.account, period: '2' });
    await node.forge();
    expect(await account(lessor)).toMatchObject({
      currentLessee: first.account,
      currentLeasingHeightFrom: h + 3,
      currentLeasingHeightTo: h + 8,
      nextLessee: second.account,
      nextLesseeRS: second.accountRS,
      nextLeasingHeightFrom: h + 8,
      nextLeasingHeightTo: h + 10,
    });
    await forgeTo(h + 3);
    const info = (await account(first, { includeLessors: 'true' })).lessorsInfo;
    expect(info).toEqual([expect.objectContaining({ lessor: lessor.account, nextLessee: second.account, nextLesseeRS: second.accountRS, nextHeightFrom: h + 8, nextHeightTo: h + 10 })]);
    await forgeTo(h + 8);
    expect(await account(lessor)).toMatchObject({ currentLessee: second.account, currentLeasingHeightFrom: h + 8 });
    expect(await account(lessor)).not.toHaveProperty('nextLessee');
  });

  it('refuses leasing to yourself, naming recipient; a period out of range, naming period', async () => {
    const a = devnet(5);
    expect((await lease({ secretPhrase: a.secretPhrase, recipient: a.accountRS, period: '10' })).json).toMatchObject({ errorCode: 7, error: 'recipient' });
    for (const period of ['1', '0', '65536', '-3', 'long']) {
      expect((await lease({ secretPhrase: a.secretPhrase, recipient: devnet(6).account, period })).json).toMatchObject({ errorCode: 7, error: 'period' });
    }
    expect((await lease({ secretPhrase: a.secretPhrase, recipient: devnet(6).account, period: '65535', broadcast: 'false' })).status).toBe(200);
    expect((await lease({ secretPhrase: a.secretPhrase, recipient: devnet(6).account })).json).toMatchObject({ errorCode: 1, error: 'period' });
    expect((await lease({ secretPhrase: a.secretPhrase, period: '10' })).json).toMatchObject({ errorCode: 1, error: 'recipient' });
  });

  it('needs a lessee with a public key, or recipientPublicKey of that very account', async () => {
    const a = devnet(5);
    const keyless = testAccount('leaseBalance keyless lessee');
    const r = await lease({ secretPhrase: a.secretPhrase, recipient: keyless.account, period: '10' });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'recipient' });
    const wrongKey = await lease({ secretPhrase: a.secretPhrase, recipient: keyless.account, period: '10', recipientPublicKey: devnet(7).publicKey });
    expect(wrongKey.json).toMatchObject({ errorCode: 7, error: 'recipientPublicKey' });
    const announced = await lease({ secretPhrase: a.secretPhrase, recipient: keyless.account, period: '10', recipientPublicKey: keyless.publicKey, broadcast: 'false' });
    expect(announced.status).toBe(200);
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const r = await lease({ publicKey: devnet(8).publicKey, recipient: devnet(9).account, period: '4' });
    expect(r.json).toMatchObject({ broadcasted: false, transactionJSON: { type: 4, subtype: 0, sender: devnet(8).account } });
    expect(r.json.transaction).toBeUndefined();
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = testAccount('leaseBalance: a phrase that must never leak 3d7e');
    await node.pay(devnet(6), a, 10n * ONE_COIN);
    await node.forge();
    const get = await node.get({ requestType: 'leaseBalance', secretPhrase: a.secretPhrase, recipient: devnet(1).account, period: '5' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const answers = [
      await lease({ secretPhrase: a.secretPhrase, recipient: devnet(1).account, period: '5' }),
      await lease({ secretPhrase: a.secretPhrase, recipient: a.account, period: '5' }),
      await lease({ secretPhrase: a.secretPhrase, recipient: devnet(1).account, period: '1' }),
    ];
    expect(answers[0]!.json.broadcasted).toBe(true);
    for (const r of answers) expect(JSON.stringify(r.json)).not.toContain(a.secretPhrase);
    expect(node.logs.join('\n')).not.toContain(a.secretPhrase);
  });
});
