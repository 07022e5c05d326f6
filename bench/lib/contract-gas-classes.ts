// The cost classes the gas calibration measures (npm run bench -- contract-gas): one small contract
// per class, written in WAT, whose exported `run(ctx, n)` repeats the class's operation n times (16
// times per loop turn for instructions, so the class dominates its loop), or until the gas runs out
// for the open-ended ones. Every class the schedule prices has a workload here: each instruction
// class, memory growth and bulk memory, calls, and every host import of the ABI by call and by byte
// (reads of present and absent keys, small and maximum-size writes, emit at the maximum event size,
// input, the context getters). The calibration times each through the ledger's own path.

/** How a class's run is set up. */
export interface GasClass {
  readonly name: string;
  readonly group: 'instructions' | 'memory' | 'calls' | 'host' | 'run';
  /** What one unit of n does, for the table. */
  readonly what: string;
  /** The body of `run` (locals $i $j i32, $a $b i64 are declared); `n` is (local.get $n). */
  readonly body: string;
  /** Extra module fields (functions, tables, data). */
  readonly extra?: string;
  /** Loop turns per run (scaled by the probe to the target gas); absent: open-ended, ends out of gas. */
  readonly n?: number;
  /** Storage present before the run: key text -> a value of that many bytes, or that text. */
  readonly storage?: Readonly<Record<string, number | string>>;
  /** ctx_input bytes. */
  readonly inputBytes?: number;
  /** Features beyond policy 1 the class needs (skipped while the validator refuses them). */
  readonly needs?: 'bulk-memory';
  /** A run too short to time alone (its length is a protocol limit): timed 25 times per pass. */
  readonly short?: boolean;
}

const rep = (k: number, s: string): string => Array.from({ length: k }, () => s).join('\n');
/** A loop of n turns around `inner`. */
const loopN = (inner: string): string => `
  (local.set $i (local.get $n))
  (block $done (loop $next
    (br_if $done (i32.eqz (local.get $i)))
    ${inner}
    (local.set $i (i32.sub (local.get $i) (i32.const 1)))
    (br $next)))`;

export const VALUE_MAX = 65536;
export const EVENT_MAX = 4096;
export const INPUT_MAX = 4096;
export const RETURN_MAX = 4096;

