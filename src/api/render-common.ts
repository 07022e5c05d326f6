// Shared by the console page and the generated reference: which parameters a handler shows
// (its own plus the common ones the server reads for it) and how a type is described.
import type { HandlerSpec, ParamSpec } from './types.js';

export interface ShownParam {
  readonly name: string;
  readonly typeLabel: string;
  readonly required: boolean;
  readonly secret: boolean;
  readonly file: boolean;
  readonly description: string;
  readonly defaultText?: string;
  readonly spec?: ParamSpec;
}

const SECRET_INPUT_NAMES = new Set(['secretPhrase', 'adminPassword', 'sharedPiece']);

export function typeLabel(p: ParamSpec): string {
  switch (p.type) {
    case 'string': return p.maxLength !== undefined ? `string (max ${p.maxLength} chars)` : 'string';
    case 'int': return rangeLabel('int', p.min, p.max);
    case 'long': return rangeLabel('long', p.min, p.max);
    case 'amount': return rangeLabel('amount', p.min, p.max);
    case 'id': return 'id (unsigned 64-bit decimal)';
    case 'account': return 'account (id or RS address)';
    case 'boolean': return 'boolean';
    case 'hex': return p.bytes !== undefined ? `hex (${p.bytes} bytes)` : p.maxBytes !== undefined ? `hex (max ${p.maxBytes} bytes)` : 'hex';
    case 'accountList': return 'accounts (comma-separated or repeated)';
    case 'idList': return 'ids (comma-separated or repeated)';
    case 'hexList': return p.bytes !== undefined ? `hex (${p.bytes} bytes each, comma-separated or repeated)` : `hex (at most ${p.maxBytes ?? 'any'} bytes each, comma-separated or repeated)`;
    case 'file': return p.maxBytes !== undefined ? `file (max ${p.maxBytes} bytes)` : 'file';
    case 'enum': return `one of ${p.values.join(', ')}`;
  }
}

function rangeLabel(base: string, min?: number | bigint, max?: number | bigint): string {
  if (min === undefined && max === undefined) return base;
  return `${base} (${min ?? ''}..${max ?? ''})`;
}

/** The handler's parameters as a caller sees them: own ones first, then the common ones. */
export function shownParams(spec: HandlerSpec<unknown>): ShownParam[] {
  const out: ShownParam[] = spec.params.map((p) => ({
    name: p.name,
    typeLabel: typeLabel(p),
    required: p.required === true,
    secret: p.secret === true || SECRET_INPUT_NAMES.has(p.name),
    file: p.type === 'file',
    description: p.description,
    defaultText: 'default' in p && p.default !== undefined ? String(p.default) : undefined,
    spec: p,
  }));
  if (spec.paginated) {
    out.push(
      { name: 'firstIndex', typeLabel: 'int', required: false, secret: false, file: false, description: 'Zero-based index of the first record (default 0).' },
      { name: 'lastIndex', typeLabel: 'int', required: false, secret: false, file: false, description: 'Zero-based index of the last record (default: firstIndex + maxAPIRecords - 1, more with a valid adminPassword).' },
    );
  }
  if (spec.requirePassword) {
    out.push({ name: 'adminPassword', typeLabel: 'string', required: false, secret: true, file: false, description: 'Admin password (when the node requires one).' });
  } else if (spec.paginated) {
    out.push({ name: 'adminPassword', typeLabel: 'string', required: false, secret: true, file: false, description: 'Optional: a valid admin password lifts the maxAPIRecords cap.' });
  }
  return out;
}

export function flagsOf(spec: HandlerSpec<unknown>): string[] {
  const flags: string[] = [];
  if (spec.requirePost) flags.push('POST only');
  if (spec.requirePassword) flags.push('admin password');
  if (spec.requireBlockchain) flags.push('requires blockchain');
  if (spec.paginated) flags.push('paginated');
  return flags;
}
