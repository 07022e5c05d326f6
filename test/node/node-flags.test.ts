// The node's Node.js flags (src/node-flags.ts): every way of starting the node passes them, and a
// process started without them is told so.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingNodeFlags, NODE_FLAGS } from '../../src/node-flags.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the node\'s Node.js flags', () => {
  it('are passed by npm start, npm run start:dev and the compiled bin\'s #! line', () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const build = readFileSync(join(ROOT, 'scripts', 'build.mjs'), 'utf8');
    const shebang = /const SHEBANG = '(#![^']*)\\n';/.exec(build)?.[1];
    expect(shebang).toMatch(/^#!\/usr\/bin\/env -S node /);
    for (const command of [scripts['start']!, scripts['start:dev']!, shebang!]) {
      expect(command.split(' ').filter((w) => w.startsWith('--') && !w.startsWith('--import'))).toEqual([...NODE_FLAGS]);
    }
  });

  it('are missing when neither the command line nor NODE_OPTIONS has them', () => {
    expect(missingNodeFlags([], '')).toEqual([...NODE_FLAGS]);
    expect(missingNodeFlags(['--enable-source-maps'], '--enable-source-maps')).toEqual([...NODE_FLAGS]);
  });

  it('count as given from either place, with any value, with _ or -', () => {
    expect(missingNodeFlags([...NODE_FLAGS], '')).toEqual([]);
    expect(missingNodeFlags([], ` --enable-source-maps ${NODE_FLAGS.join(' ')}`)).toEqual([]);
    expect(missingNodeFlags(['--max_semi_space_size=128'], '')).toEqual([]);
  });
});
