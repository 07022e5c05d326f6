import { describe, it, expect } from '@jest/globals';
import { headerParam, parseBody, parseMultipart, parseUrlEncoded } from '../../src/api/body.js';
import type { FileUpload } from '../../src/api/types.js';
import { apiError } from './expect-api-error.js';

const enc = new TextEncoder();

describe('parseUrlEncoded', () => {
  it('decodes + and percent escapes and keeps repeated names in order', () => {
    const m = parseUrlEncoded('a=x+y&b=%C3%A9&a=2&flag&=v', 'q');
    expect(m.get('a')).toEqual(['x y', '2']);
    expect(m.get('b')).toEqual(['é']);
    expect(m.get('flag')).toEqual(['']);
    expect(m.get('')).toEqual(['v']);
  });

  it('refuses malformed escapes', () => {
    expect(apiError(() => parseUrlEncoded('a=%G1', 'query string')).description).toBe('Bad request: malformed percent-encoding in query string');
  });
});

describe('parseMultipart', () => {
  const body = [
    'preamble to ignore',
    '--AaB03x',
    'Content-Disposition: form-data; name="requestType"',
    '',
    'upload',
    '--AaB03x  ',
    'content-disposition: form-data; name="contract"; filename="a \\"q\\".wasm"',
    'Content-Type: application/wasm',
    '',
    '\u0000asm\r\n--notTheBoundary',
    '--AaB03x',
    'Content-Disposition: form-data; name="empty"',
    '',
    '',
    '--AaB03x--',
    'epilogue',
  ].join('\r\n');

  it('parses fields and files, with preamble, padding, quoted names and CRLF inside content', () => {
    const m = parseMultipart('multipart/form-data; boundary="AaB03x"', enc.encode(body));
    expect(m.get('requestType')).toEqual(['upload']);
    expect(m.get('empty')).toEqual(['']);
    const file = m.get('contract')![0] as FileUpload;
    expect(file.filename).toBe('a "q".wasm');
    expect(file.contentType).toBe('application/wasm');
    expect(Buffer.from(file.data).toString('latin1')).toBe('\u0000asm\r\n--notTheBoundary');
  });

  it('refuses a missing boundary, an unclosed body and parts without a name', () => {
    expect(apiError(() => parseMultipart('multipart/form-data', enc.encode(body))).code).toBe(50);
    expect(apiError(() => parseMultipart('multipart/form-data; boundary=AaB03x', enc.encode('--AaB03x\r\nContent-Disposition: form-data; name="a"\r\n\r\nx'))).description)
      .toBe('Bad request: multipart body is not closed by its boundary');
    expect(apiError(() => parseMultipart('multipart/form-data; boundary=b', enc.encode('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--'))).description)
      .toBe('Bad request: multipart part without a name');
  });

  it('refuses invalid UTF-8 in a text field', () => {
    const bytes = Buffer.concat([Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n'), Buffer.from([0xc3, 0x28]), Buffer.from('\r\n--b--')]);
    expect(apiError(() => parseMultipart('multipart/form-data; boundary=b', bytes)).description).toBe('Bad request: multipart field a is not valid UTF-8');
  });
});

describe('parseBody', () => {
  it('lets body values replace query values of the same name', () => {
    const into = parseUrlEncoded('a=1&b=2', 'q');
    parseBody('application/x-www-form-urlencoded; charset=utf-8', enc.encode('a=3'), into);
    expect(into.get('a')).toEqual(['3']);
    expect(into.get('b')).toEqual(['2']);
  });

  it('accepts an empty body without a content type', () => {
    expect(parseBody(undefined, new Uint8Array(), new Map()).size).toBe(0);
  });

  it('refuses a non-empty body of an unsupported type with 415', () => {
    const e = apiError(() => parseBody('text/plain', enc.encode('x'), new Map()));
    expect(e.httpStatus).toBe(415);
    expect(apiError(() => parseBody(undefined, enc.encode('x'), new Map())).description).toContain('(none)');
  });

  it('turns JSON members into parameter values', () => {
    const m = parseBody('application/json', enc.encode('{"a":"x","n":5,"b":true,"z":null,"list":["1",2]}'), new Map());
    expect([...m.entries()]).toEqual([['a', ['x']], ['n', ['5']], ['b', ['true']], ['list', ['1', '2']]]);
  });
});

describe('headerParam', () => {
  it('reads quoted and bare parameters case-insensitively', () => {
    expect(headerParam('form-data; NAME="x"; filename=y.txt', 'name')).toBe('x');
    expect(headerParam('form-data; NAME="x"; filename=y.txt', 'filename')).toBe('y.txt');
    expect(headerParam('form-data; filename="f"', 'name')).toBeUndefined();
  });
});