export const GAS_CLASSES: readonly GasClass[] = [
  // ---- instructions: each a dependency chain (every result feeds the next instruction), the
  // slowest way to run a class, since gas must bound the worst case, not the pipelined one.
  { name: 'loop br', group: 'instructions', what: 'an empty infinite loop (a segment of one br)', body: '(loop $l (br $l))' },
  { name: 'loop counted', group: 'instructions', what: 'a counted loop turn (tee, sub, br_if)', body: '(local.set $i (i32.const 2147483647)) (loop $l (br_if $l (local.tee $i (i32.sub (local.get $i) (i32.const 1)))))' },
  { name: 'locals', group: 'instructions', what: '16 local moves', n: 1, body: loopN(rep(8, '(local.set $j (local.get $i)) (local.set $i (local.get $j))')) },
  { name: 'i32 add/sub/and/xor/shl/shr', group: 'instructions', what: '16 chained i32 ops', n: 1, body: loopN(rep(2, ['add', 'sub', 'and', 'or', 'xor', 'shl', 'shr_u', 'shr_s'].map((o) => `(local.set $j (i32.${o} (local.get $j) (local.get $i)))`).join(' '))) },
  { name: 'i64 add/sub/and/xor/shl/shr', group: 'instructions', what: '16 chained i64 ops', n: 1, body: loopN(rep(2, ['add', 'sub', 'and', 'or', 'xor', 'shl', 'shr_u', 'shr_s'].map((o) => `(local.set $a (i64.${o} (local.get $a) (local.get $b)))`).join(' '))) },
  { name: 'rotl/rotr', group: 'instructions', what: '16 chained rotations', n: 1, body: loopN(rep(4, '(local.set $j (i32.rotl (local.get $j) (local.get $i))) (local.set $j (i32.rotr (local.get $j) (local.get $i))) (local.set $a (i64.rotl (local.get $a) (local.get $b))) (local.set $a (i64.rotr (local.get $a) (local.get $b)))')) },
  { name: 'clz/ctz/popcnt', group: 'instructions', what: '16 chained bit counts', n: 1, body: loopN(rep(4, '(local.set $j (i32.clz (local.get $j))) (local.set $j (i32.ctz (local.get $j))) (local.set $j (i32.popcnt (local.get $j))) (local.set $a (i64.popcnt (local.get $a)))')) },
  { name: 'compare', group: 'instructions', what: '16 chained comparisons', n: 1, body: loopN(rep(4, '(local.set $j (i32.lt_s (local.get $j) (local.get $i))) (local.set $j (i32.eqz (local.get $j))) (local.set $j (i64.lt_u (local.get $a) (i64.extend_i32_u (local.get $j)))) (local.set $j (i32.ne (local.get $j) (local.get $i)))')) },
  { name: 'select', group: 'instructions', what: '16 chained selects', n: 1, body: loopN(rep(16, '(local.set $j (select (local.get $i) (local.get $j) (local.get $j)))')) },
  { name: 'i64 mul', group: 'instructions', what: '16 chained i64.mul', n: 1, body: loopN(rep(16, '(local.set $a (i64.mul (local.get $a) (local.get $b)))')) },
  { name: 'i32 mul', group: 'instructions', what: '16 chained i32.mul', n: 1, body: loopN(rep(16, '(local.set $j (i32.mul (local.get $j) (local.get $i)))')) },
  { name: 'i64 div/rem', group: 'instructions', what: '16 chained i64.div_u / rem_u', n: 1, body: loopN(rep(8, '(local.set $a (i64.div_u (i64.const -1) (i64.or (local.get $a) (i64.const 3)))) (local.set $a (i64.rem_u (i64.const -1) (i64.or (local.get $a) (i64.const 7))))')) },
  { name: 'i32 div/rem', group: 'instructions', what: '16 chained i32.div_s / rem_s', n: 1, body: loopN(rep(8, '(local.set $j (i32.div_s (i32.const 2147483647) (i32.or (local.get $j) (i32.const 3)))) (local.set $j (i32.rem_s (i32.const 2147483647) (i32.or (local.get $j) (i32.const 7))))')) },
  { name: 'globals', group: 'instructions', what: '8 chained global.get/set', n: 1, extra: '(global $g (mut i64) (i64.const 1))', body: loopN(rep(8, '(global.set $g (i64.add (global.get $g) (i64.const 1)))')) },
  { name: 'if/else', group: 'instructions', what: '8 branchy if/else', n: 1, body: loopN(rep(8, '(if (i32.and (local.get $i) (i32.const 1)) (then (local.set $j (i32.add (local.get $j) (i32.const 1)))) (else (local.set $j (i32.sub (local.get $j) (i32.const 1)))))')) },
  { name: 'br_table 64', group: 'instructions', what: 'a br_table of 64 labels', n: 1, body: loopN(`(block $out ${rep(64, '(block')} (br_table ${Array.from({ length: 64 }, (_, k) => k).join(' ')} $out (i32.and (local.get $i) (i32.const 63)))${rep(64, ')')})`) },
  // ---- memory
  { name: 'i64 load', group: 'memory', what: '16 chained i64.load (each address from the last value)', n: 1, body: loopN(rep(16, '(local.set $a (i64.load (i32.and (i32.wrap_i64 (local.get $a)) (i32.const 65528))))')) },
  { name: 'i64 store', group: 'memory', what: '16 i64.store at computed addresses', n: 1, body: loopN(rep(16, '(i64.store (i32.and (i32.shl (local.get $j) (i32.const 3)) (i32.const 65528)) (local.get $a)) (local.set $j (i32.add (local.get $j) (i32.const 1)))')) },
  { name: 'load8 chain', group: 'memory', what: '16 chained i32.load8_u', n: 1, body: loopN(rep(16, '(local.set $j (i32.load8_u (i32.and (i32.add (local.get $j) (local.get $i)) (i32.const 4095))))')) },
  { name: 'memory.size', group: 'memory', what: '16 memory.size', n: 1, body: loopN(rep(16, '(local.set $j (i32.add (local.get $j) (memory.size)))')) },
  { name: 'memory.grow 0', group: 'memory', what: 'memory.grow(0)', n: 1, body: loopN('(local.set $j (memory.grow (i32.const 0)))') },
  { name: 'memory.grow pages', group: 'memory', what: 'memory.grow(1) until the maximum (14 pages), per run', n: 1, short: true, body: '(loop $l (br_if $l (i32.ne (memory.grow (i32.const 1)) (i32.const -1))))' },
  { name: 'memory.fill 64 KB', group: 'memory', what: 'memory.fill of 64 KB', n: 1, needs: 'bulk-memory', body: loopN('(memory.fill (i32.const 0) (local.get $i) (i32.const 65536))') },
  { name: 'memory.copy 64 KB', group: 'memory', what: 'memory.copy of 64 KB', n: 1, needs: 'bulk-memory', body: loopN('(memory.copy (i32.const 0) (i32.const 65536) (i32.const 65536))') },
  { name: 'memory.fill 8 B', group: 'memory', what: 'memory.fill of 8 bytes', n: 1, needs: 'bulk-memory', body: loopN('(memory.fill (i32.and (local.get $i) (i32.const 1023)) (i32.const 1) (i32.const 8))') },
  // ---- calls
  { name: 'call', group: 'calls', what: '16 calls of a small function', n: 1, extra: '(func $id (param i64) (result i64) (i64.add (local.get 0) (i64.const 1)))', body: loopN(rep(16, '(local.set $a (call $id (local.get $a)))')) },
  { name: 'call_indirect', group: 'calls', what: '16 call_indirect', n: 1, extra: '(type $t (func (param i64) (result i64))) (table 2 2 funcref) (elem (i32.const 0) $id $id) (func $id (param i64) (result i64) (i64.add (local.get 0) (i64.const 1)))', body: loopN(rep(16, '(local.set $a (call_indirect (type $t) (local.get $a) (i32.and (local.get $i) (i32.const 1))))')) },
  { name: 'deep frames', group: 'calls', what: 'a recursion 48 deep through frames of 200 i64 locals', n: 1, extra: `(func $deep (param $d i32) (result i32) ${rep(200, '(local i64)')} (if (result i32) (i32.eqz (local.get $d)) (then (i32.const 0)) (else (i32.add (i32.const 1) (call $deep (i32.sub (local.get $d) (i32.const 1)))))))`, body: loopN('(local.set $j (call $deep (i32.const 48)))') },
  // ---- host imports (keys live at 0: "present" (7), "big" (3), "absent" (6), "num" (3); writes use 4-byte counter keys at 64)
  { name: 'ctx_get present 5 B', group: 'host', what: 'ctx_get of a present key (7 B key, 5 B value)', n: 1, storage: { present: 5 }, body: loopN('(local.set $j (call $get (i32.const 0) (i32.const 7) (i32.const 1024) (i32.const 64)))') },
  { name: 'ctx_get present 64 KB', group: 'host', what: 'ctx_get of a 64 KB value', n: 1, storage: { big: VALUE_MAX }, body: loopN(`(local.set $j (call $get (i32.const 16) (i32.const 3) (i32.const 65536) (i32.const ${VALUE_MAX})))`) },
  { name: 'ctx_get absent', group: 'host', what: 'ctx_get of an absent key', n: 1, body: loopN('(local.set $j (call $get (i32.const 32) (i32.const 6) (i32.const 1024) (i32.const 64)))') },
  { name: 'ctx_get absent distinct', group: 'host', what: 'ctx_get of a new absent 4 B key each time', n: 1, body: loopN('(i32.store (i32.const 64) (local.get $i)) (local.set $j (call $get (i32.const 64) (i32.const 4) (i32.const 1024) (i32.const 64)))') },
  { name: 'ctx_set new 4 B', group: 'host', what: 'ctx_set of a new 4 B key, 1 B value (applied to the ledger)', n: 1, body: loopN('(i32.store (i32.const 64) (local.get $i)) (call $set (i32.const 64) (i32.const 4) (i32.const 0) (i32.const 1))') },
  { name: 'ctx_set overwrite 5 B', group: 'host', what: 'ctx_set of the same present key, 5 B value', n: 1, storage: { present: 5 }, body: loopN('(call $set (i32.const 0) (i32.const 7) (i32.const 1024) (i32.const 5))') },
  { name: 'ctx_set 64 KB', group: 'host', what: 'ctx_set of a 64 KB value (the maximum) over the same key', n: 1, body: loopN(`(call $set (i32.const 16) (i32.const 3) (i32.const 65536) (i32.const ${VALUE_MAX}))`) },
  { name: 'ctx_add', group: 'host', what: 'ctx_add on an integer key', n: 1, body: loopN('(call $add (i32.const 48) (i32.const 3) (i64.const 12345))') },
  { name: 'ctx_sub', group: 'host', what: 'ctx_sub on an integer key', n: 1, storage: { num: '9000000000000000000' }, body: loopN('(call $sub (i32.const 48) (i32.const 3) (i64.const 1))') },
  { name: 'ctx_emit small', group: 'host', what: 'ctx_emit of a 7 B event, 8 B data (64 per run, the limit)', n: 64, short: true, body: loopN('(call $emit (i32.const 0) (i32.const 7) (i32.const 1024) (i32.const 8))') },
  { name: 'ctx_emit 4 KB', group: 'host', what: `ctx_emit of ${EVENT_MAX} B (the maximum; 64 per run)`, n: 64, short: true, body: loopN(`(call $emit (i32.const 0) (i32.const 7) (i32.const 65536) (i32.const ${EVENT_MAX - 7}))`) },
  { name: 'ctx_input 4 KB', group: 'host', what: `ctx_input of ${INPUT_MAX} B`, n: 1, inputBytes: INPUT_MAX, body: loopN(`(local.set $j (call $input (i32.const 65536) (i32.const ${INPUT_MAX})))`) },
  { name: 'ctx_return 4 KB', group: 'host', what: `ctx_return of ${RETURN_MAX} B`, n: 1, body: loopN(`(call $ret (i32.const 65536) (i32.const ${RETURN_MAX}))`) },
  { name: 'ctx_sender', group: 'host', what: 'ctx_sender', n: 1, body: loopN('(call $sender (i32.const 1024))') },
  { name: 'ctx_self', group: 'host', what: 'ctx_self', n: 1, body: loopN('(call $self (i32.const 1024))') },
  { name: 'ctx_amount', group: 'host', what: 'ctx_amount', n: 1, body: loopN('(local.set $a (call $amount))') },
  { name: 'ctx_height', group: 'host', what: 'ctx_height', n: 1, body: loopN('(local.set $j (call $height))') },
  { name: 'ctx_require', group: 'host', what: 'ctx_require of a true condition', n: 1, body: loopN('(call $require (i32.const 1) (i32.const 0) (i32.const 7))') },
  // ---- a whole run: instantiation, set-up and the outcome record, for CALL_BASE_GAS
  { name: 'empty run', group: 'run', what: 'one run that returns at once (instance, host, outcome)', n: 0, body: '' },
];

