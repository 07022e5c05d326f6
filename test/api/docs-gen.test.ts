import { describe, it, expect } from '@jest/globals';
import { renderApiReference } from '../../src/api/docs-gen.js';
import { validateTable } from '../../src/api/dispatch.js';
import { UTILS_HANDLERS } from '../../src/api/handlers/utils/index.js';
import { DEBUG_HANDLERS } from '../../src/api/handlers/debug/index.js';
import { fakeTable } from './fake-table.js';

describe('renderApiReference', () => {
  const md = renderApiReference({ ...UTILS_HANDLERS, ...DEBUG_HANDLERS });

  it('documents every handler with its method, tags, flags and parameters', () => {
    for (const name of ['rsConvert', 'longConvert', 'hexConvert', 'hash', 'fullHashToId', 'getTime', 'setLogging']) {
      expect(md).toContain(`### ${name}\n`);
    }
    expect(md).toContain(
      '### setLogging\n\nSets the least severe log level printed',
    );
    expect(md).toMatch(/### setLogging[^#]*- Method: POST only\n- Tags: DEBUG\n- Flags: POST only, admin password\n/);
    expect(md).toContain('| logging | one of TRACE, DEBUG, INFO, WARN, ERROR, OFF | yes |  | New log level. |');
    expect(md).toContain('| adminPassword | string | no |  | Admin password (when the node requires one). |');
    expect(md).toContain('| secretIsText | boolean | no | false |');
    expect(md).toMatch(/### getTime[^#]*No parameters besides the common ones\./);
  });

  it('lists operations by tag with links, and the common parameters', () => {
    expect(md).toContain('- **UTILS** (Utilities): [combineSecret](#combinesecret), [fullHashToId](#fullhashtoid), [getTime](#gettime), [hash](#hash), [hexConvert](#hexconvert), [longConvert](#longconvert), [rsConvert](#rsconvert), [splitSecret](#splitsecret)');
    expect(md).toContain('| requireBlock | id |');
    expect(md).toContain('| firstIndex, lastIndex | int |');
  });

  it('shows pagination parameters for paginated handlers and escapes pipes', () => {
    const ref = renderApiReference(fakeTable({}));
    expect(ref).toMatch(/### listThings[^#]*\| firstIndex \| int \| no \|/);
    expect(ref).toContain('[get-hyphenated](#get-hyphenated)');
  });

  it('the shipped tables are valid', () => {
    expect(() => validateTable({ ...UTILS_HANDLERS, ...DEBUG_HANDLERS })).not.toThrow();
  });
});
