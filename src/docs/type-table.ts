// Renders docs/transaction-types.md from the domain's numbering table and the node's registry
// (what the registered capabilities implement), so the document can never drift from the code
// (a test compares the committed file with this output).
import { TRANSACTION_TYPE_NUMBERS } from '../domain/tx-types/numbering.js';
import type { TransactionTypeRegistry } from '../domain/tx-types/registry.js';

export function renderTypeTable(registry: TransactionTypeRegistry): string {
  const lines = [
    '# Transaction types',
    '',
    'Generated from `src/domain/tx-types/numbering.ts` by `npm run docs`; do not edit by hand.',
    '',
    'Our numbering is our own (not Nxt\'s): type 2 subtype 4 is the totem approval request, as the',
    'spec fixes it. "implemented" means the node\'s transaction-type registry validates and applies',
    'the type today; the other rows reserve the number for the capability named by its tag, so later',
    'capabilities slot in without renumbering.',
    '',
    '| type | subtype | name | tag | implemented |',
    '|---:|---:|---|---|---|',
  ];
  for (const t of TRANSACTION_TYPE_NUMBERS) {
    const live = registry.get(t.type, t.subtype) !== undefined;
    lines.push(`| ${t.type} | ${t.subtype} | ${t.name} | ${t.tag} | ${live ? 'yes' : 'no'} |`);
  }
  return lines.join('\n') + '\n';
}
