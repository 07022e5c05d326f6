// `npm run mint -- --currency <id> --units <unitsQNT> [...]`: the currency miner
// (src/tools/miner/cli.ts; `npm run mint -- --help` for the options). Ctrl-C stops the search
// threads and exits with 130; a second Ctrl-C exits at once.
import { runCli } from '../src/tools/miner/cli.js';

const controller = new AbortController();
process.on('SIGINT', () => {
  if (controller.signal.aborted) process.exit(130);
  controller.abort();
});
process.exitCode = await runCli(process.argv.slice(2), process.env, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stderr.isTTY === true,
}, controller.signal);
