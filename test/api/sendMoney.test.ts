// sendMoney and the create-transaction parameters every CREATE_TRANSACTION operation shares.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, startFailingStoreNode, testAccount, type ChainNode } from './chain-fixture.js';

const FEE = ONE_COIN.toString();

describe('sendMoney', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 1000 });
  });
  afterAll(() => node.close());

  const send = (params: Record<string, string>) => node.post({ requestType: 'sendMoney', ...params });

  it('signs, broadcasts and confirms a payment', async () => {
    const from = devnet(0);
    const to = testAccount('sendMoney recipient');
    const r = await send({ secretPhrase: from.secretPhrase, recipient: to.accountRS, amountMTA: '250000000' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true });
    expect(r.json.transaction).toMatch(/^\d+$/);
    expect(r.json.fullHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.json.signatureHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.json.transactionBytes).toMatch(/^[0-9a-f]+$/);
    expect(r.json.unsignedTransactionBytes).toHaveLength(r.json.transactionBytes.length);
    expect(r.json.transactionJSON).toMatchObject({
      type: 0,
      subtype: 0,
      chain: 1,
      phased: false,
      timestamp: 1000,
      deadline: 1440,
      sender: from.account,
      senderRS: from.accountRS,
      senderPublicKey: from.publicKey,
      recipient: to.account,
      recipientRS: to.accountRS,
      amountMTA: '250000000',
      feeMTA: FEE,
      version: 3,
      ecBlockHeight: 0,
      transaction: r.json.transaction,
      fullHash: r.json.fullHash,
      attachment: { 'version.OrdinaryPayment': 0 },
    });
    expect(r.json.transactionJSON).not.toHaveProperty('confirmations');
    const pending = await node.get({ requestType: 'getUnconfirmedTransactionIds' });
    expect(pending.json.unconfirmedTransactionIds).toContain(r.json.transaction);
    await node.forge();
    const confirmed = await node.get({ requestType: 'getTransaction', transaction: r.json.transaction });
    expect(confirmed.json.confirmations).toBe(0);
    expect((await node.get({ requestType: 'getBalance', account: to.account })).json.balanceMTA).toBe('250000000');
  });

  it('accepts amountNQT as an alias; both must then agree', async () => {
    const to = devnet(2).accountRS;
    const alias = await send({ secretPhrase: devnet(1).secretPhrase, recipient: to, amountNQT: '123', broadcast: 'false' });
    expect(alias.json.transactionJSON.amountMTA).toBe('123');
    const both = await send({ secretPhrase: devnet(1).secretPhrase, recipient: to, amountMTA: '123', amountNQT: '123', broadcast: 'false' });
    expect(both.json.transactionJSON.amountMTA).toBe('123');
    const differ = await send({ secretPhrase: devnet(1).secretPhrase, recipient: to, amountMTA: '123', amountNQT: '124' });
    expect(differ.json).toMatchObject({ errorCode: 7, error: 'amountNQT' });
    const feeAlias = await send({ secretPhrase: devnet(1).secretPhrase, recipient: to, amountMTA: '1', feeNQT: '200000000', broadcast: 'false' });
    expect(feeAlias.json.transactionJSON.feeMTA).toBe('200000000');
  });

  it('refuses missing, negative, zero and overflowing amounts', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account };
    expect((await send(base)).json).toMatchObject({ errorCode: 1, error: 'amountMTA' });
    expect((await send({ ...base, amountMTA: '-5' })).json).toMatchObject({ errorCode: 7, error: 'amountMTA' });
    expect((await send({ ...base, amountNQT: '-5' })).json).toMatchObject({ errorCode: 7, error: 'amountNQT' });
    expect((await send({ ...base, amountMTA: '0' })).json).toMatchObject({ errorCode: 7, error: 'amountMTA' });
    expect((await send({ ...base, amountMTA: '9223372036854775808' })).json).toMatchObject({ errorCode: 7, error: 'amountMTA' });
    expect((await send({ ...base, amountMTA: '1e5' })).json).toMatchObject({ errorCode: 7, error: 'amountMTA' });
    expect((await send({ ...base, amountMTA: '1.5' })).json).toMatchObject({ errorCode: 7, error: 'amountMTA' });
    // Amount + fee beyond the 64-bit range: refused, never wrapped.
    expect((await send({ ...base, amountMTA: '9223372036854775807' })).json).toMatchObject({ errorCode: 7, error: 'amountMTA' });
    expect((await send({ ...base, amountMTA: '1', feeMTA: '-1' })).json).toMatchObject({ errorCode: 7, error: 'feeMTA' });
  });

  it('computes the minimum fee when the fee is 0 or absent, refuses a lower one', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, amountMTA: '1', broadcast: 'false' };
    expect((await send(base)).json.transactionJSON.feeMTA).toBe(FEE);
    expect((await send({ ...base, feeMTA: '0' })).json.transactionJSON.feeMTA).toBe(FEE);
    expect((await send({ ...base, feeMTA: '300000000' })).json.transactionJSON.feeMTA).toBe('300000000');
    expect((await send({ ...base, feeMTA: '99999999' })).json).toMatchObject({ errorCode: 7, error: 'feeMTA' });
    // A message longer than 32 bytes costs 1 coin per started 32 bytes beyond the first 32.
    const long = await send({ ...base, message: 'x'.repeat(65) });
    expect(long.json.transactionJSON.feeMTA).toBe((3n * ONE_COIN).toString());
    expect(long.json.transactionJSON.attachment).toMatchObject({ 'version.Message': 1, message: 'x'.repeat(65), messageIsText: true });
  });

  it('carries binary and prunable messages', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, amountMTA: '1', broadcast: 'false' };
    const hex = await send({ ...base, message: 'cafe01', messageIsText: 'false' });
    expect(hex.json.transactionJSON.attachment).toMatchObject({ message: 'cafe01', messageIsText: false });
    expect((await send({ ...base, message: 'xyz', messageIsText: 'false' })).json).toMatchObject({ errorCode: 7, error: 'message' });
    const prunable = await send({ ...base, message: 'kept off the signed bytes', messageIsPrunable: 'true' });
    expect(prunable.json.transactionJSON.attachment).toMatchObject({ 'version.PrunablePlainMessage': 1, message: 'kept off the signed bytes' });
    expect(prunable.json.transactionJSON.attachment.messageHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await send({ ...base, message: 'y'.repeat(1001) })).json).toMatchObject({ errorCode: 7, error: 'message' });
  });

  it('checks the deadline range and defaults it to 1440', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, amountMTA: '1', broadcast: 'false' };
    expect((await send({ ...base, deadline: '1' })).json.transactionJSON.deadline).toBe(1);
    expect((await send({ ...base, deadline: '32767' })).json.transactionJSON.deadline).toBe(32767);
    for (const deadline of ['0', '-1', '32768', 'soon']) {
      expect((await send({ ...base, deadline })).json).toMatchObject({ errorCode: 7, error: 'deadline' });
    }
  });

  it('refuses bad recipients: wrong checksum, junk, zero, missing', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, amountMTA: '1' };
    const rs = devnet(2).accountRS;
    const typo = rs.slice(0, -2) + (rs.at(-2) === 'A' ? 'B' : 'A') + rs.at(-1);
    expect((await send({ ...base, recipient: typo })).json).toMatchObject({ errorCode: 7, error: 'recipient' });
    expect((await send({ ...base, recipient: 'alice' })).json).toMatchObject({ errorCode: 7, error: 'recipient' });
    expect((await send({ ...base, recipient: '0' })).json).toMatchObject({ errorCode: 7, error: 'recipient' });
    expect((await send(base)).json).toMatchObject({ errorCode: 1, error: 'recipient' });
  });

  it('needs a secret phrase or a public key; a public key of another account is refused', async () => {
    const base = { recipient: devnet(2).account, amountMTA: '1' };
    const missing = await send(base);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    const mismatch = await send({ ...base, secretPhrase: devnet(1).secretPhrase, publicKey: devnet(3).publicKey });
    expect(mismatch.json).toMatchObject({ errorCode: 7, error: 'publicKey' });
  });

  it('returns an unsigned transaction, not broadcast, for a public key alone', async () => {
    const from = devnet(4);
    const r = await send({ publicKey: from.publicKey, recipient: devnet(5).account, amountMTA: '77' });
    expect(r.status).toBe(200);
    expect(r.json.broadcasted).toBe(false);
    expect(r.json.unsignedTransactionBytes).toMatch(/^[0-9a-f]+$/);
    for (const field of ['transaction', 'fullHash', 'signatureHash', 'transactionBytes']) expect(r.json).not.toHaveProperty(field);
    expect(r.json.transactionJSON).not.toHaveProperty('signature');
    expect(r.json.transactionJSON).toMatchObject({ sender: from.account, amountMTA: '77' });
    const pending = await node.get({ requestType: 'getUnconfirmedTransactions', account: from.account });
    expect(pending.json.unconfirmedTransactions).toEqual([]);
  });

  it('signs without broadcasting when broadcast=false', async () => {
    const r = await send({ secretPhrase: devnet(4).secretPhrase, recipient: devnet(5).account, amountMTA: '78', broadcast: 'false' });
    expect(r.json.broadcasted).toBe(false);
    expect(r.json.transaction).toMatch(/^\d+$/);
    expect((await node.get({ requestType: 'getTransaction', transaction: r.json.transaction })).status).toBe(404);
  });

  it('refuses payments the sender cannot cover, counting pending ones (no double spend)', async () => {
    const poor = testAccount('sendMoney poor sender');
    const unknown = await send({ secretPhrase: poor.secretPhrase, recipient: devnet(1).account, amountMTA: '1' });
    expect(unknown.json).toMatchObject({ errorCode: 3, error: 'secretPhrase' });
    await node.pay(devnet(6), poor, 10n * ONE_COIN);
    await node.forge();
    const first = await send({ secretPhrase: poor.secretPhrase, recipient: devnet(1).account, amountMTA: (6n * ONE_COIN).toString() });
    expect(first.json.broadcasted).toBe(true);
    const second = await send({ secretPhrase: poor.secretPhrase, recipient: devnet(2).account, amountMTA: (6n * ONE_COIN).toString() });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ errorCode: 6, error: 'amountMTA' });
    const tooMuch = await send({ secretPhrase: poor.secretPhrase, recipient: devnet(2).account, amountMTA: (100n * ONE_COIN).toString(), broadcast: 'false' });
    expect(tooMuch.json).toMatchObject({ errorCode: 6 });
    await node.forge();
    const balance = (await node.get({ requestType: 'getBalance', account: poor.account })).json;
    expect(balance.balanceMTA).toBe((3n * ONE_COIN).toString());
  });

  it('uses a given economic clustering block and refuses unknown ones', async () => {
    const base = { secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, amountMTA: '1', broadcast: 'false' };
    const genesis = (await node.get({ requestType: 'getBlockId', height: '0' })).json.block;
    const byHeight = await send({ ...base, ecBlockHeight: '0' });
    expect(byHeight.json.transactionJSON).toMatchObject({ ecBlockHeight: 0, ecBlockId: genesis });
    const byId = await send({ ...base, ecBlockId: genesis });
    expect(byId.json.transactionJSON).toMatchObject({ ecBlockHeight: 0, ecBlockId: genesis });
    expect((await send({ ...base, ecBlockHeight: '100000' })).json).toMatchObject({ errorCode: 4, error: 'ecBlockHeight' });
    expect((await send({ ...base, ecBlockId: '42' })).json).toMatchObject({ errorCode: 4, error: 'ecBlockId' });
    expect((await send({ ...base, ecBlockId: genesis, ecBlockHeight: '1' })).json).toMatchObject({ errorCode: 7, error: 'ecBlockHeight' });
  });

  it('refuses to broadcast a transaction referencing an unconfirmed one', async () => {
    const r = await send({ secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, amountMTA: '1', referencedTransactionFullHash: 'ab'.repeat(32) });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'referencedTransactionFullHash' });
    expect((await send({ secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, amountMTA: '1', referencedTransactionFullHash: 'ab' })).json).toMatchObject({
      errorCode: 7,
      error: 'referencedTransactionFullHash',
    });
  });

  it('is POST only', async () => {
    const r = await node.get({ requestType: 'sendMoney', secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, amountMTA: '1' });
    expect(r.status).toBe(405);
    expect(r.json.errorCode).toBe(1);
    expect(r.headers.get('allow')).toBe('POST');
  });

  it('takes at most writeRequestsPerSecond per address; the refused ones leave no trace', async () => {
    const limited = await startChainNode({ config: { writeRequestsPerSecond: 10 } });
    try {
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          limited.post({ requestType: 'sendMoney', secretPhrase: devnet(i % 10).secretPhrase, recipient: devnet((i + 1) % 10).account, amountMTA: String(1000 + i) }),
        ),
      );
      const accepted = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 429);
      expect(accepted.length + refused.length).toBe(16);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect(r.json.errorCode).toBe(50);
      const pool = (await limited.get({ requestType: 'getAllWaitingTransactions' })).json.transactions;
      expect(pool.map((t: { transaction: string }) => t.transaction).sort()).toEqual(accepted.map((r) => r.json.transaction).sort());
    } finally {
      await limited.close();
    }
  });

  it('never puts the secret phrase in a response or a log line', async () => {
    const secret = testAccount('sendMoney: a phrase that must never leak 7f3a');
    await node.pay(devnet(8), secret, 10n * ONE_COIN);
    await node.forge();
    const phrase = secret.secretPhrase;
    const responses = [
      await send({ secretPhrase: phrase, recipient: devnet(2).account, amountMTA: '5' }),
      await send({ secretPhrase: phrase, recipient: 'bad', amountMTA: '5' }),
      await send({ secretPhrase: phrase, recipient: devnet(2).account, amountMTA: '-5' }),
      await send({ secretPhrase: phrase, recipient: devnet(2).account, amountMTA: '5', publicKey: devnet(3).publicKey }),
    ];
    for (const r of responses) expect(JSON.stringify(r.json)).not.toContain(phrase);
    expect(node.logs.join('\n')).not.toContain(phrase);
  });
});

