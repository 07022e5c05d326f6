// Writes docs/api-reference.md from the node's handler table (`npm run docs`). With --check it
// writes nothing and exits 1 when the file on disk differs from what the table renders (for CI).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiReference } from '../src/api/docs-gen.js';
import { buildHandlerTable } from '../src/api/table.js';

const target = fileURLToPath(new URL('../docs/api-reference.md', import.meta.url));
const rendered = renderApiReference(buildHandlerTable()) + '\n';

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // a missing file differs
  }
  if (current !== rendered) {
    console.error(`${target} is out of date: run npm run docs`);
    process.exit(1);
  }
  console.log(`${target} is up to date`);
} else {
  writeFileSync(target, rendered);
  console.log(`wrote ${target} (${Object.keys(buildHandlerTable()).length} operations)`);
}
