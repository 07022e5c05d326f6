// One behaviour for every token example, whatever compiled it (AssemblyScript with the compact or
// the default flags, C with clang, Rust with rustc): the same calls on the node's inline runner
// give the same outcomes, return values, storage writes and events. Gas differs by toolchain and
// is not compared.
import { CALL_BASE_GAS } from '../../src/capabilities/contracts/runtime/execute.js';
import { asI64, RunnerHarness, type RunSummary } from './runner-harness.js';

export const ALICE = 0x1111n;
export const BOB = 0x2222n;
/** An id above 2^63: its key and event use the unsigned decimal form. */
export const CAROL = 0xf000000000000001n;
export const SUPPLY = 1_000_000_000n;

const transfer = (from: bigint, to: bigint, amount: bigint) => ({ event: 'Transfer', data: `{"from":"${from}","to":"${to}","amount":"${amount}"}` });
const ok = (writes: Array<[string, string]>, events: RunSummary['events'] = [], returned = ''): RunSummary => ({ ok: true, returned, writes, events });
const returns = (returned: string): RunSummary => ok([], [], returned);
const reverts = (revert: string): RunSummary => ({ ok: false, revert, returned: '', writes: [], events: [] });

/** The calls, in order, and what each must give. */
export const TOKEN_STEPS: ReadonlyArray<{ readonly what: string; readonly run: (h: RunnerHarness) => RunSummary; readonly expect: RunSummary }> = [
  {
    what: 'init mints the supply to the uploader',
    run: (h) => h.run('init', { sender: ALICE }),
    expect: ok([['supply', `${SUPPLY}`], [`balance:${ALICE}`, `${SUPPLY}`]], [transfer(0n, ALICE, SUPPLY)]),
  },
  {
    what: 'a transfer moves the amount and emits Transfer',
    run: (h) => h.run('transfer', { sender: ALICE }, asI64(CAROL), 250n),
    expect: ok([[`balance:${ALICE}`, `${SUPPLY - 250n}`], [`balance:${CAROL}`, '250']], [transfer(ALICE, CAROL, 250n)]),
  },
  { what: 'balanceOf', run: (h) => h.run('balanceOf', { sender: BOB }, asI64(CAROL)), expect: returns('250') },
  { what: 'balanceOf an unknown account', run: (h) => h.run('balanceOf', { sender: BOB }, asI64(BOB)), expect: returns('0') },
  { what: 'totalSupply', run: (h) => h.run('totalSupply', { sender: BOB }), expect: returns(`${SUPPLY}`) },
  { what: 'an overdraft', run: (h) => h.run('transfer', { sender: CAROL }, asI64(BOB), 251n), expect: reverts('REQUIRE: insufficient balance') },
  { what: 'a zero amount', run: (h) => h.run('transfer', { sender: CAROL }, asI64(BOB), 0n), expect: reverts('REQUIRE: amount must be positive') },
  { what: 'a negative amount', run: (h) => h.run('transfer', { sender: CAROL }, asI64(BOB), -5n), expect: reverts('REQUIRE: amount must be positive') },
  { what: 'a transfer to oneself', run: (h) => h.run('transfer', { sender: CAROL }, asI64(CAROL), 1n), expect: reverts('REQUIRE: cannot transfer to yourself') },
  {
    what: 'the whole balance, to an id above 2^63 from one',
    run: (h) => h.run('transfer', { sender: CAROL }, asI64(BOB), 250n),
    expect: ok([[`balance:${CAROL}`, '0'], [`balance:${BOB}`, '250']], [transfer(CAROL, BOB, 250n)]),
  },
  {
    what: 'a stored balance that is not an integer',
    run: (h) => {
      h.storage.set(`balance:${BOB}`, '12x');
      return h.run('transfer', { sender: BOB }, asI64(ALICE), 1n);
    },
    expect: reverts('REQUIRE: not an integer: 12x'),
  },
  { what: 'a function the contract does not export', run: (h) => h.run('mint', { sender: ALICE }), expect: reverts('BAD_CALL: the contract exports no function mint') },
  // The run's base paid, with too little left for the function itself.
  { what: 'too little gas', run: (h) => h.run('totalSupply', { sender: ALICE, gasLimit: CALL_BASE_GAS + 50n }), expect: reverts('OUT_OF_GAS: out of gas') },
];

/** Runs every step on a fresh harness; returns what each gave and the harness (storage, gas). */
export function runTokenSteps(code: Uint8Array): { results: RunSummary[]; harness: RunnerHarness } {
  const harness = new RunnerHarness(code);
  return { results: TOKEN_STEPS.map((s) => s.run(harness)), harness };
}

/** The steps' expectations, labelled, for one toEqual that names the step that differs. */
export function expectedTokenSteps(): Array<{ what: string; result: RunSummary }> {
  return TOKEN_STEPS.map((s) => ({ what: s.what, result: s.expect }));
}

export function labelled(results: RunSummary[]): Array<{ what: string; result: RunSummary }> {
  return results.map((result, i) => ({ what: TOKEN_STEPS[i]!.what, result }));
}
