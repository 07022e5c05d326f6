#!/usr/bin/env node
// `npm run build` (and `prepare`, which npm runs on `npm install` and `npm ci` in this checkout,
// with or without --omit=dev: esbuild is a dependency): bundles the node with esbuild into dist/,
// flat: main.js (the entry, `bin.totem-node`: a shebang and the executable bit), the two worker
// threads' entries contract-worker.js (src/capabilities/contracts/runtime/worker.ts) and
// miner-worker.js (src/tools/miner/worker.ts), and the chunks they share (chunk-<hash>.js), every
// one with a linked source map whose sources point back at ../src/... (and ../node_modules/...).
// All of them sit in dist/ itself, so that import.meta.url of any bundled module is a file of
// dist/: pool.ts and miner.ts start ./contract-worker.js and ./miner-worker.js from there (they
// know they are bundled from the global __TOTEM_BUNDLED__, defined here), and routes.ts reads
// the console's page scripts from ./browser/, where src/api/console/browser/*.js are copied.
// (main.js never starts the miner, which `npm run mint` runs from the sources: miner-worker.js
// is there for a bundle that holds miner.ts, as the build's tests make with --entry.)
//
// Why a bundle: Node's ESM loader spends most of a start-up resolving and loading ~1,300 files
// (ours and npm's) one by one; a few large files load several times faster (docs/performance.md,
// section 14). npm packages are bundled too, except those that cannot be: EXTERNAL below (each
// with its reason), resolved at run time from node_modules/ as before. CommonJS packages in the
// bundle call require() for Node's built-in modules: each output defines one (the banner).
// Types are only stripped, not checked (`npm run typecheck` does that).
//
// A clean build each time: the tree is built aside (in node_modules/.cache/, ignored by git, on
// the same file system) and swapped in for dist/ only when complete, so a failed build leaves the
// previous dist/ whole and no file of an earlier build lingers. Prints one line: outputs, ms.
import { chmod, cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const started = performance.now();
const root = fileURLToPath(new URL('..', import.meta.url));
// `--out-dir <dir>`: build there instead of dist/ (the build's tests; a dir inside the checkout,
// so that the bundle finds the external packages in node_modules).
const outArg = process.argv.indexOf('--out-dir');
const distDir = outArg >= 0 && process.argv[outArg + 1] ? resolve(process.argv[outArg + 1]) : join(root, 'dist');
const cacheDir = join(root, 'node_modules', '.cache');
const tmpDir = join(cacheDir, `totem-node-dist-${process.pid}`);
// The node's Node.js flags (src/node-flags.ts; test/node/node-flags.test.ts checks the two agree).
// `env -S` splits the line into the command and its flags (GNU coreutils 8.30+, BSD and macOS).
const SHEBANG = '#!/usr/bin/env -S node --max-semi-space-size=64\n';

/** The bundle's entry points: output name -> source. */
const ENTRIES = {
  main: 'src/main.ts',
  'contract-worker': 'src/capabilities/contracts/runtime/worker.ts',
  'miner-worker': 'src/tools/miner/worker.ts',
};
// `--entry <name>=<file>` (repeatable): one more entry point, bundled with the others into
// <name>.js (the build's tests: a script driving the bundled miner and contract pool).
const extraEntries = Object.fromEntries(
  process.argv.flatMap((a, i) => (a === '--entry' && process.argv[i + 1]?.includes('=') ? [process.argv[i + 1].split('=', 2)] : [])),
);
const entries = { ...ENTRIES, ...extraEntries };
/** Packages left out of the bundle, imported from node_modules at run time. */
const EXTERNAL = [
  // A native addon: node-gyp-build loads its prebuilt .node binary from a path relative to the
  // package's own directory (__dirname), which a bundle does not have.
  'classic-level',
];
/** The console's page scripts: read at run time from browser/ beside the bundle (routes.ts). */
const BROWSER_DIR = 'src/api/console/browser';

try {
  await rm(tmpDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    // Laid out for distDir (the source maps' paths are relative to it), written to tmpDir below.
    outdir: distDir,
    write: false,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    sourcemap: 'linked',
    sourcesContent: false,
    external: EXTERNAL,
    define: { __TOTEM_BUNDLED__: 'true' },
    // Modules share one scope in a bundle, so a class or function whose name another module also
    // uses is renamed (AbortError2); keepNames gives it back its own .name (error and inspect
    // output, anything reading constructor.name). No measurable cost at start-up.
    keepNames: true,
    // require() for the CommonJS packages in the bundle (Node's built-ins, ws's optional addons).
    banner: { js: "import { createRequire as __totemCreateRequire } from 'node:module'; const require = __totemCreateRequire(import.meta.url);" },
    logLevel: 'warning',
    metafile: true,
  });
  await mkdir(tmpDir, { recursive: true });
  const mainOut = join(distDir, 'main.js');
  // main.ts has no shebang of its own (esbuild would keep it): main.js gets one here.
  const addShebang = !result.outputFiles.find((f) => f.path === mainOut).text.startsWith('#!');
  let chunks = 0;
  await Promise.all(
    result.outputFiles.map(async (file) => {
      const rel = relative(distDir, file.path);
      if (rel.startsWith('..') || rel.includes('/')) throw new Error(`esbuild wrote ${file.path} outside ${distDir}/`);
      if (/^chunk-.*\.js$/.test(rel)) chunks++;
      let contents = file.contents;
      if (addShebang && file.path === mainOut) {
        contents = Buffer.from(SHEBANG + file.text);
      } else if (addShebang && file.path === mainOut + '.map') {
        // One line more at the top of main.js: its mappings start one generated line later.
        const map = JSON.parse(file.text);
        map.mappings = ';' + map.mappings;
        contents = Buffer.from(JSON.stringify(map));
      }
      await writeFile(join(tmpDir, rel), contents);
    }),
  );
  await chmod(join(tmpDir, 'main.js'), 0o755);
  const scripts = (await readdir(join(root, BROWSER_DIR))).filter((f) => f.endsWith('.js')).sort();
  await mkdir(join(tmpDir, 'browser'));
  await Promise.all(scripts.map((f) => cp(join(root, BROWSER_DIR, f), join(tmpDir, 'browser', f), { preserveTimestamps: true })));

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
  const modules = Object.keys(result.metafile.inputs).length;
  const ms = Math.round(performance.now() - started);
  console.log(
    `build: ${modules} modules bundled to ${relative(root, distDir) || '.'}/: ${Object.keys(entries).map((e) => `${e}.js`).join(', ')} and ${chunks} chunks (with source maps), ${scripts.length} console scripts copied, in ${ms} ms`,
  );
} catch (error) {
  await rm(tmpDir, { recursive: true, force: true }).catch(() => {});
  // esbuild has printed its own errors, with their places, before throwing them.
  const fromEsbuild = Array.isArray(error?.errors) && error.errors.length > 0;
  console.error(`build failed: ${fromEsbuild ? `${error.errors.length} error(s), above` : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
