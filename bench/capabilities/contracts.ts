// Contracts bench (issue 17), each figure against its raw baseline in the same run:
//   - metered against unmetered time, on a loop-heavy contract (a counting loop) and a call-heavy
//     one (recursive fib): the same export called on a fresh instance of the metered module (gas
//     set high enough) and of the original module, rounds alternating; target <= 3x, i.e. a
//     throughput ratio of at least 1/3;
//   - instrumentation (decode, meter, encode) and compilation of a generated ~100 KB contract,
//     against V8 compiling the original bytes (the work a node would do without metering).
//   - contract calls applied per second in blocks pushed on a node on disk (the executor's worker
//     threads running them), against as many plain payments pushed the same way
//     (bench/lib/contract-calls.ts).
import { decodeModule } from '../../src/capabilities/contracts/wasm/decoder.js';
import { meterModule } from '../../src/capabilities/contracts/wasm/metering.js';
import { GAS_EXPORT } from '../../src/capabilities/contracts/wasm/abi.js';
import type { BenchRow } from '../lib/report.js';
import { collectGarbage, median, nowNs } from '../lib/timer.js';
import { fixture, generatedContract } from '../lib/contract-modules.js';
import { CALLS_PER_BLOCK, contractCallLane, paymentLane } from '../lib/contract-calls.js';
import { benchNetwork, epochNow } from '../lib/fixtures.js';
import { EPOCH_BEGINNING_MS } from '../../src/domain/network-params.js';

const ROUNDS = Number(process.env['CONTRACTS_BENCH_ROUNDS'] ?? 9);

interface Workload {
  readonly name: string;
  readonly fixture: string;
  readonly fn: string;
  readonly arg: number;
  readonly label: string;
}

const WORKLOADS: readonly Workload[] = [
  { name: 'loop-heavy', fixture: 'loop', fn: 'count', arg: 5_000_000, label: 'count(5,000,000): a tight counting loop' },
  { name: 'call-heavy', fixture: 'fib', fn: 'fib', arg: 24, label: 'fib(24): recursive calls' },
];

type Call = (ctx: number, n: number) => unknown;

function instance(module: WebAssembly.Module, metered: boolean): { call: (fn: string, n: number) => unknown } {
  const inst = new WebAssembly.Instance(module, {});
  return {
    call(fn: string, n: number) {
      if (metered) (inst.exports[GAS_EXPORT] as WebAssembly.Global).value = 10n ** 15n;
      return (inst.exports[fn] as Call)(0, n);
    },
  };
}

/** Seconds of one call on a fresh instance (instantiation excluded). */
function timeCall(module: WebAssembly.Module, metered: boolean, w: Workload): { seconds: number; result: unknown } {
  const inst = instance(module, metered);
  const t0 = nowNs();
  const result = inst.call(w.fn, w.arg);
  return { seconds: Number(nowNs() - t0) / 1e9, result };
}

async function meteredRow(w: Workload): Promise<BenchRow> {
  const original = await fixture(w.fixture);
  const metered = meterModule(decodeModule(original)).bytes;
  const plainModule = new WebAssembly.Module(original);
  const meteredModule = new WebAssembly.Module(metered);
  // Warm-up: both tiered up the same way before timing.
  for (let i = 0; i < 3; i++) {
    timeCall(plainModule, false, w);
    timeCall(meteredModule, true, w);
  }
  collectGarbage();
  const plain: number[] = [];
  const meter: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? [true, false] : [false, true];
    for (const m of order) {
      const t = timeCall(m ? meteredModule : plainModule, m, w);
      (m ? meter : plain).push(t.seconds);
    }
  }
  const a = timeCall(meteredModule, true, w).result;
  const b = timeCall(plainModule, false, w).result;
  if (a !== b) throw new Error(`${w.name}: the metered module returned ${String(a)}, the original ${String(b)}`);
  const m = median(meter);
  const p = median(plain);
  console.error(`contracts: ${w.name} metered ${(m * 1000).toFixed(2)} ms, unmetered ${(p * 1000).toFixed(2)} ms (${(m / p).toFixed(2)}x)`);
  return {
    bench: 'contracts',
    name: `metered vs unmetered, ${w.name}`,
    subject: { label: `${w.label}, the metered module (gas per basic block, call depth), median of ${ROUNDS} calls (each on a fresh instance)`, value: 1 / m, unit: 'calls/s' },
    baseline: { label: 'the same export of the original module, rounds alternating', value: 1 / p, unit: 'calls/s' },
    target: { kind: 'ratio-at-least', value: 1 / 3 },
    notes: [`${(m * 1000).toFixed(2)} ms metered vs ${(p * 1000).toFixed(2)} ms unmetered: ${(m / p).toFixed(2)}x the time (target at most 3x); module ${original.length} B, metered ${metered.length} B`],
  };
}

