// Request decoding: the query string and the body (application/x-www-form-urlencoded,
// multipart/form-data, application/json) -> RawParams. Decoding is strict: malformed percent
// escapes, invalid UTF-8, broken multipart framing and bad JSON are errors (code 50), never
// silently patched. Body values override query values of the same name.
import { apiErrors } from './errors.js';
import type { RawParams, RawValue } from './params.js';
import type { FileUpload } from './types.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes `a=1&b=x+y&b=%20z` strictly (application/x-www-form-urlencoded rules). */
export function parseUrlEncoded(text: string, what: string, into: RawParams = new Map()): RawParams {
  if (text === '') return into;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decodeComponent(eq < 0 ? pair : pair.slice(0, eq), what);
    const value = eq < 0 ? '' : decodeComponent(pair.slice(eq + 1), what);
    append(into, name, value);
  }
  return into;
}

function decodeComponent(text: string, what: string): string {
  // Most names and values (ids, numbers, flags) have nothing to decode.
  if (text.indexOf('%') < 0 && text.indexOf('+') < 0) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw apiErrors.malformedBody(`malformed percent-encoding in ${what}`);
  }
}

function append(into: RawParams, name: string, value: RawValue): void {
  const list = into.get(name);
  if (list) list.push(value);
  else into.set(name, [value]);
}

/** Media type without parameters, lower-cased ('' when absent). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Parses a body by its Content-Type, adding (and overriding) names in `into`. */
export function parseBody(contentType: string | undefined, body: Uint8Array, into: RawParams): RawParams {
  const type = mediaType(contentType);
  if (body.length === 0 && (type === '' || type === 'application/x-www-form-urlencoded' || type === 'application/json')) {
    return into;
  }
  let parsed: RawParams;
  if (type === 'application/x-www-form-urlencoded') {
    parsed = parseUrlEncoded(decodeUtf8(body, 'form body'), 'form body');
  } else if (type === 'multipart/form-data') {
    parsed = parseMultipart(contentType!, body);
  } else if (type === 'application/json') {
    parsed = parseJsonBody(body);
  } else {
    throw apiErrors.unsupportedMediaType(type === '' ? '(none)' : type);
  }
  for (const [name, values] of parsed) into.set(name, values);
  return into;
}

function decodeUtf8(bytes: Uint8Array, what: string): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw apiErrors.malformedBody(`${what} is not valid UTF-8`);
  }
}

/** A JSON object whose members are strings, numbers (safe integers or decimals), booleans,
 * null (ignored) or arrays of those (repeated values). */
export function parseJsonBody(body: Uint8Array): RawParams {
  let value: unknown;
  try {
    value = JSON.parse(decodeUtf8(body, 'JSON body'));
  } catch (err) {
    if ((err as { name?: string }).name === 'ApiError') throw err;
    throw apiErrors.malformedBody('malformed JSON body');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw apiErrors.malformedBody('JSON body must be an object of parameters');
  }
  const out: RawParams = new Map();
  for (const [name, member] of Object.entries(value as Record<string, unknown>)) {
    const items = Array.isArray(member) ? member : [member];
    for (const item of items) {
      if (item === null) continue;
      if (typeof item === 'string') append(out, name, item);
      else if (typeof item === 'boolean') append(out, name, String(item));
      else if (typeof item === 'number') {
        if (Number.isInteger(item) && !Number.isSafeInteger(item)) {
          throw apiErrors.invalidParam(name, 'integers beyond 2^53 lose precision in JSON numbers; send them as strings');
        }
        append(out, name, String(item));
      } else throw apiErrors.invalidParam(name, 'nested objects and arrays are not accepted');
    }
  }
  return out;
}

// ---- multipart/form-data (RFC 7578) ----

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function parseMultipart(contentType: string, body: Uint8Array): RawParams {
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary || boundary.length > 70) throw apiErrors.malformedBody('multipart body without a valid boundary');
  const buf = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const dash = Buffer.from('--' + boundary);
  const delimiter = Buffer.from('\r\n--' + boundary);
  const out: RawParams = new Map();

  // The first delimiter may open the body directly or follow a preamble.
  let pos: number;
  if (buf.subarray(0, dash.length).equals(dash)) pos = dash.length;
  else {
    const at = buf.indexOf(delimiter);
    if (at < 0) throw apiErrors.malformedBody('multipart body without its boundary');
    pos = at + delimiter.length;
  }
  for (;;) {
    if (buf[pos] === 0x2d && buf[pos + 1] === 0x2d) return out; // "--": the closing delimiter
    // Transport padding, then CRLF.
    while (buf[pos] === 0x20 || buf[pos] === 0x09) pos++;
    if (!buf.subarray(pos, pos + 2).equals(CRLF)) throw apiErrors.malformedBody('malformed multipart delimiter line');
    pos += 2;
    const headerEnd = buf.indexOf(HEADER_END, pos);
    if (headerEnd < 0) throw apiErrors.malformedBody('multipart part without a header end');
    const headers = parsePartHeaders(decodeUtf8(buf.subarray(pos, headerEnd), 'multipart headers'));
    const contentStart = headerEnd + HEADER_END.length;
    const next = buf.indexOf(delimiter, contentStart);
    if (next < 0) throw apiErrors.malformedBody('multipart body is not closed by its boundary');
    const content = buf.subarray(contentStart, next);
    const disposition = headers.get('content-disposition');
    if (!disposition || mediaType(disposition) !== 'form-data') {
      throw apiErrors.malformedBody('multipart part without Content-Disposition: form-data');
    }
    const name = headerParam(disposition, 'name');
    if (name === undefined) throw apiErrors.malformedBody('multipart part without a name');
    const filename = headerParam(disposition, 'filename');
    if (filename !== undefined) {
      const file: FileUpload = {
        filename,
        contentType: headers.get('content-type') ?? null,
        data: new Uint8Array(content),
      };
      append(out, name, file);
    } else {
      append(out, name, decodeUtf8(content, `multipart field ${name}`));
    }
    pos = next + delimiter.length;
  }
}

function parsePartHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw apiErrors.malformedBody('malformed multipart header line');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A parameter of a header value (`name="x"`, `boundary=abc`), quotes and escapes removed. */
export function headerParam(header: string, param: string): string | undefined {
  const re = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let m = re.exec(header); m; m = re.exec(header)) {
    if (m[1]!.toLowerCase() === param) {
      return m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3]!.trim();
    }
  }
  return undefined;
}
