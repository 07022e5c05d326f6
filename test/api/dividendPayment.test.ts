// dividendPayment: the dividend payment (2/7) through the API on the devnet: every holder but the
// issuer receives exactly its quantity at the chosen height x the rate, and the refusals (a
// non-issuer, a height outside the window or before any holder, a total out of range or above
// the issuer's coin), also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { DIVIDEND_WINDOW } from '../../src/capabilities/totems/holdings.js';
import { dividendsOf } from '../../src/capabilities/totems/queries.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, expectPostOnlyAndSecretSafe, expectUnsigned, funded, give, issue, ok } from './totem-helpers.js';

describe('dividendPayment', () => {
  let node: ChainNode;
  let totem: string;
  let issuedAt: number;
  let heldAt: number;
  let a: TestAccount;
  let b: TestAccount;
  const issuer = devnet(1);
  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, issuer, '1000');
    issuedAt = await tip();
    a = await funded(node, 'dividendPayment holder a');
    b = await funded(node, 'dividendPayment holder b');
    await give(node, issuer, a, totem, '100');
    await give(node, issuer, b, totem, '50');
    heldAt = await tip();
  });
  afterAll(() => node.close());

  const pay = (params: Record<string, string>) => node.post({ requestType: 'dividendPayment', secretPhrase: issuer.secretPhrase, totem, ...params });

  it('pays every holder but the issuer its quantity at the height x amountMTAPerQNT', async () => {
    // An ask still counts: a's units in it were held at the height.
    await ok(node, { requestType: 'placeAskOrder', secretPhrase: a.secretPhrase, totem, quantityQNT: '30', priceMTA: '999999' });
    await node.forge();
    // After the height, b's units move: the dividend reads the holdings at the height.
    await give(node, b, a, totem, '50');
    const [beforeA, beforeB] = [await balance(node, a), await balance(node, b)];
    const r = await pay({ height: String(heldAt), amountMTAPerQNT: '7' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 7, sender: issuer.account, amountMTA: '0', feeMTA: ONE_COIN.toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.DividendPayment': 1, totem, height: heldAt, amountMTAPerQNT: '7' });
    const block = await node.forge();
    expect((await balance(node, a)) - beforeA).toBe(700n);
    expect((await balance(node, b)) - beforeB).toBe(350n);
    expect((await dividendsOf(node.node.state, BigInt(totem))).map(([, d]) => d)).toEqual([
      expect.objectContaining({ issuer: issuer.id, amountPerQNT: 7n, dividendHeight: heldAt, totalDividend: 1050n, numberOfAccounts: 2, height: block.height }),
    ]);
  });

  it('only the issuer pays: errorCode 7 naming totem; unknown totem likewise', async () => {
    const params = { totem, height: String(heldAt), amountMTAPerQNT: '1' };
    expect((await node.post({ requestType: 'dividendPayment', secretPhrase: a.secretPhrase, ...params })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await node.post({ requestType: 'dividendPayment', publicKey: a.publicKey, ...params })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await pay({ totem: '123123', height: String(heldAt), amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
  });

  it('the height must be in the window, at or after the issuance, with a holder then: errorCode 7 naming height', async () => {
    const now = await tip();
    expect((await pay({ height: String(now + 1), amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await pay({ height: String(issuedAt - 1), amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    // Only the issuer held it at its issuance.
    expect((await pay({ height: String(issuedAt), amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await pay({ height: '-1', amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await pay({ amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 1, error: 'height' });
    expect((await pay({ height: String(now), amountMTAPerQNT: '1', broadcast: 'false' })).status).toBe(200);
  });

  it('the rate is at least 1, the total fits in 64 bits (7) and within the issuer\'s coin (6), naming amountMTAPerQNT', async () => {
    for (const amountMTAPerQNT of ['0', '-2']) expect((await pay({ height: String(heldAt), amountMTAPerQNT })).json).toMatchObject({ errorCode: 7, error: 'amountMTAPerQNT' });
    expect((await pay({ height: String(heldAt), amountMTAPerQNT: (2n ** 60n).toString() })).json).toMatchObject({ errorCode: 7, error: 'amountMTAPerQNT' });
    // A small issuer: 1 unit held by another account, 3 coins left after two fees.
    const poor = await funded(node, 'dividendPayment poor issuer', 3n);
    const single = await issue(node, poor, '1');
    await give(node, poor, a, single, '1');
    const at = String(await tip());
    // 3 coins - the singleton's fee - the transfer's fee: nothing beyond the dividend's fee.
    expect(await balance(node, poor)).toBe(ONE_COIN);
    const small = { requestType: 'dividendPayment', totem: single, height: at };
    expect((await node.post({ ...small, secretPhrase: poor.secretPhrase, amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 6, error: 'amountMTAPerQNT' });
    expect((await node.post({ ...small, publicKey: poor.publicKey, amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 6, error: 'amountMTAPerQNT' });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const r = await expectUnsigned(node, issuer, { requestType: 'dividendPayment', totem, height: String(heldAt), amountMTAPerQNT: '2' }, 2, 7);
    expect(r.json.transactionJSON.attachment).toMatchObject({ totem, height: heldAt, amountMTAPerQNT: '2' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const owner = await funded(node, 'dividendPayment: a phrase that must never leak 6a0c', 5n);
    const own = await issue(node, owner, '1');
    await give(node, owner, a, own, '1');
    const at = String(await tip());
    await expectPostOnlyAndSecretSafe(node, 'dividendPayment', owner, [
      { totem: own, height: at, amountMTAPerQNT: '10' },
      { totem, height: at, amountMTAPerQNT: '10' },
      { totem: own, height: String(Number(at) + 5), amountMTAPerQNT: '10' },
    ]);
  });

  it(`at most ${DIVIDEND_WINDOW} blocks back: errorCode 7 naming height`, async () => {
    const start = await tip();
    // generateBlock forges at most 1000 blocks a call.
    for (let left = DIVIDEND_WINDOW - (start - heldAt); left > 0; left -= 1000) {
      expect((await node.admin({ requestType: 'generateBlock', numBlocks: String(Math.min(left, 1000)) })).status).toBe(200);
    }
    expect(await tip()).toBe(heldAt + DIVIDEND_WINDOW);
    // Now heldAt is exactly DIVIDEND_WINDOW below the last block: still in the window.
    expect((await pay({ height: String(heldAt), amountMTAPerQNT: '1', broadcast: 'false' })).status).toBe(200);
    await node.forge();
    expect((await pay({ height: String(heldAt), amountMTAPerQNT: '1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await pay({ height: String(heldAt + 1), amountMTAPerQNT: '1', broadcast: 'false' })).status).toBe(200);
  }, 120_000);
});
