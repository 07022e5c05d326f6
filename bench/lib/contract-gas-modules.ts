// Modules of nearly the largest size (128 KB) built to be slow to make ready: the calibration
// (npm run bench -- contract-gas) times validating, metering and compiling each, and the first run
// of its init that calls every function once (so a lazily compiling engine compiles them all), to
// price an upload by its size. Shapes: many tiny functions; one long function of nested blocks;
// functions full of locals calling each other; a huge br_table; a realistic generated contract.
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { generatedContract } from './contract-modules.js';

const HEAD = '(memory (export "memory") 1 16)';

/** Grows `make(count)` until its binary reaches `target` bytes (keeps the last one under the cap). */
async function sized(make: (count: number) => string, target: number, start: number): Promise<Uint8Array> {
  let count = start;
  let best: Uint8Array | undefined;
  for (let i = 0; i < 12; i++) {
    const bytes = await parse(make(count));
    if (bytes.length <= 131_072) best = bytes;
    if (bytes.length > 131_072 || bytes.length >= target * 0.97) break;
    count = Math.ceil((count * target) / bytes.length);
  }
  return best!;
}

const calls = (n: number, name: (i: number) => string, arg = ''): string => Array.from({ length: n }, (_, i) => `(drop (call ${name(i)}${arg}))`).join(' ');

export interface PrepareShape {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export async function prepareShapes(target = 128 * 1024): Promise<PrepareShape[]> {
  // 2,040 functions (the policy allows 2,048), each as long as the size allows.
  const tiny = await sized(
    (m) => `(module ${HEAD} ${Array.from({ length: 2040 }, (_, i) => `(func $t${i} (result i32) (i32.const ${i})${' (i32.add (i32.const 1))'.repeat(m)})`).join('\n')}
      (func (export "init") (param i32) ${calls(2040, (i) => `$t${i}`)}))`,
    target, 4);
  const nested = await sized(
    (n) => `(module ${HEAD} (func $long (param $x i32) (result i32) ${Array.from({ length: n }, () => '(block (local.set $x (i32.add (local.get $x) (i32.const 3)))').join('')}${')'.repeat(n)} (local.get $x))
      (func (export "init") (param i32) (drop (call $long (i32.const 1)))))`,
    target, 2000);
  const locals = await sized(
    (n) => `(module ${HEAD} ${Array.from({ length: n }, (_, i) => `(func $l${i} (param i64) (result i64) ${'(local i64)'.repeat(250)} (local.set 1 (local.get 0)) ${Array.from({ length: 40 }, (_, k) => `(local.set ${k + 2} (i64.add (local.get ${k + 1}) (i64.const ${k})))`).join(' ')} (local.get 41))`).join('\n')}
      (func (export "init") (param i32) ${calls(n, (i) => `$l${i}`, ' (i64.const 1)')}))`,
    target, 100);
  // br_tables of 20,000 labels each (V8 takes at most 65,520 in one), as many as fit.
  const labels = Array.from({ length: 20_000 }, (_, i) => i % 9).join(' ');
  const table = await sized(
    (n) => `(module ${HEAD} (func (export "init") (param i32) ${Array.from({ length: n }, () => `(block ${'(block '.repeat(8)}(br_table ${labels} 0 (local.get 0))${')'.repeat(9)}`).join(' ')}))`,
    target, 2);
  const shapes: PrepareShape[] = [];
  shapes.push({ name: 'many functions', bytes: tiny });
  shapes.push({ name: 'nested blocks', bytes: nested }, { name: 'locals and calls', bytes: locals }, { name: 'huge br_table', bytes: table });
  shapes.push({ name: 'generated contract', bytes: await generatedContract(target - 8 * 1024) });
  return shapes;
}
