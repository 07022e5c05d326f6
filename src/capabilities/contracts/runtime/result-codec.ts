// A contract run's request and result as they cross the channel to and from a worker (JSON, byte
// fields hex): only plain data crosses threads.
import type { ContractRunRequest, ContractRunResult } from '../../../domain/contract-runner.js';
import { fromHex, toHex } from '../../../domain/hex.js';

const enc = new TextEncoder();
const dec = new TextDecoder();

export interface WorkerJob {
  readonly contract: string;
  readonly code: Uint8Array;
  readonly codeHash: string;
  readonly fn: string;
  readonly args: readonly string[];
  readonly input: Uint8Array;
  readonly sender: string;
  readonly amount: string;
  readonly height: number;
  readonly gasLimit: string;
  readonly storageBytes: number;
}

export function jobOf(r: ContractRunRequest): WorkerJob {
  return {
    contract: r.contract.toString(),
    code: r.code,
    codeHash: toHex(r.codeHash),
    fn: r.fn,
    args: r.args.map(String),
    input: r.input,
    sender: r.sender.toString(),
    amount: r.amount.toString(),
    height: r.height,
    gasLimit: r.gasLimit.toString(),
    storageBytes: r.storageBytes,
  };
}

export function requestOf(j: WorkerJob): ContractRunRequest {
  return {
    contract: BigInt(j.contract),
    code: j.code,
    codeHash: fromHex(j.codeHash),
    fn: j.fn,
    args: j.args.map(BigInt),
    input: j.input,
    sender: BigInt(j.sender),
    amount: BigInt(j.amount),
    height: j.height,
    gasLimit: BigInt(j.gasLimit),
    storageBytes: j.storageBytes,
  };
}

export function encodeResult(r: ContractRunResult): Uint8Array {
  return enc.encode(
    JSON.stringify({
      ok: r.ok,
      revert: r.revert,
      gasUsed: r.gasUsed.toString(),
      returnValue: toHex(r.returnValue),
      writes: r.writes.map(([k, v]) => [toHex(k), v === null ? null : toHex(v)]),
      events: r.events,
      storageBytes: r.storageBytes,
    }),
  );
}

export function decodeResult(bytes: Uint8Array): ContractRunResult {
  const j = JSON.parse(dec.decode(bytes)) as {
    ok: boolean;
    revert?: ContractRunResult['revert'];
    gasUsed: string;
    returnValue: string;
    writes: Array<[string, string | null]>;
    events: ContractRunResult['events'];
    storageBytes: number;
  };
  return {
    ok: j.ok,
    ...(j.revert !== undefined ? { revert: j.revert } : {}),
    gasUsed: BigInt(j.gasUsed),
    returnValue: fromHex(j.returnValue),
    writes: j.writes.map(([k, v]) => [fromHex(k), v === null ? null : fromHex(v)] as const),
    events: j.events,
    storageBytes: j.storageBytes,
  };
}
