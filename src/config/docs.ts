// The settings table of docs/configuration.md, rendered from SETTINGS so the documentation
// cannot drift (test/config/docs.test.ts checks the file contains exactly this table).
import { KEY_PREFIX, SETTINGS, envVarName } from './options.js';

export function renderSettingsTable(): string {
  const lines = ['| Setting | Default | Environment | Meaning |', '|---|---|---|---|'];
  for (const s of SETTINGS) {
    const def = s.dependentDefault ?? (s.default === '' ? '(empty)' : `\`${s.default}\``);
    let meaning = s.description;
    if (s.type.kind === 'int') meaning += ` Integer ${s.type.min} to ${s.type.max}.`;
    if (s.type.kind === 'boolean') meaning += ' true or false.';
    if (s.runtime) meaning += ' Changeable at run time (setConfiguration).';
    lines.push(`| \`${KEY_PREFIX}${s.name}\` | ${def} | \`${envVarName(s.name)}\` | ${meaning.replace(/\|/g, '\\|')} |`);
  }
  return lines.join('\n');
}
