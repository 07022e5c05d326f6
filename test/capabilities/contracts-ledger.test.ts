// Contracts' ledger rules on an in-process devnet node with the fake runner (contract-fake-runner.ts):
// an upload creates the contract and applies its init's writes; an init that reverts creates
// nothing; calls apply writes and events or revert with their outcome recorded; the amount goes to
// the recipient; references resolve at apply time, re-pointing reaches the new contract's own
// storage, deletion stops them; the 1 MB storage limit reverts.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { BlockEvent } from '../../src/domain/state/state.js';
import { callEventsOf, contractCallOf, contractCodeOf, contractEventsOf, contractOf, contractStorageOf, referenceOf, referencesTo } from '../../src/capabilities/contracts/queries.js';
import { BASE_FEE_MTA, GAS_PER_FEE_COIN, gasFeeMTA, MAX_GAS_PER_TRANSACTION, MAX_STORAGE_BYTES, METERING_VERSION, POLICY_VERSION, UPLOAD_GAS_PER_BYTE, uploadBlockGas } from '../../src/capabilities/contracts/constants.js';
import { codeHashOf } from '../../src/capabilities/contracts/code-check.js';
import { idOf } from '../chain/helpers.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { contractNode, type ContractNode } from '../helpers/contract-node.js';
import { contractWasm } from '../helpers/contract-wasm.js';
import type { FakeRunner } from '../helpers/contract-fake-runner.js';
import { callTx, deleteReferenceTx, setReferenceTx, uploadTx } from '../helpers/contract-txs.js';

const text = (b: Uint8Array) => new TextDecoder().decode(b);
const storage = (t: ContractNode, contract: bigint) => Object.fromEntries(contractStorageOf(t.node.state, contract).map((e) => [text(e.key), text(e.value)]));

