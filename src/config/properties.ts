// Reader for Java-style `.properties` files, the format Nxt-family operators know:
//   key=value   or   key: value   (whitespace around the separator is trimmed)
//   # comment   ! comment         (whole lines only; a '#' inside a value is part of the value)
//   a line ending in an odd number of backslashes continues on the next line
// Escapes \t \n \r \\ \= \: \# \! and \uXXXX are decoded in keys and values. Later keys win.
import { ConfigError, ConfigErrorCode } from './errors.js';

export interface PropertyEntry {
  readonly key: string;
  readonly value: string;
  /** 1-based line where the entry starts, for error messages. */
  readonly line: number;
}

/** Throws a ConfigError (BAD_FILE) at the first malformed line, unless `onError` is given: then
 * each malformed line is reported to it, with its key when the key itself decoded, and skipped,
 * so one bad line does not hide the errors of the others. */
export function parseProperties(
  text: string,
  source = '<properties>',
  onError?: (error: ConfigError, key: string | undefined) => void,
): PropertyEntry[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const entries: PropertyEntry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const startLine = i + 1;
    let logical = lines[i]!.replace(/^[ \t\f]+/, '');
    if (logical === '' || logical.startsWith('#') || logical.startsWith('!')) continue;
    while (endsWithContinuation(logical)) {
      logical = logical.slice(0, -1);
      i++;
      if (i >= lines.length) break;
      logical += lines[i]!.replace(/^[ \t\f]+/, '');
    }
    const sep = findSeparator(logical);
    const rawKey = sep < 0 ? logical : logical.slice(0, sep);
    let rawValue = sep < 0 ? '' : logical.slice(sep + 1);
    rawValue = rawValue.replace(/^[ \t\f]+/, '');
    let key: string | undefined;
    try {
      key = unescape(rawKey.trim(), source, startLine);
      const value = unescape(rawValue.replace(/[ \t\f]+$/, ''), source, startLine);
      if (key === '') throw new ConfigError(ConfigErrorCode.BAD_FILE, source, `line ${startLine}: empty key`);
      entries.push({ key, value, line: startLine });
    } catch (err) {
      if (onError === undefined || !(err instanceof ConfigError)) throw err;
      onError(err, key);
    }
  }
  return entries;
}

/** Last value per key, in a map. */
export function propertiesToMap(entries: readonly PropertyEntry[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const e of entries) map.set(e.key, e.value);
  return map;
}

function endsWithContinuation(line: string): boolean {
  let n = 0;
  for (let j = line.length - 1; j >= 0 && line[j] === '\\'; j--) n++;
  return n % 2 === 1;
}

/** Index of the character that ends the key, as in Java: the first unescaped '=' or ':', or
 * the first whitespace (then a following '=' or ':' belongs to the separator). -1 if none. */
function findSeparator(line: string): number {
  for (let j = 0; j < line.length; j++) {
    const c = line[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '=' || c === ':') return j;
    if (c === ' ' || c === '\t' || c === '\f') {
      const rest = line.slice(j).match(/^[ \t\f]*[=:]?/)![0];
      return j + rest.length - 1;
    }
  }
  return -1;
}

function unescape(text: string, source: string, line: number): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let j = 0; j < text.length; j++) {
    const c = text[j]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const n = text[++j];
    switch (n) {
      case 't': out += '\t'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 'f': out += '\f'; break;
      case 'u': {
        const hex = text.slice(j + 1, j + 5);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
          throw new ConfigError(ConfigErrorCode.BAD_FILE, source, `line ${line}: malformed \\u escape`);
        }
        out += String.fromCharCode(parseInt(hex, 16));
        j += 4;
        break;
      }
      case undefined: break;
      default: out += n;
    }
  }
  return out;
}
