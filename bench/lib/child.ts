// Entry of one benchmark child process: `child.ts <bench>` imports bench/<bench>.ts (a core
// benchmark, or capabilities/<name> for a capability's), runs its `run()` and sends the rows to
// the runner over IPC (or prints them when started by hand).
import '../../src/runtime-flags.js';
import { renderTable, type BenchRow, type ChildMessage } from './report.js';
import { collectGarbage } from './timer.js';

export interface BenchModule {
  run(): Promise<BenchRow[]>;
}

const name = process.argv[2];
if (name === undefined || !/^(capabilities\/)?[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: child.ts <bench>');
  process.exit(2);
}
const mod = (await import(`../${name}.js`)) as BenchModule;
collectGarbage();
const rows = await mod.run();
if (process.send) {
  const message: ChildMessage = { kind: 'rows', rows };
  await new Promise<void>((resolve, reject) => process.send!(message, undefined, {}, (err) => (err ? reject(err) : resolve())));
  process.disconnect();
} else {
  console.log(renderTable(rows));
}
