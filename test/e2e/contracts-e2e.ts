// What the contract e2e tests share: the WAT contracts they upload (compiled here with jco, as the
// unit tests do), uploads and calls through a node process's API, the outcome of a call as the
// node recorded it, and the means to make a node slow on purpose: pinning it to one core with
// `taskset` beside busy-loop processes pinned to the same core (this file starts and stops them).
import { expect } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { toHex } from '../../src/domain/hex.js';
import type { E2EAccount } from './accounts.js';
import type { NodeProcess } from './process-helper.js';

/** WAT text to module bytes. */
export const wasmOf = async (wat: string): Promise<Uint8Array> => parse(wat);

/** An infinite loop: any gas limit runs out (a maximum-gas call of pure computation). */
export const SPIN_WAT = `(module
  (memory (export "memory") 1 1)
  (func (export "init") (param i32))
  (func (export "spin") (param i32)
    (loop $forever
      br $forever)))`;

/** init stores a 32-byte value under "k"; readLoop reads it back forever (a maximum-gas call of
 * storage reads: every iteration is a host call that crosses into the node). */
export const READ_LOOP_WAT = `(module
  (import "env" "ctx_get" (func $get (param i32 i32 i32 i32) (result i32)))
  (import "env" "ctx_set" (func $set (param i32 i32 i32 i32)))
  (memory (export "memory") 1 1)
  (data (i32.const 0) "k")
  (data (i32.const 16) "0123456789abcdef0123456789abcdef")
  (func (export "init") (param i32)
    (call $set (i32.const 0) (i32.const 1) (i32.const 16) (i32.const 32)))
  (func (export "readLoop") (param i32)
    (loop $forever
      (drop (call $get (i32.const 0) (i32.const 1) (i32.const 64) (i32.const 64)))
      br $forever)))`;

/** A large contract (about `fillers` x 55 bytes) whose `work(n)` is pure: n rounds of an
 * xorshift-style mix, the result returned as 8 bytes through ctx_return. The filler functions are
 * never called; they make decoding, metering and compiling the module (its cold start) cost
 * something. The same call gives the same gas and return value wherever and whenever it runs. */
export function bigWorkWat(fillers: number): string {
  const filler = (k: number) =>
    `  (func $f${k} (param $x i32) (result i32)
    (i32.xor (i32.mul (i32.add (local.get $x) (i32.const ${k})) (i32.const 2654435761))
      (i32.shr_u (i32.add (local.get $x) (i32.const ${k * 7 + 1})) (i32.const 13)))
    (i32.rotl (local.get $x) (i32.const ${(k % 31) + 1}))
    (i32.add)
    (i32.and (i32.const ${k * 13 + 5})))`;
  return `(module
  (import "env" "ctx_return" (func $return (param i32 i32)))
  (memory (export "memory") 1 1)
  (func (export "init") (param i32))
  (func (export "work") (param $ctx i32) (param $n i64)
    (local $acc i64)
    (local.set $acc (i64.const 88172645463325252))
    (block $done
      (loop $next
        (br_if $done (i64.eqz (local.get $n)))
        (local.set $acc (i64.xor (local.get $acc) (i64.shl (local.get $acc) (i64.const 13))))
        (local.set $acc (i64.xor (local.get $acc) (i64.shr_u (local.get $acc) (i64.const 7))))
        (local.set $acc (i64.xor (local.get $acc) (i64.shl (local.get $acc) (i64.const 17))))
        (local.set $n (i64.sub (local.get $n) (i64.const 1)))
        (br $next)))
    (i64.store (i32.const 0) (local.get $acc))
    (call $return (i32.const 0) (i32.const 8)))
${Array.from({ length: fillers }, (_, k) => filler(k)).join('\n')})`;
}

let bump = 0;

/** A transaction-creating operation signed by `from` and broadcast, paying the node's minimum fee
 * for it (asked first, unsigned, whatever the fee rule is) plus a little more each time, so two
 * equal transactions are never duplicates. Returns the transaction id; fails the test unless
 * accepted. */
async function send(node: NodeProcess, from: E2EAccount, params: Record<string, string>): Promise<string> {
  const unsigned = await node.ok('POST', { ...params, publicKey: from.publicKey });
  const minimum = BigInt(unsigned.transactionJSON.feeMTA as string);
  const json = await node.ok('POST', { ...params, secretPhrase: from.secretPhrase, feeMTA: String(minimum + BigInt(++bump)) });
  expect(json.broadcasted).toBe(true);
  return json.transaction as string;
}

/** uploadContractFile (hex bytes) signed by `from`; returns the upload's transaction id (the
 * contract id). */
export function upload(node: NodeProcess, from: E2EAccount, name: string, bytes: Uint8Array, gasLimit: bigint): Promise<string> {
  return send(node, from, { requestType: 'uploadContractFile', contractName: name, contractBytes: toHex(bytes), gasLimit: gasLimit.toString() });
}

