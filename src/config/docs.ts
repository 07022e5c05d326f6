// The settings table of docs/configuration.md, rendered from SETTINGS so the documentation
// cannot drift (`npm run docs` writes it; test/config/docs.test.ts checks the file contains
// exactly this table).
import { KEY_PREFIX, SETTINGS, envVarName } from './options.js';

const TABLE_HEADER = '| Setting | Default | Environment | Meaning |';

export function renderSettingsTable(): string {
  const lines = [TABLE_HEADER, '|---|---|---|---|'];
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

/** docs/configuration.md with its settings table replaced by the rendered one (the prose around
 * it is hand-written). */
export function withSettingsTable(doc: string): string {
  const start = doc.indexOf(TABLE_HEADER);
  if (start < 0) throw new Error(`no settings table (${TABLE_HEADER}) in the document`);
  let end = start;
  for (const line of doc.slice(start).split('\n')) {
    if (!line.startsWith('|')) break;
    end += line.length + 1;
  }
  return doc.slice(0, start) + renderSettingsTable() + '\n' + doc.slice(end);
}
