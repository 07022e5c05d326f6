// One outcome whatever the node's settings: generated contracts (contract-programs.ts) run through
// the executor's two paths, unguarded inline on this thread (block application) and guarded in a
// worker thread (block selection with contractWorkers > 0), and the results are compared byte for
// byte: ok, revert kind and reason, gas used, return value, writes, events and storage bytes.
// Fixed cases add what a generator reaches rarely: 300,000 new keys in one run (a result far
// larger than the channel's shared data area), the storage limit, and recursion with the largest
// frames until the stack budget stops it.
import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { sha256 } from '@noble/hashes/sha2.js';
import type { ContractRunRequest, ContractRunResult, ContractStorageView } from '../../src/domain/contract-runner.js';
import { toHex } from '../../src/domain/hex.js';
import { codeRefusal } from '../../src/capabilities/contracts/code-check.js';
import { ContractExecutor } from '../../src/capabilities/contracts/runtime/executor.js';
import { CHANNEL_DATA_BYTES } from '../../src/capabilities/contracts/runtime/channel.js';
import { MAX_GAS_PER_TRANSACTION } from '../../src/capabilities/contracts/constants.js';
import { BIG_KEY, programArb, programWat, type Program } from './contract-programs.js';

const enc = new TextEncoder();
// Watchdogs no test machine reaches: only the outcome is compared here.
const inline = new ContractExecutor({ workers: 0, watchdogMs: 600_000 });
const inWorker = new ContractExecutor({ workers: 1, watchdogMs: 600_000 });
afterAll(() => inWorker.close());

/** Every field of a result as text: equal strings are equal results, byte for byte. */
const canonical = (r: ContractRunResult): string =>
  JSON.stringify({
    ok: r.ok,
    revert: r.revert ?? null,
    gasUsed: r.gasUsed.toString(),
    returnValue: toHex(r.returnValue),
    writes: r.writes.map(([k, v]) => [toHex(k), v === null ? null : toHex(v)]),
    events: r.events.map((e) => [e.event, e.data]),
    storageBytes: r.storageBytes,
  });

function view(entries: ReadonlyMap<string, Uint8Array>): ContractStorageView {
  return { get: (key) => entries.get(toHex(key)) };
}

async function compiled(p: Program, inputLength: number): Promise<Uint8Array> {
  const code = await parse(programWat(p, inputLength));
  expect(codeRefusal(code)).toBeUndefined();
  return code;
}

function request(code: Uint8Array, input: Uint8Array, gasLimit: bigint, storageBytes: number): ContractRunRequest {
  return { contract: 4242n, code, codeHash: sha256(code), fn: 'run', args: [], input, sender: 77n, amount: 5n, height: 12, gasLimit, storageBytes };
}

/** Runs both ways; returns the inline result after checking the worker's equals it. */
function bothWays(req: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
  const a = inline.run(req, storage);
  const b = inWorker.guarded(() => inWorker.run(req, storage), { preempt: true });
  // The canonical text is the byte-for-byte comparison (and fast on 300,000 writes); the deep
  // equality adds the types (bigint, byte arrays) where it is cheap enough.
  const [ta, tb] = [canonical(a), canonical(b)];
  // On a difference, the first 2,000 characters from where they part are enough to read it.
  if (ta !== tb) {
    let at = 0;
    while (ta[at] === tb[at]) at++;
    expect(tb.slice(Math.max(0, at - 200), at + 1800)).toBe(ta.slice(Math.max(0, at - 200), at + 1800));
  }
  if (a.writes.length < 10_000) expect(b).toEqual(a);
  return a;
}

const storageArb = (keys: readonly string[]) =>
  fc.array(
    fc.tuple(
      fc.constantFrom(...keys),
      fc.oneof(
        fc.integer({ min: 0, max: 10 ** 9 }).map((n) => enc.encode(String(n))),
        fc.uint8Array({ maxLength: 300 }),
      ),
    ),
    { maxLength: keys.length },
  );

describe('contracts: one outcome inline and in a worker', () => {
  it('generated contracts give byte-for-byte equal results on both paths', async () => {
    const kinds = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        programArb.chain((p) => fc.record({ p: fc.constant(p), stored: storageArb(p.keys), input: fc.uint8Array({ maxLength: 4096 }), gas: fc.oneof(fc.constant(MAX_GAS_PER_TRANSACTION), fc.bigInt({ min: 1n, max: 3_000_000n })) })),
        async ({ p, stored, input, gas }) => {
          const entries = new Map<string, Uint8Array>(stored.map(([k, v]) => [toHex(enc.encode(k)), v]));
          // A stored value larger than the channel's data area: its read crosses by the port.
          entries.set(toHex(enc.encode(BIG_KEY)), new Uint8Array(CHANNEL_DATA_BYTES + 70_000).fill(3));
          const storageBytes = [...entries].reduce((s, [k, v]) => s + k.length / 2 + v.length, 0);
          const r = bothWays(request(await compiled(p, input.length), input, gas, storageBytes), view(entries));
          const kind = r.ok ? 'ok' : r.revert!.kind;
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        },
      ),
      { numRuns: 60 },
    );
    // The generator reaches successes and reverts of several kinds (not only one path).
    expect(kinds.get('ok') ?? 0).toBeGreaterThan(0);
    expect([...kinds.keys()].filter((k) => k !== 'ok').length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  const manyKeys = (n: number): Program => ({ keys: ['k'], messages: ['m'], data: new Uint8Array(16), recLocals: 1, ops: [{ k: 'many', n, base: 0x10000 }] });

  it('300,000 new keys in one run: the same result in a worker as inline (no transport limit)', async () => {
    const code = await compiled(manyKeys(300_000), 0);
    // A gas limit beyond a transaction's: the runner's transport is tested, not the protocol's limit.
    const r = bothWays(request(code, new Uint8Array(0), 10n ** 13n, 0), view(new Map()));
    expect(r).toMatchObject({ ok: true, storageBytes: 900_000 });
    expect(r.writes).toHaveLength(300_000);
  }, 60_000);

  it('a write set past the storage limit reverts the same way on both paths', async () => {
    const code = await compiled(manyKeys(2_000), 0);
    const nearlyFull = 1024 * 1024 - 3_000;
    expect(bothWays(request(code, new Uint8Array(0), 10n ** 13n, nearlyFull), view(new Map()))).toMatchObject({ ok: false, revert: { kind: 'STORAGE_LIMIT' } });
  }, 60_000);

  it('recursion with the largest frames ends in CALL_DEPTH on both paths, never a node fault', async () => {
    for (const recLocals of [1, 120, 250]) {
      const p: Program = { keys: ['deep'], messages: ['m'], data: new Uint8Array(16), recLocals, ops: [{ k: 'recurse', depth: 1_000_000 }] };
      const r = bothWays(request(await compiled(p, 0), new Uint8Array(0), 10n ** 13n, 0), view(new Map([[toHex(enc.encode('deep')), enc.encode('x')]])));
      expect(r).toMatchObject({ ok: false, revert: { kind: 'CALL_DEPTH' } });
    }
  }, 60_000);
});
