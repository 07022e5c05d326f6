import { describe, it, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { renderTypeTable } from '../../src/docs/type-table.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

describe('docs/transaction-types.md', () => {
  it('is generated from the numbering table (npm run docs)', () => {
    const doc = readFileSync(new URL('../../docs/transaction-types.md', import.meta.url), 'utf8');
    expect(doc).toBe(renderTypeTable(TEST_REGISTRY));
  });
  it('lists payment as implemented and 2/4 as the totem approval request', () => {
    const doc = renderTypeTable(TEST_REGISTRY);
    expect(doc).toMatch(/\| 0 \| 0 \| OrdinaryPayment \| PAYMENTS \| yes \|/);
    expect(doc).toMatch(/\| 2 \| 4 \| TotemApprovalRequest \|/);
  });
});