async function instrumentationRow(): Promise<BenchRow> {
  const original = await generatedContract();
  const instrument: number[] = [];
  const compileMetered: number[] = [];
  const compilePlain: number[] = [];
  let meteredBytes = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = nowNs();
    const metered = meterModule(decodeModule(original)).bytes;
    const t1 = nowNs();
    new WebAssembly.Module(metered);
    const t2 = nowNs();
    // A copy each round, so V8's cache of identical bytes does not answer for it.
    const copy = original.slice();
    const t3 = nowNs();
    new WebAssembly.Module(copy);
    const t4 = nowNs();
    instrument.push(Number(t1 - t0) / 1e6);
    compileMetered.push(Number(t2 - t1) / 1e6);
    compilePlain.push(Number(t4 - t3) / 1e6);
    meteredBytes = metered.length;
  }
  const total = median(instrument) + median(compileMetered);
  console.error(`contracts: ${original.length} B module: instrument ${median(instrument).toFixed(1)} ms, compile ${median(compileMetered).toFixed(1)} ms; original compile ${median(compilePlain).toFixed(1)} ms`);
  return {
    bench: 'contracts',
    name: `instrumentation and compile, a ${(original.length / 1024).toFixed(0)} KB contract`,
    subject: { label: `decode + meter + encode (our code) then new WebAssembly.Module of the metered bytes (${meteredBytes} B), median of ${ROUNDS}`, value: total, unit: 'ms' },
    baseline: { label: `new WebAssembly.Module of the original ${original.length} B (V8 alone), median of ${ROUNDS}`, value: median(compilePlain), unit: 'ms' },
    notes: [
      `instrumentation ${median(instrument).toFixed(1)} ms + compile ${median(compileMetered).toFixed(1)} ms; size +${(((meteredBytes - original.length) / original.length) * 100).toFixed(0)}%; done once per contract (prepared modules are cached by code hash)`,
      'V8 compiles lazily (each function with Liftoff on its first call), so new WebAssembly.Module is mostly validation and the raw figure is small; the instrumentation is the cost a node adds',
    ],
  };
}

const CALL_BLOCKS = Number(process.env['CONTRACTS_BENCH_BLOCKS'] ?? 8);
const LANE_REPS = Number(process.env['CONTRACTS_BENCH_REPS'] ?? 3);

async function callsRow(): Promise<BenchRow> {
  const now = epochNow({ epochBeginningMs: EPOCH_BEGINNING_MS });
  // CALL_BLOCKS + 2 blocks a lane, each at its forger's hit time (5 s on average): well in the past.
  const net = benchNetwork({ senders: CALLS_PER_BLOCK, genesisTimestamp: now - (CALL_BLOCKS + 2) * 5 * 4 * 2 * LANE_REPS - 600 });
  const calls: number[] = [];
  const payments: number[] = [];
  for (let r = 0; r < LANE_REPS; r++) {
    // Alternating order, so load from elsewhere hits both alike.
    for (const which of r % 2 === 0 ? ['calls', 'payments'] : ['payments', 'calls']) {
      const t = which === 'calls' ? await contractCallLane(net, CALL_BLOCKS) : await paymentLane(net, CALL_BLOCKS);
      (which === 'calls' ? calls : payments).push((t.transactions * 1000) / t.pushMs);
      collectGarbage();
    }
  }
  const c = median(calls);
  const p = median(payments);
  console.error(`contracts: ${c.toFixed(0)} calls/s vs ${p.toFixed(0)} payments/s applied in blocks`);
  return {
    bench: 'contracts',
    name: 'contract calls applied in blocks',
    subject: { label: `${CALL_BLOCKS} blocks of ${CALLS_PER_BLOCK} counter increments (a read, a write and an event each) pushed on a node on disk, run in the executor's worker threads; calls per second of push time, median of ${LANE_REPS}`, value: c, unit: 'calls/s' },
    baseline: { label: `${CALL_BLOCKS} blocks of ${CALLS_PER_BLOCK} plain payments pushed the same way`, value: p, unit: 'payments/s' },
    notes: ['each call crosses to a worker and back, and its storage read is answered through the channel; the counter, each call\'s outcome and the call count are checked after the timed blocks'],
  };
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const w of WORKLOADS) rows.push(await meteredRow(w));
  rows.push(await instrumentationRow());
  rows.push(await callsRow());
  return rows;
}
