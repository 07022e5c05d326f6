// Contracts' generators for the state-digest property test (digest-generators.ts): uploads of the
// tiny module of contract-wasm.ts (an init that reverts now and then), calls of its functions
// (writes with bump, events with ping, reverts with check and fail) on a contract or through an
// account's reference, and references set, re-pointed and deleted. Each reads the node's committed
// state for a target and falls back to an upload when there is none. The module behaves alike
// under the fake runner and the real one.
import type { Transaction } from '../../src/domain/transaction.js';
import { contractsOf, referenceOf } from '../../src/capabilities/contracts/queries.js';
import { CONTRACT_REFERENCES } from '../../src/capabilities/contracts/tables.js';
import { idOf } from '../chain/helpers.js';
import { contractWasm } from './contract-wasm.js';
import { callTx, deleteReferenceTx, setReferenceTx, uploadTx } from './contract-txs.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';

export type ContractGen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

/** Fees are paid in coin: the senders are the funded devnet actors (the first three). */
const funded = (i: number, actors: readonly string[]) => actors[i % 3]!;
const input = (from: string, op: Op, ctx: Ctx) => ({ from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, extraFee: BigInt(op.b) });
// Enough for a run of the calibrated schedule (a run's base is 6,500,000) and fee-cheap (2 coins).
const GAS = 50_000_000n;

function upload(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  // Salted by the op so uploads differ; about one in eight has an init that reverts.
  const code = contractWasm({ salt: `${op.a}-${op.b}-${op.to}`, initReverts: op.flag && op.b === 0 });
  return uploadTx(ctx.node, input(funded(op.from, actors), op, ctx), code, { name: `c${op.a}`, gasLimit: GAS });
}

/** A contract chosen by `op.a`, or undefined when there is none yet. */
function someContract(op: Op, ctx: Ctx): bigint | undefined {
  const all = contractsOf(ctx.node.state);
  return all[op.a % Math.max(1, all.length)]?.[0];
}

/** Calls of the module's functions: bump writes, ping emits, check and fail revert (check only
 * with a negative argument). */
const CALLS: ReadonlyArray<(op: Op) => { fn: string; args: bigint[] }> = [
  (op) => ({ fn: 'bump', args: [BigInt(op.a)] }),
  () => ({ fn: 'ping', args: [] }),
  (op) => ({ fn: 'check', args: [op.flag ? -1n : BigInt(op.a)] }),
  () => ({ fn: 'fail', args: [] }),
];

function call(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  const from = funded(op.from, actors);
  // Through an account's reference (when `to` names one that has it), else the contract itself.
  const via = idOf(actors[op.to]!);
  const target = referenceOf(ctx.node.state, via) !== undefined && op.flag ? via : someContract(op, ctx);
  if (target === undefined) return upload(op, ctx, actors);
  const { fn, args } = CALLS[op.b % CALLS.length]!(op);
  return callTx(ctx.node, input(from, op, ctx), target, fn, { args, gasLimit: GAS, amountMTA: op.flag ? BigInt(op.a) : 0n });
}

function setReference(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  const contract = someContract(op, ctx);
  if (contract === undefined) return upload(op, ctx, actors);
  return setReferenceTx(ctx.node, input(funded(op.to, actors), op, ctx), contract);
}

function deleteReference(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  const holders = ctx.node.state.scan(CONTRACT_REFERENCES, 'byContract').map(([account]) => account);
  const from = actors.slice(0, 3).find((a) => holders.includes(idOf(a)));
  return from === undefined ? setReference(op, ctx, actors) : deleteReferenceTx(ctx.node, input(from, op, ctx));
}

/** The steps, calls weighing most so a run of a few blocks writes, emits and reverts. */
const STEPS: readonly ContractGen[] = [upload, upload, call, call, call, call, setReference, deleteReference];

/** Three entries that pick a step from the op's fields: contracts take a small share of the
 * property test's kinds, so the other capabilities' rarer sequences (approvals, lapses, exchanges)
 * keep their chances in the seeded runs. */
export const CONTRACT_GENERATORS: readonly ContractGen[] = [
  (op, ctx, actors) => STEPS[(op.a + op.b) % STEPS.length]!(op, ctx, actors),
  (op, ctx, actors) => STEPS[(op.a * 3 + op.to) % STEPS.length]!(op, ctx, actors),
  (op, ctx, actors) => STEPS[(op.a + op.from * 5 + (op.flag ? 1 : 0)) % STEPS.length]!(op, ctx, actors),
];
