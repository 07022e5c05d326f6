// The Node.js flags the node's process is started with: `npm start`, `npm run start:dev`, the
// compiled bin's `#!` line (scripts/build.mjs), the end-to-end tests' processes and the
// benchmarks' children all pass these, and test/node/node-flags.test.ts checks that they do.
//
// --max-semi-space-size=64 (MiB; Node 20's default is 16): the young generation V8 collects with
// a scavenge. Under a transaction load the node allocates ~130 MB/s (request bodies, parsed
// transactions, block batches), and what a request holds while its batch is verified lives a few
// hundred ms: with 16 MiB semi-spaces a scavenge came every ~80 ms, so that memory survived two
// of them, was copied twice and promoted. At 6,000 payments/s on 2 cores the scavenges cost 37% of
// a core (17% on the main thread, the rest on V8's helper threads); with 64 MiB, 24% (7% on the
// main thread), and the node's CPU fell from 138% to 113% (docs/performance.md, section 13). The
// semi-spaces grow to this size only under such a load; an idle node keeps them small.
//
// It must be on the command line (or in NODE_OPTIONS): V8 sizes the young generation when the
// process starts, so v8.setFlagsFromString from inside (runtime-flags.ts) has no effect on it.

/** The flags, as passed to `node`. */
export const NODE_FLAGS: readonly string[] = Object.freeze(['--max-semi-space-size=64']);

/** The flags of NODE_FLAGS this process was started without (by name: an operator's own value,
 * `--max-semi-space-size=128` say, counts as given), looked for in `execArgv` and NODE_OPTIONS. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv, nodeOptions: string = process.env['NODE_OPTIONS'] ?? ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map(flagName);
  return NODE_FLAGS.filter((flag) => !given.includes(flagName(flag)));
}

/** `--max-semi-space-size` of `--max-semi-space-size=64` (V8 also takes `_` for `-`). */
function flagName(arg: string): string {
  return arg.split('=', 1)[0]!.replaceAll('_', '-');
}
