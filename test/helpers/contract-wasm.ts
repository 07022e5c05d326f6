// A tiny contract module assembled byte by byte (no toolchain, synchronous, so generators can use
// it): it passes the node's validator and does what the fake runner (contract-fake-runner.ts)
// pretends, so a test gives the same kind of outcome with either runner.
//
//   imports  env.ctx_set, env.ctx_emit, env.ctx_add, env.ctx_require (the contract ABI)
//   memory   1 page, max 1, exported as "memory"; data at 0: "owner" "1" "n" "ping" "x" "negative"
//   init(ctx)          sets "owner" = "1" (or traps, with initReverts)
//   bump(ctx, v i64)   adds v to the integer string under "n"
//   ping(ctx)          emits ("ping", "x")
//   fail(ctx)          traps (unreachable)
//   check(ctx, v i64)  requires v >= 0 ("negative")
// `revert_on_init` is exported too when init traps (the fake runner looks for that name).
const enc = new TextEncoder();

function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}
const vec = (items: number[][]): number[] => [...uleb(items.length), ...items.flat()];
const name = (s: string): number[] => [...uleb(enc.encode(s).length), ...enc.encode(s)];
const section = (id: number, body: number[]): number[] => [id, ...uleb(body.length), ...body];

const I32 = 0x7f;
const I64 = 0x7e;
const func = (params: number[]) => [0x60, ...vec(params.map((p) => [p])), 0x00];

// i32.const (small non-negative values only: one signed LEB byte below 64).
const c = (n: number): number[] => [0x41, n];
const call = (f: number): number[] => [0x10, f];
const body = (code: number[]): number[] => {
  const b = [0x00, ...code, 0x0b]; // no locals
  return [...uleb(b.length), ...b];
};

export interface ContractWasmOptions {
  /** init traps, and `revert_on_init` is exported. */
  readonly initReverts?: boolean;
  /** Adds a custom section with this many bytes of payload (size tests). */
  readonly pad?: number;
  /** Makes otherwise equal modules differ (a custom section naming it). */
  readonly salt?: string;
}

/** The contract's bytes. */
export function contractWasm(opts: ContractWasmOptions = {}): Uint8Array {
  const types = vec([func([I32, I32, I32, I32]), func([I32, I32, I64]), func([I32]), func([I32, I64]), func([I32, I32, I32])]);
  const imports = vec([
    [...name('env'), ...name('ctx_set'), 0x00, 0],
    [...name('env'), ...name('ctx_emit'), 0x00, 0],
    [...name('env'), ...name('ctx_add'), 0x00, 1],
    [...name('env'), ...name('ctx_require'), 0x00, 4],
  ]);
  // Defined functions 4..8: init, bump, ping, fail, check.
  const functions = vec([[2], [3], [2], [2], [3]]);
  const memory = vec([[0x01, 1, 1]]);
  const exports = [
    [...name('memory'), 0x02, 0],
    [...name('init'), 0x00, 4],
    [...name('bump'), 0x00, 5],
    [...name('ping'), 0x00, 6],
    [...name('fail'), 0x00, 7],
    [...name('check'), 0x00, 8],
    ...(opts.initReverts ? [[...name('revert_on_init'), 0x00, 7]] : []),
  ];
  const init = opts.initReverts ? [0x00] : [...c(0), ...c(5), ...c(5), ...c(1), ...call(0)];
  const bump = [...c(6), ...c(1), 0x20, 1, ...call(2)];
  const ping = [...c(7), ...c(4), ...c(11), ...c(1), ...call(1)];
  const fail = [0x00];
  const check = [0x20, 1, 0x42, 0x00, 0x59, ...c(12), ...c(8), ...call(3)];
  const codes = [...uleb(5), ...[init, bump, ping, fail, check].flatMap(body)];
  const strings = enc.encode('owner1npingxnegative');
  const data = vec([[0x00, ...c(0), 0x0b, ...uleb(strings.length), ...strings]]);
  const custom = [
    ...(opts.salt !== undefined ? section(0, name(`salt-${opts.salt}`)) : []),
    ...(opts.pad !== undefined ? section(0, [...name('pad'), ...new Array<number>(opts.pad).fill(0)]) : []),
  ];
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, types),
    ...section(2, imports),
    ...section(3, functions),
    ...section(5, memory),
    ...section(7, vec(exports)),
    ...section(10, codes),
    ...section(11, data),
    ...custom,
  ]);
}
