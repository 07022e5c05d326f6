import { describe, it, expect } from '@jest/globals';
import { parseProperties, propertiesToMap } from '../../src/config/properties.js';
import { ConfigError } from '../../src/config/errors.js';

describe('parseProperties', () => {
  it('reads key=value and key: value pairs, trimmed, skipping # and ! comments and blank lines', () => {
    const text = [
      '# a comment',
      '! another comment',
      '',
      '  node.apiServerPort = 6876  ',
      'node.apiServerHost:0.0.0.0',
      'node.peers  a:1, b:2',
      'node.adminPassword=p#not-a-comment',
    ].join('\n');
    const map = propertiesToMap(parseProperties(text));
    expect([...map.entries()]).toEqual([
      ['node.apiServerPort', '6876'],
      ['node.apiServerHost', '0.0.0.0'],
      ['node.peers', 'a:1, b:2'],
      ['node.adminPassword', 'p#not-a-comment'],
    ]);
  });

  it('joins continuation lines and drops the leading whitespace of the continuation', () => {
    const text = 'node.peers = a:1, \\\n    b:2, \\\r\n    c:3\nnode.dataDir=/x';
    const map = propertiesToMap(parseProperties(text));
    expect(map.get('node.peers')).toBe('a:1, b:2, c:3');
    expect(map.get('node.dataDir')).toBe('/x');
  });

  it('treats an even number of trailing backslashes as literal backslashes, not a continuation', () => {
    const map = propertiesToMap(parseProperties('a=x\\\\\nb=y'));
    expect(map.get('a')).toBe('x\\');
    expect(map.get('b')).toBe('y');
  });

  it('decodes escapes, including \\uXXXX and escaped separators in keys', () => {
    const map = propertiesToMap(parseProperties('we\\=ird\\:key = tab\\there \\u00e9'));
    expect(map.get('we=ird:key')).toBe('tab\there é');
  });

  it('reports the line of a malformed escape', () => {
    expect(() => parseProperties('a=1\nb=\\u12', 'f.properties')).toThrow(ConfigError);
    expect(() => parseProperties('a=1\nb=\\u12', 'f.properties')).toThrow('f.properties: line 2: malformed \\u escape');
  });

  it('keeps line numbers and lets later keys win', () => {
    const entries = parseProperties('a=1\n\n# c\na=2');
    expect(entries).toEqual([
      { key: 'a', value: '1', line: 1 },
      { key: 'a', value: '2', line: 4 },
    ]);
    expect(propertiesToMap(entries).get('a')).toBe('2');
  });

  it('accepts a key with no value as an empty value', () => {
    expect(propertiesToMap(parseProperties('node.adminPassword')).get('node.adminPassword')).toBe('');
    expect(propertiesToMap(parseProperties('node.adminPassword=')).get('node.adminPassword')).toBe('');
  });
});

describe('parseProperties with an error callback', () => {
  it('reports every malformed line with its key when the key decoded, and keeps the good lines', () => {
    const seen: Array<[string, string | undefined]> = [];
    const entries = parseProperties('a=1\nb=\\u12\n=2\nc\\u1=3\nd=4', 'f.properties', (err, key) => seen.push([err.message, key]));
    expect(entries.map((e) => e.key)).toEqual(['a', 'd']);
    expect(seen).toEqual([
      ['f.properties: line 2: malformed \\u escape', 'b'],
      ['f.properties: line 3: empty key', ''],
      ['f.properties: line 4: malformed \\u escape', undefined],
    ]);
  });
});
