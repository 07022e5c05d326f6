// Writes the generated documents (`npm run docs`): docs/api-reference.md from the node's handler
// table, docs/transaction-types.md from the numbering table and the node's registry, and the
// settings table inside docs/configuration.md from SETTINGS, and the typed client's generated
// files (client/schema.ts, client/operations.ts) from the OpenAPI document of the handler table.
// With --check it writes nothing and exits 1 when a file on disk differs from what the code
// renders.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiReference } from '../src/api/docs-gen.js';
import { renderTypeTable } from '../src/docs/type-table.js';
import { buildRules, nodeHandlerTable } from '../src/node.js';
import { withSettingsTable } from '../src/config/docs.js';
import { renderClientFiles } from '../src/api/openapi/client-gen.js';

const rootPath = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));
const docPath = (name: string) => rootPath(`docs/${name}`);
const docs: Array<[string, string]> = [
  [docPath('api-reference.md'), renderApiReference(nodeHandlerTable()) + '\n'],
  [docPath('transaction-types.md'), renderTypeTable(buildRules().registry)],
  [docPath('configuration.md'), withSettingsTable(readFileSync(docPath('configuration.md'), 'utf8'))],
  ...(await renderClientFiles(nodeHandlerTable())).map((f): [string, string] => [rootPath(f.path), f.text]),
];

let stale = 0;
for (const [target, rendered] of docs) {
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // a missing file differs
    }
    if (current !== rendered) {
      console.error(`${target} is out of date: run npm run docs`);
      stale += 1;
    }
  } else {
    writeFileSync(target, rendered);
    console.log(`wrote ${target}`);
  }
}
process.exit(stale === 0 ? 0 : 1);