/** callContract signed by `from`; returns the call's transaction id. */
export function call(node: NodeProcess, from: E2EAccount, contract: string, fn: string, gasLimit: bigint, args = ''): Promise<string> {
  return send(node, from, { requestType: 'callContract', contract, function: fn, ...(args !== '' ? { args } : {}), gasLimit: gasLimit.toString() });
}

/** What a node recorded for an upload or call (getContractCall), or undefined while it has none. */
export async function outcomeOf(node: NodeProcess, transaction: string): Promise<Record<string, any> | undefined> {
  const r = await node.get({ requestType: 'getContractCall', transaction });
  return r.status === 200 && r.json.errorCode === undefined ? r.json : undefined;
}

/** Fails the test, showing the revert, unless the node recorded a successful run of `transaction`. */
export async function expectOk(node: NodeProcess, transaction: string): Promise<Record<string, any>> {
  const o = await outcomeOf(node, transaction);
  expect({ node: node.name, transaction, ok: o?.ok, revertKind: o?.revertKind, revertReason: o?.revertReason }).toEqual({ node: node.name, transaction, ok: true, revertKind: undefined, revertReason: undefined });
  return o!;
}

/** The parts of an outcome that must not depend on which node ran it, or when. */
export const essence = (o: Record<string, any> | undefined) =>
  o === undefined ? undefined : { ok: o.ok, revertKind: o.revertKind, gasUsed: o.gasUsed, returnValueHex: o.returnValueHex };

export interface Tip {
  readonly height: number;
  readonly block: string;
  readonly digest: string;
}

/** The node's tip and the state digest there (getStateDigest answers both at once). */
export async function tipOf(node: NodeProcess): Promise<Tip> {
  const d = await node.ok('GET', { requestType: 'getStateDigest' });
  return { height: d.height as number, block: d.block as string, digest: d.digest as string };
}

/** The node's last block id (getBlockchainStatus: cheap, unlike the digest). */
export async function lastBlockOf(node: NodeProcess): Promise<string> {
  return (await node.ok('GET', { requestType: 'getBlockchainStatus' })).lastBlock as string;
}

/** Polls `probe` until it returns a defined value, or throws `describe()`'s text at the deadline.
 * Rejects at once if one of `watched` exits. Each round waits `everyMs` (a poll period, not a
 * budget: the deadline is the only bound). */
export async function until<T>(probe: () => Promise<T | undefined>, describe: () => Promise<string> | string, timeoutMs: number, watched: readonly NodeProcess[] = [], everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const n of watched) if (n.exitInfo !== undefined) throw new Error(`${n.name} exited (${JSON.stringify(n.exitInfo)})\n${n.tail()}`);
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${await describe()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// ---- slowing a node down -------------------------------------------------------------------

/** Whether `taskset` and `renice` (util-linux) are here and work on this process. */
export function slowingAvailable(): boolean {
  const works = (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8' }).status === 0;
  return works('taskset', ['-p', String(process.pid)]) && works('renice', ['-n', '0', '-p', String(process.pid)]);
}

/** Pins every thread of the process (and so the threads it starts later) to one core. */
export function pinToCore(pid: number, core: number): void {
  const r = spawnSync('taskset', ['-a', '-cp', String(core), String(pid)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`taskset -a -cp ${core} ${pid} failed: ${r.stderr}`);
}

/** Lowers the priority of every thread of the process (threads it starts later inherit it from
 * the thread that starts them): `renice` each thread, as a nice value is per thread on Linux. */
export function renice(pid: number, nice: number): void {
  const tids = readdirSync(`/proc/${pid}/task`);
  const r = spawnSync('renice', ['-n', String(nice), '-p', ...tids], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`renice -n ${nice} -p ${tids.join(' ')} failed: ${r.stderr}`);
}

/** Busy-loop processes pinned to one core; stop() ends them (by their own pids). Each also ends
 * by itself after `lifetimeMs`, so a test process that dies cannot leave them spinning. */
export class CpuHogs {
  private readonly procs: ChildProcess[] = [];

  constructor(core: number, count: number, lifetimeMs = 180_000) {
    const loop = `const end = Date.now() + ${lifetimeMs}; while (Date.now() < end);`;
    for (let i = 0; i < count; i++) {
      // taskset execs node: the child's pid is the loop's own.
      const p = spawn('taskset', ['-c', String(core), process.execPath, '-e', loop], { stdio: 'ignore' });
      this.procs.push(p);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exitCode !== null || p.signalCode !== null) return resolve();
            p.once('exit', () => resolve());
            p.kill('SIGKILL');
          }),
      ),
    );
    this.procs.length = 0;
  }
}
