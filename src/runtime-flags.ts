// V8 flags the node process runs with, set when this module is loaded: first by the command line
// (main.ts) and by each benchmark's child process (bench/lib/child.ts), so the benchmarks measure
// the node as it runs.
//
// --no-allocation-site-pretenuring: V8 allocates objects of an allocation site straight into the
// old generation once enough of them survived a scavenge. A node's start (the genesis, the store's
// caches, the capability tables) trains generic sites (promises, closures, XState's snapshots,
// small arrays) that way, and from then on the short-lived objects of every actor message and
// request go to the old generation: each scavenge took ~5 ms and promoted ~3 MB, and a trivial
// ask of the mempool actor cost 12-13 µs instead of 5-7 µs (docs/performance.md, section 1).
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');

export {};
