// Runs a contract through the node's own inline runner (runtime/inline-runner.ts: the validator's
// module, the metering, the ABI host, gas) over a Map of storage, applying a successful run's
// writes and keeping its events as the ledger would. The toolchain tests use it to run what each
// compiler built exactly as a node runs it.
import { sha256 } from '@noble/hashes/sha2.js';
import type { ContractRunResult } from '../../src/domain/contract-runner.js';
import { inlineContractRunner } from '../../src/capabilities/contracts/runtime/inline-runner.js';
import { DEFAULT_GAS_LIMIT } from '../../src/api/handlers/contracts/params.js';

const enc = new TextEncoder();
const dec = new TextDecoder();

export interface HarnessCall {
  readonly sender: bigint;
  readonly amount?: bigint;
  /** Default: the API's default gas limit, what a caller gets who gives none. */
  readonly gasLimit?: bigint;
  readonly input?: string;
}

/** One run as plain data: what a transcript compares across toolchains (gas apart). */
export interface RunSummary {
  readonly ok: boolean;
  readonly revert?: string;
  readonly returned: string;
  readonly writes: ReadonlyArray<readonly [string, string | null]>;
  readonly events: ReadonlyArray<{ readonly event: string; readonly data: string }>;
}

export class RunnerHarness {
  /** Contract storage, keys and values as UTF-8 text (the examples store text). */
  readonly storage = new Map<string, string>();
  readonly events: Array<{ event: string; data: string }> = [];
  readonly gas: bigint[] = [];
  private readonly runner = inlineContractRunner();
  private readonly codeHash: Uint8Array;
  private height = 1;

  constructor(private readonly code: Uint8Array, private readonly contract = 0xc0ffeen) {
    this.codeHash = sha256(code);
  }

  private storageBytes(): number {
    let n = 0;
    for (const [k, v] of this.storage) n += enc.encode(k).length + enc.encode(v).length;
    return n;
  }

  /** Runs fn with its integer args; a successful run's writes are applied, its events kept. */
  call(fn: string, c: HarnessCall, ...args: bigint[]): ContractRunResult {
    const result = this.runner.run(
      {
        contract: this.contract, code: this.code, codeHash: this.codeHash, fn, args,
        input: enc.encode(c.input ?? ''), sender: c.sender, amount: c.amount ?? 0n,
        height: this.height++, gasLimit: c.gasLimit ?? DEFAULT_GAS_LIMIT, storageBytes: this.storageBytes(),
      },
      { get: (key) => { const v = this.storage.get(dec.decode(key)); return v === undefined ? undefined : enc.encode(v); } },
    );
    this.gas.push(result.gasUsed);
    if (result.ok) {
      for (const [k, v] of result.writes) {
        if (v === null) this.storage.delete(dec.decode(k));
        else this.storage.set(dec.decode(k), dec.decode(v));
      }
      this.events.push(...result.events.map((e) => ({ event: e.event, data: e.data })));
    }
    return result;
  }

  /** call, summarised as plain data. */
  run(fn: string, c: HarnessCall, ...args: bigint[]): RunSummary {
    return summary(this.call(fn, c, ...args));
  }
}

export function summary(r: ContractRunResult): RunSummary {
  return {
    ok: r.ok,
    ...(r.revert === undefined ? {} : { revert: `${r.revert.kind}: ${r.revert.reason}` }),
    returned: dec.decode(r.returnValue),
    writes: r.writes.map(([k, v]) => [dec.decode(k), v === null ? null : dec.decode(v)] as const),
    events: r.events.map((e) => ({ event: e.event, data: e.data })),
  };
}

/** An account id as the i64 argument that carries its u64 bits. */
export const asI64 = (id: bigint): bigint => BigInt.asIntN(64, id);
