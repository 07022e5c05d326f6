import { describe, it, expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { renderSettingsTable, withSettingsTable } from '../../src/config/docs.js';
import { SETTINGS } from '../../src/config/options.js';

describe('docs/configuration.md', () => {
  const doc = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');

  it('contains the settings table exactly as rendered from the SETTINGS table', () => {
    expect(doc).toContain(renderSettingsTable());
  });

  it('documents every setting with its default', () => {
    const table = renderSettingsTable();
    for (const s of SETTINGS) {
      expect(table).toContain(`| \`node.${s.name}\` | ${s.dependentDefault ?? (s.default === '' ? '(empty)' : `\`${s.default}\``)} |`);
    }
  });

  it('npm run docs replaces a stale table and keeps the prose around it', () => {
    const stale = 'intro\n\n| Setting | Default | Environment | Meaning |\n|---|---|---|---|\n| `node.gone` | `1` | `X` | old |\n\n## After\ntext\n';
    const updated = withSettingsTable(stale);
    expect(updated).toBe(`intro\n\n${renderSettingsTable()}\n\n## After\ntext\n`);
    expect(withSettingsTable(doc)).toBe(doc);
    expect(() => withSettingsTable('no table here')).toThrow('no settings table');
  });

  it('explains the 22024/22025 ports of the spec', () => {
    expect(doc).toContain('22024');
    expect(doc).toContain('22025');
  });
});
