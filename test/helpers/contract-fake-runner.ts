// A deterministic stand-in for the contract runner: it reads no wasm, it interprets the function
// name (the ledger tests need outcomes they can choose, without the metering or the executor).
// The names the tiny module of contract-wasm.ts exports behave as that module does:
//   init   sets "owner" = "1"; traps (TRAP) when the code exports `revert_on_init`
//   bump   adds args[0] to the integer string under "n" (below zero: ARITHMETIC)
//   ping   emits ("ping", "x")
//   fail   traps (TRAP)
//   check  requires args[0] >= 0 (REQUIRE "negative")
// and a few more for the ledger's own paths:
//   set    input "k=v": stores v under k (several pairs separated by ';'); "k=" deletes k
//   emit   emits args[0] events ("e<i>", input as text)
//   big    stores args[0] bytes under "big" (the 1 MB limit)
//   echo   returns the input
//   spin   runs out of gas (OUT_OF_GAS, gasUsed = gasLimit)
//   fault  throws ContractNodeFaultError (a node fault, never an outcome)
//   other  BAD_CALL
// Gas used: 1000 + 10 per input byte + 100 per write and event, capped at the limit.
import { ContractNodeFaultError, type ContractRunner, type ContractRunRequest, type ContractRunResult, type ContractStorageView, type ContractRevertKind } from '../../src/domain/contract-runner.js';

const enc = new TextEncoder();
const dec = new TextDecoder();

function containsAscii(code: Uint8Array, text: string): boolean {
  return Buffer.from(code).includes(Buffer.from(text, 'ascii'));
}

export interface FakeRunner extends ContractRunner {
  /** Requests seen, in order. */
  readonly runs: ContractRunRequest[];
}

export function fakeContractRunner(): FakeRunner {
  const runs: ContractRunRequest[] = [];
  return {
    runs,
    run(req: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
      runs.push(req);
      const writes: Array<readonly [Uint8Array, Uint8Array | null]> = [];
      const events: Array<{ event: string; data: string }> = [];
      let returnValue = new Uint8Array(0);
      const revert = (kind: ContractRevertKind, reason: string, gasUsed?: bigint): ContractRunResult => ({
        ok: false,
        revert: { kind, reason },
        gasUsed: gasUsed ?? (1000n < req.gasLimit ? 1000n : req.gasLimit),
        returnValue: new Uint8Array(0),
        writes: [],
        events: [],
        storageBytes: req.storageBytes,
      });
      const set = (k: string, v: Uint8Array | null) => writes.push([enc.encode(k), v]);
      const arg = req.args[0] ?? 0n;
      switch (req.fn) {
        case 'init':
          if (containsAscii(req.code, 'revert_on_init')) return revert('TRAP', 'unreachable');
          set('owner', enc.encode('1'));
          break;
        case 'bump': {
          const before = storage.get(enc.encode('n'));
          const n = (before === undefined ? 0n : BigInt(dec.decode(before))) + arg;
          if (n < 0n) return revert('ARITHMETIC', 'sub underflow');
          set('n', enc.encode(n.toString()));
          break;
        }
        case 'ping':
          events.push({ event: 'ping', data: 'x' });
          break;
        case 'fail':
          return revert('TRAP', 'unreachable');
        case 'check':
          if (arg < 0n) return revert('REQUIRE', 'negative');
          break;
        case 'set':
          for (const pair of dec.decode(req.input).split(';')) {
            const eq = pair.indexOf('=');
            if (eq <= 0) continue;
            const v = pair.slice(eq + 1);
            set(pair.slice(0, eq), v === '' ? null : enc.encode(v));
          }
          break;
        case 'emit':
          for (let i = 0; i < Number(arg); i++) events.push({ event: `e${i}`, data: dec.decode(req.input) });
          break;
        case 'big':
          set('big', new Uint8Array(Number(arg)));
          break;
        case 'echo':
          returnValue = req.input.slice();
          break;
        case 'spin':
          return revert('OUT_OF_GAS', 'out of gas', req.gasLimit);
        case 'fault':
          throw new ContractNodeFaultError('engine', 'the fake runner was told to fail');
        default:
          return revert('BAD_CALL', `no exported function ${req.fn}`);
      }
      const gas = 1000n + 10n * BigInt(req.input.length) + 100n * BigInt(writes.length + events.length);
      if (gas > req.gasLimit) return revert('OUT_OF_GAS', 'out of gas', req.gasLimit);
      // The runner's own count (the ledger recounts from the writes).
      let bytes = req.storageBytes;
      for (const [k, v] of writes) {
        const old = storage.get(k);
        bytes += (v === null ? 0 : k.length + v.length) - (old === undefined ? 0 : k.length + old.length);
      }
      return { ok: true, gasUsed: gas, returnValue, writes, events, storageBytes: bytes };
    },
  };
}
