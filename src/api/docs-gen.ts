// Generates docs/api-reference.md from the handler table (scripts/gen-docs.ts writes it),
// so the reference can never drift from what the server accepts.
import { flagsOf, shownParams } from './render-common.js';
import { ApiTag, TAG_TITLES, type HandlerSpec, type HandlerTable } from './types.js';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function anchor(requestType: string): string {
  return requestType.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

export function renderApiReference(table: HandlerTable<any>): string {
  const specs: HandlerSpec<unknown>[] = Object.values(table).sort((a, b) => a.requestType.localeCompare(b.requestType));
  const lines: string[] = [];
  lines.push('# API reference', '');
  lines.push('<!-- Generated from the handler table by `npm run docs` (src/api/docs-gen.ts). Do not edit by hand. -->', '');
  lines.push(
    'Every operation is reached at `/api` with `requestType=<name>` (names are case-sensitive): GET with a query',
    'string, or POST with `application/x-www-form-urlencoded`, `multipart/form-data` (needed for file parameters)',
    'or a JSON object body. Operations marked POST only refuse GET. Every response is a JSON object with',
    '`requestProcessingTime` (ms); errors carry `errorCode`, `errorDescription` and, when a parameter is at fault,',
    '`error` naming it (see [api-errors.md](api-errors.md)).',
    '',
  );
  lines.push('## Common parameters', '');
  lines.push('| Parameter | Type | Meaning |', '|---|---|---|');
  lines.push('| requestType | string, required | Operation name. |');
  lines.push('| chain | int | Chain id; only 1 exists (default 1). Any other value: errorCode 7, `error: "chain"`. |');
  lines.push('| requireBlock | id | The node must have this block in its current chain, else errorCode 4 (HTTP 409). |');
  lines.push('| requireLastBlock | id | The node\'s last block must be this one, else errorCode 4 (HTTP 409). |');
  lines.push('| adminPassword | string | Admin password: needed by operations flagged "admin password"; lifts the pagination cap elsewhere. Accepted only in the body of a POST: in the URL it is refused (errorCode 1, `error: "adminPassword"`). |');
  lines.push('| firstIndex, lastIndex | int | Pagination of operations flagged "paginated": zero-based, inclusive; firstIndex default 0 (negative -> 0), lastIndex default and cap firstIndex + maxAPIRecords - 1 (maxAPIRecords defaults to 100). |');
  lines.push('');

  const tags = Object.values(ApiTag).filter((t) => specs.some((s) => s.tags.includes(t)));
  lines.push('## Operations by tag', '');
  for (const tag of tags) {
    const names = specs.filter((s) => s.tags.includes(tag)).map((s) => `[${s.requestType}](#${anchor(s.requestType)})`);
    lines.push(`- **${tag}** (${TAG_TITLES[tag]}): ${names.join(', ')}`);
  }
  lines.push('');

  lines.push('## Operations', '');
  for (const spec of specs) {
    lines.push(`### ${spec.requestType}`, '');
    lines.push(spec.description, '');
    const flags = flagsOf(spec);
    lines.push(`- Method: ${spec.requirePost ? 'POST only' : 'GET or POST'}`);
    lines.push(`- Tags: ${spec.tags.join(', ')}`);
    lines.push(`- Flags: ${flags.length > 0 ? flags.join(', ') : 'none'}`);
    lines.push('');
    const params = shownParams(spec);
    if (params.length === 0) {
      lines.push('No parameters besides the common ones.', '');
      continue;
    }
    lines.push('| Parameter | Type | Required | Default | Description |', '|---|---|---|---|---|');
    for (const p of params) {
      lines.push(`| ${cell(p.name)} | ${cell(p.typeLabel)} | ${p.required ? 'yes' : 'no'} | ${p.defaultText !== undefined ? cell(p.defaultText) : ''} | ${cell(p.description)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
