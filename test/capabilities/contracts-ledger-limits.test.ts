// Contracts' limits and failure paths on an in-process devnet node (fake runner): refusals naming
// the attachment field at fault, the block gas budget (block selection skips what does not fit; a
// block over it is invalid), a node fault that never becomes an outcome, a node without a runner,
// and popOff across uploads and calls that wrote storage and emitted events.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Attachment } from '../../src/domain/types.js';
import { StateOverlay } from '../../src/domain/state/overlay.js';
import { applyTransaction } from '../../src/domain/validation.js';
import { TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import { phasingFeeMTA } from '../../src/domain/phasing.js';
import { BASE_FEE_MTA, BLOCK_GAS_LIMIT, GAS_PER_FEE_COIN, gasFeeMTA, MAX_CODE_BYTES, MAX_GAS_PER_TRANSACTION, UPLOAD_GAS_PER_BYTE, uploadBlockGas } from '../../src/capabilities/contracts/constants.js';
import { contractCall } from '../../src/capabilities/contracts/call.js';
import { contractCallOf, contractEventsOf, contractOf, contractStorageOf } from '../../src/capabilities/contracts/queries.js';
import { CONTRACT_BLOCK_GAS } from '../../src/capabilities/contracts/tables.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { signedTx } from '../helpers/signed-tx.js';
import { phasingOf } from '../helpers/phasing-txs.js';
import { contractNode, type ContractNode } from '../helpers/contract-node.js';
import { contractWasm } from '../helpers/contract-wasm.js';
import { callTx, uploadTx } from '../helpers/contract-txs.js';

describe('contracts: limits and failures', () => {
  let t: ContractNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await contractNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.close());
  const k = ledgerKit(() => t, () => genesis);
  const [U, C] = ['devnet-0', 'devnet-1'];
  const upload = async () => {
    const tx = uploadTx(t.node, k.p(U), contractWasm());
    await k.forge(tx);
    return tx.id;
  };

  it('refuses bad uploads by errorCode 7 naming the field, a low fee by FEE_TOO_LOW', async () => {
    const refusal = (code: Uint8Array, o: Parameters<typeof uploadTx>[3] = {}, fee?: bigint) => k.refusal(uploadTx(t.node, { ...k.p(U), ...(fee ? { feeMTA: fee } : {}) }, code, o));
    const good = contractWasm();
    expect(await refusal(good, { name: 'no spaces' })).toMatchObject({ code: 7, param: 'contractName', dependsOnState: false });
    expect(await refusal(good, { name: 'x'.repeat(65) })).toMatchObject({ code: 7, param: 'contractName' });
    expect(await refusal(Uint8Array.from([1, 2, 3]))).toMatchObject({ code: 7, param: 'contract' });
    const big = contractWasm({ pad: MAX_CODE_BYTES });
    expect(big.length).toBeGreaterThan(MAX_CODE_BYTES);
    expect(await refusal(big)).toMatchObject({ code: 7, param: 'contract' });
    // Valid wasm the policy refuses (a float, a start section): the validator's rule is named.
    const wt = await import('@bytecodealliance/jco-transpile/wasm-tools');
    const floaty = await wt.parse('(module (memory (export "memory") 1 1) (func (export "init") (param i32) (drop (f64.add (f64.const 1) (f64.const 2)))))');
    const refused = (await refusal(floaty)) as TransactionRejectedError;
    expect(refused).toMatchObject({ code: 7, param: 'contract' });
    expect(refused.reason).toMatch(/floats/);
    expect(await refusal(good, { gasLimit: 0n })).toMatchObject({ code: 7, param: 'gasLimit' });
    expect(await refusal(good, { gasLimit: MAX_GAS_PER_TRANSACTION + 1n })).toMatchObject({ code: 7, param: 'gasLimit' });
    // The fee pays for what the upload reserves, its code's bytes and init's gas limit: one gas past
    // a fee coin's boundary costs one more coin...
    const past = GAS_PER_FEE_COIN + 1n - BigInt(good.length) * UPLOAD_GAS_PER_BYTE;
    expect(past > 0n && past <= MAX_GAS_PER_TRANSACTION).toBe(true);
    expect(uploadBlockGas(good.length, past)).toBe(GAS_PER_FEE_COIN + 1n);
    expect(await refusal(good, { gasLimit: past }, gasFeeMTA(GAS_PER_FEE_COIN))).toMatchObject({ rejectReason: TxRejectReason.FEE_TOO_LOW, param: 'feeMTA' });
    expect(gasFeeMTA(GAS_PER_FEE_COIN + 1n)).toBe(BASE_FEE_MTA + 2n * ONE_COIN);
    // ...and a fee enough for the gas limit alone is too low once the code's bytes count (a gas
    // limit on a fee coin's boundary: the bytes start the next coin).
    const onBoundary = GAS_PER_FEE_COIN;
    expect(gasFeeMTA(uploadBlockGas(good.length, onBoundary))).toBeGreaterThan(gasFeeMTA(onBoundary));
    expect(await refusal(good, { gasLimit: onBoundary }, gasFeeMTA(onBoundary))).toMatchObject({ rejectReason: TxRejectReason.FEE_TOO_LOW, param: 'feeMTA' });
    expect(await refusal(good, { gasLimit: onBoundary }, gasFeeMTA(uploadBlockGas(good.length, onBoundary)))).toMatchObject({ accepted: true });
  });

  it('an upload of nearly 128 KB fits a block and is stored whole', async () => {
    const code = contractWasm({ pad: MAX_CODE_BYTES - 400 });
    expect(code.length).toBeGreaterThan(MAX_CODE_BYTES - 400);
    expect(code.length).toBeLessThanOrEqual(MAX_CODE_BYTES);
    const tx = uploadTx(t.node, k.p(U), code);
    await k.forge(tx);
    expect(contractOf(t.node.state, tx.id)).toMatchObject({ size: code.length });
  });

  it('refuses bad calls by errorCode 7 naming the field; contract transactions cannot be phased', async () => {
    const id = await upload();
    const refusal = (fn: string, o: Parameters<typeof callTx>[4] = {}) => k.refusal(callTx(t.node, k.p(C), id, fn, o));
    for (const fn of ['init', '_initialize', '__gas', 'bad-name', '1st', 'x'.repeat(65), '']) expect(await refusal(fn)).toMatchObject({ code: 7, param: 'function' });
    expect(await refusal('bump', { args: Array.from({ length: 17 }, () => 1n) })).toMatchObject({ code: 7, param: 'args' });
    expect(await refusal('echo', { input: new Uint8Array(4097) })).toMatchObject({ code: 7, param: 'input' });
    expect(await refusal('bump', { gasLimit: 0n })).toMatchObject({ code: 7, param: 'gasLimit' });
    expect(await k.refusal(callTx(t.node, k.p(C), 987654321n, 'bump'))).toMatchObject({ code: 7, param: 'contract', dependsOnState: true });
    const h = await k.height();
    const phasing = phasingOf(h + 5, ['devnet-2']);
    const a = { version: 1, fn: 'bump', args: [1n], input: new Uint8Array(0), gasLimit: 1000n } as Attachment;
    const phased = signedTx(t.node, contractCall, a, { ...k.p(C), to: id, feeMTA: gasFeeMTA(1000n) + phasingFeeMTA(phasing), appendices: { phasing } });
    expect(await k.refusal(phased)).toMatchObject({ code: 7, param: 'phased' });
  });

  it('block gas: selection leaves out what passes the budget; a block over it is invalid', async () => {
    const id = await upload();
    const perBlock = Number(BLOCK_GAS_LIMIT / MAX_GAS_PER_TRANSACTION);
    expect(perBlock).toBeGreaterThan(1);
    const calls = Array.from({ length: perBlock + 1 }, () => callTx(t.node, k.p(C), id, 'ping', { gasLimit: MAX_GAS_PER_TRANSACTION }));
    for (const c of calls) expect((await t.node.mempool.submit(c)).accepted).toBe(true);
    const first = await t.node.forger.generateBlock();
    expect(first.transactions).toHaveLength(perBlock);
    const second = await t.node.forger.generateBlock();
    expect(second.transactions).toHaveLength(1);
    expect(calls.every((c) => contractCallOf(t.node.state, c.id)?.ok === true)).toBe(true);
    // Committed state never keeps a block's budget.
    expect(t.node.state.get(CONTRACT_BLOCK_GAS, BigInt(first.height))).toBeUndefined();
    // Applying them all in one block: the one past the budget is refused (not for this node's
    // state only: the block is invalid everywhere).
    const overlay = new StateOverlay({ height: (await k.height()) + 1, blockTimestamp: t.time.nowEpochSeconds() }, { source: t.store });
    const more = Array.from({ length: perBlock + 1 }, () => callTx(t.node, k.p(C), id, 'ping', { gasLimit: MAX_GAS_PER_TRANSACTION }));
    for (const c of more.slice(0, perBlock)) applyTransaction(c, overlay, t.node.registry);
    const errorOf = (f: () => void): unknown => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const error = errorOf(() => applyTransaction(more[perBlock]!, overlay, t.node.registry));
    expect(error).toBeInstanceOf(TransactionRejectedError);
    expect(error).toMatchObject({ rejectReason: TxRejectReason.TOO_LARGE, param: 'gasLimit', dependsOnState: false });
    // An upload reserves its code's bytes too: one whose gas limit alone fits what is left is refused.
    const left = BLOCK_GAS_LIMIT - BigInt(perBlock) * MAX_GAS_PER_TRANSACTION;
    expect(left).toBeGreaterThan(0n);
    const late = uploadTx(t.node, k.p(U), contractWasm({ salt: 'late' }), { gasLimit: left });
    expect(errorOf(() => applyTransaction(late, overlay, t.node.registry))).toMatchObject({ rejectReason: TxRejectReason.TOO_LARGE, param: 'gasLimit', dependsOnState: false });
  });

  it('a node fault is never an outcome: the forger drops the call from its pool', async () => {
    const id = await upload();
    const fault = callTx(t.node, k.p(C), id, 'fault');
    const ok = callTx(t.node, k.p(U), id, 'ping');
    const block = await k.forge(fault, ok);
    expect(block.transactions.map((x) => x.id)).toEqual([ok.id]);
    expect(contractCallOf(t.node.state, fault.id)).toBeUndefined();
    expect(await t.node.mempool.get(fault.id)).toBeUndefined();
  });

  it('a node given no executor runs contracts with the capability\'s inline runner', async () => {
    const bare = await contractNode({ runner: null });
    try {
      expect(bare.node.rules.registry.hooks.contracts?.status?.()).toMatchObject({ mode: 'inline' });
      const g = (await bare.node.blockchain.status()).genesisBlockId;
      const tx = uploadTx(bare.node, { from: U, timestamp: bare.time.nowEpochSeconds(), ecBlockId: g }, contractWasm());
      expect(await bare.node.mempool.submit(tx)).toMatchObject({ accepted: true });
      await bare.node.forger.generateBlock();
      expect(contractCallOf(bare.node.state, tx.id)).toMatchObject({ ok: true });
    } finally {
      await bare.close();
    }
  });

  it('popOff undoes uploads and calls that wrote storage and emitted events, and pushing them again redoes them', async () => {
    const digests = [(await t.node.stateDigest()).digest];
    const blocks = [];
    const up = uploadTx(t.node, k.p(U), contractWasm());
    blocks.push(await k.forge(up));
    digests.push((await t.node.stateDigest()).digest);
    blocks.push(await k.forge(callTx(t.node, k.p(C), up.id, 'bump', { args: [3n] }), callTx(t.node, k.p(U), up.id, 'emit', { args: [2n], input: 'd' })));
    digests.push((await t.node.stateDigest()).digest);
    blocks.push(await k.forge(callTx(t.node, k.p(C), up.id, 'set', { input: 'n=;z=9' }), callTx(t.node, k.p(C), up.id, 'ping'), callTx(t.node, k.p(U), up.id, 'fail')));
    digests.push((await t.node.stateDigest()).digest);
    const top = await k.height();
    expect((await contractEventsOf(t.node.state, up.id)).map((e) => e.event)).toEqual(['e0', 'e1', 'ping']);
    for (let i = blocks.length - 1; i >= 0; i--) {
      await t.node.blockchain.popOff({ height: top - blocks.length + i });
      expect((await t.node.stateDigest()).digest).toBe(digests[i]);
    }
    expect(contractOf(t.node.state, up.id)).toBeUndefined();
    expect(contractStorageOf(t.node.state, up.id)).toEqual([]);
    expect(await contractEventsOf(t.node.state, up.id)).toEqual([]);
    for (let i = 0; i < blocks.length; i++) {
      await t.node.blockchain.pushBlock(blocks[i]!);
      expect((await t.node.stateDigest()).digest).toBe(digests[i + 1]);
    }
    expect((await contractEventsOf(t.node.state, up.id)).map((e) => e.event)).toEqual(['e0', 'e1', 'ping']);
  });
});