/** The module of a class. */
export function classModule(c: GasClass): string {
  return `(module
  (import "env" "ctx_get" (func $get (param i32 i32 i32 i32) (result i32)))
  (import "env" "ctx_set" (func $set (param i32 i32 i32 i32)))
  (import "env" "ctx_add" (func $add (param i32 i32 i64)))
  (import "env" "ctx_sub" (func $sub (param i32 i32 i64)))
  (import "env" "ctx_emit" (func $emit (param i32 i32 i32 i32)))
  (import "env" "ctx_input" (func $input (param i32 i32) (result i32)))
  (import "env" "ctx_return" (func $ret (param i32 i32)))
  (import "env" "ctx_sender" (func $sender (param i32)))
  (import "env" "ctx_self" (func $self (param i32)))
  (import "env" "ctx_amount" (func $amount (result i64)))
  (import "env" "ctx_height" (func $height (result i32)))
  (import "env" "ctx_require" (func $require (param i32 i32 i32)))
  (memory (export "memory") 2 16)
  (data (i32.const 0) "present")
  (data (i32.const 16) "big")
  (data (i32.const 32) "absent")
  (data (i32.const 48) "num")
  ${c.extra ?? ''}
  (func (export "init") (param i32))
  (func (export "run") (param $ctx i32) (param $n i32) (local $i i32) (local $j i32) (local $a i64) (local $b i64)
    (local.set $a (i64.const 0x0123456789abcdef)) (local.set $b (i64.const 7))
    ${c.body}))`;
}
