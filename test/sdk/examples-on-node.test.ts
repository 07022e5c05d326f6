// The SDK's examples compiled from source and run on a devnet node through the API (the node's own
// executor: worker threads, metering, the ledger): the token's init mints to the uploader, a
// transfer moves balances and emits a Transfer event, a transfer past the balance reverts with the
// require's message and changes nothing; the counter counts; the escrow requires its depositor.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildContract, EXAMPLES_DIR } from '../../scripts/contract-build.js';
import { toHex } from '../../src/domain/hex.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from '../api/chain-fixture.js';
import { callFee, GAS, uploadFee } from './node-fees.js';

describe('SDK examples on a devnet node', () => {
  let node: ChainNode;
  let out: string;
  const code: Record<string, string> = {};
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'sdk-examples-'));
    for (const name of ['token', 'counter', 'escrow']) code[name] = toHex((await buildContract(join(EXAMPLES_DIR, name, 'index.ts'), out)).bytes);
    node = await startChainNode();
  }, 120_000);
  afterAll(async () => {
    await node.close();
    await rm(out, { recursive: true, force: true });
  });

  async function upload(from: TestAccount, name: string): Promise<string> {
    const r = await node.post({ requestType: 'uploadContractFile', secretPhrase: from.secretPhrase, contractName: name, contractBytes: code[name]!, gasLimit: String(GAS), feeMTA: uploadFee(code[name]!) });
    expect(r.json.errorCode).toBeUndefined();
    await node.forge();
    expect((await node.get({ requestType: 'getContractCall', transaction: r.json.transaction })).json).toMatchObject({ ok: true });
    return r.json.transaction as string;
  }
  async function call(from: TestAccount, contract: string, fn: string, args: string, extra: Record<string, string> = {}): Promise<Record<string, unknown>> {
    const r = await node.post({ requestType: 'callContract', secretPhrase: from.secretPhrase, contract, function: fn, args, gasLimit: String(GAS), feeMTA: callFee(), ...extra });
    expect(r.json.errorDescription ?? 'ok').toBe('ok');
    await node.forge();
    return (await node.get({ requestType: 'getContractCall', transaction: r.json.transaction })).json;
  }
  const stateOf = async (contract: string, key: string) =>
    ((await node.get({ requestType: 'getContractState', contract, keys: JSON.stringify([key]) })).json.entries as Array<{ value: string }>)[0]?.value;

  it('token: init mints to the uploader, transfer moves balances and emits Transfer, an overdraft reverts', async () => {
    const [owner, bob] = [devnet(1), devnet(2)];
    const token = await upload(owner, 'token');
    expect(await stateOf(token, `balance:${owner.account}`)).toBe('1000000000');
    const ok = await call(owner, token, 'transfer', `${bob.account},250`);
    expect(ok).toMatchObject({ ok: true });
    expect(await stateOf(token, `balance:${owner.account}`)).toBe('999999750');
    expect(await stateOf(token, `balance:${bob.account}`)).toBe('250');
    const events = (await node.get({ requestType: 'getContractEvents', contract: token, event: 'Transfer' })).json.events as Array<{ data: string }>;
    expect(events).toHaveLength(2);
    expect(events.some((e) => e.data.includes(bob.account) && e.data.includes('250'))).toBe(true);
    const over = await call(bob, token, 'transfer', `${owner.account},251`);
    expect(over).toMatchObject({ ok: false, revertKind: 'REQUIRE', revertReason: 'insufficient balance' });
    expect(await stateOf(token, `balance:${bob.account}`)).toBe('250');
  }, 60_000);

  it('counter counts; escrow refuses a release by anyone but the depositor', async () => {
    const counter = await upload(devnet(3), 'counter');
    await call(devnet(4), counter, 'increment', '5');
    await call(devnet(4), counter, 'increment', '7');
    const q = (await node.post({ requestType: 'queryContract', contract: counter, function: 'get', args: '' })).json;
    expect(q).toMatchObject({ ok: true });
    expect(JSON.stringify(q)).toContain('"12"');
    const escrow = await upload(devnet(3), 'escrow');
    expect(await call(devnet(4), escrow, 'deposit', devnet(5).account, { amountMTA: '1000' })).toMatchObject({ ok: true });
    expect(await call(devnet(6), escrow, 'release', devnet(5).account)).toMatchObject({ ok: false, revertKind: 'REQUIRE' });
    expect(await call(devnet(4), escrow, 'release', devnet(5).account)).toMatchObject({ ok: true });
  }, 60_000);
});
