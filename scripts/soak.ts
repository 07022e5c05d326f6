// npm run soak -- crash [cycles=50] [clients=4]   SIGKILL cycles on a real node process
// npm run soak -- fuzz [requests=10000] [seed]     seeded hostile requests against a real node process
// Each prints a line per step and a summary, and exits 1 when anything it guards was broken
// (docs/reliability.md).
import { crashSoak } from '../test/e2e/soak/crash-soak.js';
import { fuzzSoak } from '../test/e2e/soak/fuzz-soak.js';
import { startNode, stopAllNodes } from '../test/e2e/process-helper.js';

const [kind, a, b] = process.argv.slice(2);

async function main(): Promise<number> {
  if (kind === 'fuzz') {
    const requests = Number(a ?? 10_000);
    const seed = Number(b ?? 1);
    const node = await startNode({ name: 'fuzz', settings: { 'node.apiRequestTimeoutSeconds': '5' } });
    try {
      const started = Date.now();
      const r = await fuzzSoak(node, { requests, seed, log: (line) => console.log(line) });
      console.log(`fuzz: ${r.requests} requests (seed ${seed}) in ${((Date.now() - started) / 1000).toFixed(0)} s, by kind ${JSON.stringify(r.byKind)}: ${r.nonJson} non-JSON, ${r.serverErrors} 5xx (besides ${r.unavailable} documented 502/503), ${r.hangs} hangs, ${r.crashed ? 'CRASHED' : 'no crash'}; RSS ${(r.rssStartKb / 1024).toFixed(0)} -> ${(r.rssEndKb / 1024).toFixed(0)} MiB (max ${(r.rssMaxKb / 1024).toFixed(0)})`);
      for (const p of r.problems) console.log(`  ${p}`);
      return r.nonJson + r.serverErrors + r.hangs === 0 && !r.crashed ? 0 : 1;
    } finally {
      await stopAllNodes();
    }
  }
  if (kind === 'crash') {
    const r = await crashSoak({ cycles: Number(a ?? 50), clients: Number(b ?? 4), log: (line) => console.log(line) });
    console.log(r.summary);
    return r.ok ? 0 : 1;
  }
  console.error('usage: npm run soak -- crash [cycles] [clients] | fuzz [requests] [seed]');
  return 2;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(2);
});