describe('sendMoney when the store cannot write', () => {
  let node: Awaited<ReturnType<typeof startFailingStoreNode>>;
  beforeAll(async () => {
    node = await startFailingStoreNode({ startEpochSeconds: 1000 });
  });
  afterAll(() => node.close());

  it('answers accepted only once stored; refuses with a JSON 503 while the store fails; accepts again after', async () => {
    const from = devnet(0);
    const to = testAccount('sendMoney recipient');
    const ok = await node.pay(from, to, 1n);
    expect((await node.store.mempool.all()).map(([id]) => id.toString())).toEqual([ok.json.transaction]);

    node.disk.fail();
    const lost = await node.post({ requestType: 'sendMoney', secretPhrase: from.secretPhrase, recipient: to.accountRS, amountMTA: '2' });
    expect(lost.status).toBe(503);
    expect(lost.json).toMatchObject({ errorCode: 1 });
    expect(lost.json.errorDescription).toContain('could not be stored');
    const refused = await node.post({ requestType: 'sendMoney', secretPhrase: from.secretPhrase, recipient: to.accountRS, amountMTA: '3' });
    expect(refused.status).toBe(503);
    expect(refused.json.errorDescription).toContain('cannot store new transactions');
    expect(JSON.stringify(refused.json)).not.toContain(from.secretPhrase);
    const pending = await node.get({ requestType: 'getUnconfirmedTransactionIds' });
    expect(pending.json.unconfirmedTransactionIds).toEqual([ok.json.transaction]);

    node.disk.heal();
    await node.store.health.probe();
    await node.pay(from, to, 4n);
  });
});
