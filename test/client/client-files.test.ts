// The committed client (client/schema.ts, client/operations.ts) is what the handler table
// generates today: a table change without `npm run docs` fails here (and `npm run docs -- --check`).
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderClientFiles } from '../../src/api/openapi/client-gen.js';
import { nodeHandlerTable } from '../../src/node.js';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

describe('the committed typed client', () => {
  it('matches what the node handler table generates', async () => {
    const files = await renderClientFiles(nodeHandlerTable());
    expect(files.map((f) => f.path)).toEqual(['client/schema.ts', 'client/operations.ts']);
    for (const file of files) {
      const committed = readFileSync(root(file.path), 'utf8');
      // toBe on the whole text would print 200 KB; name the file and the first differing line.
      const a = committed.split('\n');
      const b = file.text.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      expect({ file: file.path, line: line < 0 && a.length === b.length ? null : line + 1, committed: a[line], generated: b[line] })
        .toEqual({ file: file.path, line: null, committed: undefined, generated: undefined });
    }
  });

  it('knows every operation of the table, POST-only ones as such', async () => {
    const { OPERATIONS } = await import('../../client/operations.js');
    const table = nodeHandlerTable();
    expect(Object.keys(OPERATIONS).sort()).toEqual(Object.keys(table).sort());
    for (const spec of Object.values(table)) {
      expect(OPERATIONS[spec.requestType]!.postOnly).toBe(spec.requirePost);
      for (const p of spec.params) if (p.secret) expect(OPERATIONS[spec.requestType]!.secrets).toContain(p.name);
    }
  });
});
