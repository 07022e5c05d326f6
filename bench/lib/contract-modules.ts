// Contract modules for the contracts bench: the loop-heavy and call-heavy fixtures (test/fixtures/
// contracts), and a generated ~100 KB contract (many functions of integer loops, branches, calls
// and memory traffic, the shape of compiled code) to time instrumentation and compilation.
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';

export const fixture = async (name: string): Promise<Uint8Array> => parse(readFileSync(new URL(`../../test/fixtures/contracts/${name}.wat`, import.meta.url), 'utf8'));

function generatedFunction(i: number): string {
  return `
  (func $f${i} (param $a i64) (param $b i32) (result i64) (local $i i32) (local $acc i64)
    (local.set $acc (local.get $a))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $b)))
        (local.set $acc (i64.add (i64.mul (local.get $acc) (i64.const ${(i * 7919) % 1000 + 3})) (i64.extend_i32_u (local.get $i))))
        (if (i32.eqz (i32.and (local.get $i) (i32.const ${(i % 7) + 1})))
          (then (i64.store (i32.and (i32.mul (local.get $i) (i32.const 8)) (i32.const 65528)) (local.get $acc)))
          (else (local.set $acc (i64.xor (local.get $acc) (i64.load (i32.and (i32.mul (local.get $i) (i32.const 8)) (i32.const 65528)))))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $next)))
    ${i > 0 ? `(i64.add (local.get $acc) (call $f${i - 1} (local.get $acc) (i32.const 1)))` : '(local.get $acc)'})`;
}

/** A valid contract of about `targetBytes` (the function count grows until it gets there). */
export async function generatedContract(targetBytes = 100 * 1024): Promise<Uint8Array> {
  let count = 400;
  for (;;) {
    const body = Array.from({ length: count }, (_, i) => generatedFunction(i)).join('\n');
    const bytes = await parse(`(module (memory (export "memory") 1 16) (func (export "init") (param i32)) ${body}
      (func (export "run") (param $ctx i32) (param $n i32) (result i64) (call $f${count - 1} (i64.const 1) (local.get $n))))`);
    if (bytes.length >= targetBytes * 0.95) return bytes;
    count = Math.ceil((count * targetBytes) / bytes.length);
  }
}