describe('contracts: the ledger', () => {
  let t: ContractNode;
  let genesis: bigint;
  let events: BlockEvent[];
  beforeEach(async () => {
    t = await contractNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
    events = [];
    t.node.events.on('blockPushed', (b) => events.push(...b.events.filter((e) => e.capability === 'contracts')));
  });
  afterEach(() => t.close());
  const k = ledgerKit(() => t, () => genesis);
  const [U, C, R] = ['devnet-0', 'devnet-1', 'devnet-2'];
  const balance = async (phrase: string | bigint) => {
    const a = await t.node.blockchain.getAccount(typeof phrase === 'string' ? idOf(phrase) : phrase);
    return (a?.balanceMTA ?? 0n) - (a?.forgedBalanceMTA ?? 0n);
  };
  const upload = async (opts: Parameters<typeof contractWasm>[0] = {}) => {
    const tx = uploadTx(t.node, k.p(U), contractWasm(opts), { name: 'counter' });
    await k.forge(tx);
    return tx;
  };

  it('an upload stores the code, runs init as the uploader and records the outcome', async () => {
    const before = await balance(U);
    const code = contractWasm();
    // The fee pays for the code's bytes as well as init's gas limit: at a gas limit on a fee coin's
    // boundary the bytes take it into one more started fee coin.
    const gasLimit = GAS_PER_FEE_COIN;
    expect(gasLimit <= MAX_GAS_PER_TRANSACTION).toBe(true);
    const tx = uploadTx(t.node, k.p(U), code, { name: 'counter', gasLimit });
    expect(uploadBlockGas(code.length, gasLimit)).toBe(BigInt(code.length) * UPLOAD_GAS_PER_BYTE + gasLimit);
    expect(gasFeeMTA(uploadBlockGas(code.length, gasLimit))).toBeGreaterThan(gasFeeMTA(gasLimit));
    const started = (uploadBlockGas(code.length, gasLimit) + GAS_PER_FEE_COIN - 1n) / GAS_PER_FEE_COIN;
    expect(tx.feeMTA).toBe(BASE_FEE_MTA + started * ONE_COIN + 1n); // (+ the kit's extra fee)
    await k.forge(tx);
    const h = await k.height();
    expect(contractOf(t.node.state, tx.id)).toMatchObject({ uploader: idOf(U), name: 'counter', size: code.length, height: h, storageKeys: 1, storageBytes: 6, policyVersion: POLICY_VERSION, meteringVersion: METERING_VERSION });
    expect([POLICY_VERSION, METERING_VERSION]).toEqual([2, 2]);
    expect(contractOf(t.node.state, tx.id)!.codeHash).toEqual(codeHashOf(code));
    expect(contractCodeOf(t.node.state, tx.id)).toEqual(code);
    expect(storage(t, tx.id)).toEqual({ owner: '1' });
    expect(contractCallOf(t.node.state, tx.id)).toMatchObject({ kind: 'UPLOAD', contract: tx.id, fn: 'init', sender: idOf(U), ok: true, gasLimit, gasUsed: 1100n, events: 0, height: h });
    expect(events).toEqual([expect.objectContaining({ name: 'uploaded', transactionId: tx.id, attributes: expect.objectContaining({ contract: tx.id, ok: true }) })]);
    expect(await balance(U)).toBe(before - tx.feeMTA);
  });

  it('an init that reverts creates no contract; the fee is kept and the outcome says why', async () => {
    const before = await balance(U);
    const tx = await upload({ initReverts: true });
    expect(contractOf(t.node.state, tx.id)).toBeUndefined();
    expect(contractCodeOf(t.node.state, tx.id)).toBeUndefined();
    expect(storage(t, tx.id)).toEqual({});
    expect(contractCallOf(t.node.state, tx.id)).toMatchObject({ kind: 'UPLOAD', ok: false, revertKind: 'TRAP', revertReason: 'unreachable' });
    expect(await balance(U)).toBe(before - tx.feeMTA);
    // Nothing to call.
    expect(await k.refusal(callTx(t.node, k.p(C), tx.id, 'bump', { args: [1n] }))).toMatchObject({ code: 7, param: 'contract', dependsOnState: true });
  });

  it('calls apply their writes and events; a revert keeps only its outcome and the fee', async () => {
    const up = await upload();
    const bump = callTx(t.node, k.p(C), up.id, 'bump', { args: [5n] });
    const ping = callTx(t.node, k.p(C), up.id, 'ping');
    await k.forge(bump, ping);
    const h = await k.height();
    expect(storage(t, up.id)).toEqual({ owner: '1', n: '5' });
    expect(contractOf(t.node.state, up.id)).toMatchObject({ storageKeys: 2, storageBytes: 8 });
    expect(contractCallOf(t.node.state, bump.id)).toMatchObject({ kind: 'CALL', fn: 'bump', sender: idOf(C), target: up.id, ok: true, events: 0 });
    const pinged = contractCallOf(t.node.state, ping.id)!;
    expect(pinged).toMatchObject({ ok: true, events: 1 });
    expect(callEventsOf(t.node.state, ping.id, pinged)).toEqual([expect.objectContaining({ contract: up.id, transaction: ping.id, index: 0, height: h, event: 'ping', data: 'x' })]);
    expect((await contractEventsOf(t.node.state, up.id)).map((e) => e.event)).toEqual(['ping']);
    expect(events.filter((e) => e.name === 'event')).toEqual([{ capability: 'contracts', name: 'event', transactionId: ping.id, attributes: { contract: up.id, event: 'ping', data: 'x', index: 0 } }]);

    const before = await balance(C);
    const fail = callTx(t.node, k.p(C), up.id, 'check', { args: [-1n] });
    const under = callTx(t.node, k.p(C), up.id, 'bump', { args: [-6n] });
    await k.forge(fail, under);
    expect(contractCallOf(t.node.state, fail.id)).toMatchObject({ ok: false, revertKind: 'REQUIRE', revertReason: 'negative', events: 0 });
    expect(contractCallOf(t.node.state, under.id)).toMatchObject({ ok: false, revertKind: 'ARITHMETIC' });
    expect(storage(t, up.id)).toEqual({ owner: '1', n: '5' });
    expect(await balance(C)).toBe(before - fail.feeMTA - under.feeMTA);
  });

  it('the runner sees the call: sender, amount, height, gas, args, input and the storage before it', async () => {
    const up = await upload();
    // Just past one fee coin's worth of gas: two started coins.
    const gasLimit = GAS_PER_FEE_COIN + 12_345_678n;
    const call = callTx(t.node, k.p(C), up.id, 'echo', { args: [7n, -8n], input: 'hello', amountMTA: 3n * ONE_COIN, gasLimit });
    await k.forge(call);
    const run = (t.runner as FakeRunner).runs.at(-1)!;
    expect(run).toMatchObject({ contract: up.id, fn: 'echo', args: [7n, -8n], sender: idOf(C), amount: 3n * ONE_COIN, height: await k.height(), gasLimit, storageBytes: 6 });
    expect(text(run.input)).toBe('hello');
    expect(text(contractCallOf(t.node.state, call.id)!.returnValue)).toBe('hello');
    // The amount went to the contract's account, by the core's payment rule.
    expect(await balance(up.id)).toBe(3n * ONE_COIN);
    expect(gasFeeMTA(gasLimit)).toBe(BASE_FEE_MTA + 2n * ONE_COIN);
  });

  it('storage writes and deletes in order; a run that would pass 1 MB reverts with STORAGE_LIMIT', async () => {
    const up = await upload();
    await k.forge(callTx(t.node, k.p(C), up.id, 'set', { input: 'a=1;b=22;a=333;owner=' }));
    expect(storage(t, up.id)).toEqual({ a: '333', b: '22' });
    expect(contractOf(t.node.state, up.id)).toMatchObject({ storageKeys: 2, storageBytes: 1 + 3 + 1 + 2 });
    const tooBig = callTx(t.node, k.p(C), up.id, 'big', { args: [BigInt(MAX_STORAGE_BYTES)] });
    const fits = callTx(t.node, k.p(R), up.id, 'big', { args: [BigInt(MAX_STORAGE_BYTES - 7 - 3)] });
    await k.forge(tooBig);
    expect(contractCallOf(t.node.state, tooBig.id)).toMatchObject({ ok: false, revertKind: 'STORAGE_LIMIT' });
    await k.forge(fits);
    expect(contractCallOf(t.node.state, fits.id)).toMatchObject({ ok: true });
    expect(contractOf(t.node.state, up.id)!.storageBytes).toBe(MAX_STORAGE_BYTES);
  });

  it('references: calls through an account reach the contract it points at when applied', async () => {
    const v1 = await upload();
    const v2 = uploadTx(t.node, k.p(U), contractWasm({ salt: 'v2' }), { name: 'counter-v2' });
    await k.forge(v2);
    const set = setReferenceTx(t.node, k.p(R), v1.id);
    await k.forge(set);
    expect(referenceOf(t.node.state, idOf(R))).toEqual({ contract: v1.id, height: await k.height() });
    expect(referencesTo(t.node.state, v1.id).map(([a]) => a)).toEqual([idOf(R)]);
    const viaRef = callTx(t.node, k.p(C), idOf(R), 'bump', { args: [2n], amountMTA: ONE_COIN });
    await k.forge(viaRef);
    expect(storage(t, v1.id)).toMatchObject({ n: '2' });
    expect(contractCallOf(t.node.state, viaRef.id)).toMatchObject({ contract: v1.id, target: idOf(R), amount: ONE_COIN });
    // Re-pointing is an upgrade: the same call now reaches v2, with v2's own storage.
    await k.forge(setReferenceTx(t.node, k.p(R), v2.id));
    await k.forge(callTx(t.node, k.p(C), idOf(R), 'bump', { args: [4n] }));
    expect(storage(t, v2.id)).toMatchObject({ n: '4' });
    expect(storage(t, v1.id)).toMatchObject({ n: '2' });
    expect(referencesTo(t.node.state, v1.id)).toEqual([]);
    // Deleted: the account names no contract any more.
    await k.forge(deleteReferenceTx(t.node, k.p(R)));
    expect(referenceOf(t.node.state, idOf(R))).toBeUndefined();
    expect(await k.refusal(callTx(t.node, k.p(C), idOf(R), 'bump', { args: [1n] }))).toMatchObject({ code: 7, param: 'contract' });
    expect(await k.refusal(deleteReferenceTx(t.node, k.p(R)))).toMatchObject({ code: 7, param: 'account' });
    expect(await k.refusal(setReferenceTx(t.node, k.p(R), 123456789n))).toMatchObject({ code: 7, param: 'contract' });
    expect(events.map((e) => e.name)).toEqual(expect.arrayContaining(['referenceSet', 'referenceDeleted', 'called']));
  });
});
