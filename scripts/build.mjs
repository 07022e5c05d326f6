#!/usr/bin/env node
// `npm run build` (and `prepare`, which npm runs on `npm install` and `npm ci` in this checkout):
// compiles src/**/*.ts (not .d.ts, not tests) to JavaScript in dist/, one file beside the other
// as in src/, with a source map beside each (x.js + x.js.map pointing back at ../src/x.ts), and
// copies every other file of src/ as it is (the console's browser/*.js, read at run time from
// beside routes.js). dist/main.js gets a shebang and the executable bit: it is `bin.totem-node`.
//
// Types are stripped by @swc/core (a dependency: the ts-loader uses it too), file by file, all
// at once; no type-check here (`npm run typecheck` does that). Import specifiers stay as they are
// (the sources already import `./x.js`). A clean build each time: the tree is built aside (in
// node_modules/.cache/, ignored by git, on the same file system) and swapped in for dist/ only
// when complete, so a failed build leaves the previous dist/ whole and no file of a removed
// source lingers. Prints one line: files, ms.
import { chmod, cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

const started = performance.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(root, 'src');
// `--out-dir <dir>`: build there instead of dist/ (the build's tests; a dir inside the checkout,
// so that the compiled modules find node_modules).
const outArg = process.argv.indexOf('--out-dir');
const distDir = outArg >= 0 && process.argv[outArg + 1] ? resolve(process.argv[outArg + 1]) : join(root, 'dist');
const cacheDir = join(root, 'node_modules', '.cache');
const tmpDir = join(cacheDir, `totem-node-dist-${process.pid}`);
const SHEBANG = '#!/usr/bin/env node\n';
const ENTRY = 'main.ts';

/** Every file under dir, as paths relative to it (with `/`). */
async function walk(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)).split(sep).join('/'))
    .sort();
}

const isTest = (f) => /\.(test|spec)\.ts$/.test(f) || f.split('/').includes('__tests__');

async function compile(rel) {
  const source = join(srcDir, rel);
  const outRel = rel.slice(0, -'.ts'.length) + '.js';
  const out = join(tmpDir, outRel);
  const outName = outRel.slice(outRel.lastIndexOf('/') + 1);
  const result = await swc.transformFile(source, {
    swcrc: false,
    configFile: false,
    sourceMaps: true,
    // The map sits beside the .js in dist/ (once swapped in): its source is the .ts in src/.
    sourceFileName: relative(dirname(join(distDir, outRel)), source).split(sep).join('/'),
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  let code = result.code;
  let map = JSON.parse(result.map);
  if (rel === ENTRY && !code.startsWith('#!')) {
    // One line more at the top: the mappings start one generated line later.
    code = SHEBANG + code;
    map.mappings = ';' + map.mappings;
  }
  map.file = outName;
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, `${code.replace(/\n?$/, '\n')}//# sourceMappingURL=${outName}.map\n`);
  await writeFile(out + '.map', JSON.stringify(map));
  if (rel === ENTRY) await chmod(out, 0o755);
}

async function copyAsset(rel) {
  const out = join(tmpDir, rel);
  await mkdir(dirname(out), { recursive: true });
  await cp(join(srcDir, rel), out, { preserveTimestamps: true });
}

try {
  const all = await walk(srcDir);
  const sources = all.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !isTest(f));
  // Everything that is not TypeScript is read at run time from beside the module that reads it.
  const assets = all.filter((f) => !f.endsWith('.ts'));
  if (!sources.includes(ENTRY)) throw new Error(`src/${ENTRY} not found`);
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
  await Promise.all([...sources.map(compile), ...assets.map(copyAsset)]);
  // Swap: the new tree in place of the old, then the old one away.
  const old = join(cacheDir, `totem-node-dist-old-${process.pid}`);
  let hadOld = true;
  try {
    await rename(distDir, old);
  } catch (e) {
    if (e.code === 'EXDEV') await rm(distDir, { recursive: true, force: true });
    else if (e.code !== 'ENOENT') throw e;
    hadOld = false;
  }
  await mkdir(dirname(distDir), { recursive: true });
  try {
    await rename(tmpDir, distDir);
  } catch (e) {
    // node_modules on another file system (a mounted cache): copy instead of moving.
    if (e.code !== 'EXDEV') throw e;
    await cp(tmpDir, distDir, { recursive: true, preserveTimestamps: true });
    await rm(tmpDir, { recursive: true, force: true });
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
  const ms = Math.round(performance.now() - started);
  console.log(`build: ${sources.length} TypeScript files compiled to ${relative(root, distDir) || '.'}/ (with source maps), ${assets.length} other files copied, in ${ms} ms`);
} catch (error) {
  await rm(tmpDir, { recursive: true, force: true }).catch(() => {});
  console.error(`build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
