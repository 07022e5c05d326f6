// Loading the configuration must stay quick (a node checks it before loading anything else, and
// tools check it alone): src/config imports a small graph, and loading a full file with its
// checks takes milliseconds. A new import of the node's heavy parts (the store, libp2p itself,
// the actors) into src/config fails here rather than slowing every start.
import { describe, it, expect } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config/load.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The source files and packages a module loads at run time (`import type` is erased). */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      if (!spec.startsWith('.')) packages.add(spec);
      else visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
    }
  };
  visit(join(ROOT, entry));
  return { files: [...files].map((f) => relative(ROOT, f)).sort(), packages: [...packages].sort() };
}

describe('the configuration loads quickly', () => {
  it('imports a small graph: the config, a few domain and net helpers, no heavy package', () => {
    const { files, packages } = importGraph('src/config/load.ts');
    for (const f of files) expect(existsSync(join(ROOT, f))).toBe(true);
    // 25 at issue 29; some room for the helpers' own growth, none for a new subsystem.
    expect(files.length).toBeLessThanOrEqual(30);
    expect(files.filter((f) => !/^src\/(config|domain|log|net)\//.test(f))).toEqual([]);
    // At most what the address and split-secret checks need; not libp2p, the store or the actors.
    const allowed = ['@libp2p/peer-id', '@multiformats/multiaddr', '@noble/curves/ed25519.js', '@noble/hashes/sha2.js', 'shamir-secret-sharing'];
    expect(packages.filter((p) => !p.startsWith('node:') && !allowed.includes(p))).toEqual([]);
    // The port probe stands alone.
    expect(importGraph('src/config/ports.ts').files).toEqual(['src/config/errors.ts', 'src/config/ports.ts']);
  });

  it('loads and checks a full configuration, files included, in milliseconds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-speed-'));
    try {
      const key = join(dir, 'forger.key');
      writeFileSync(key, 'a phrase\n');
      chmodSync(key, 0o600);
      writeFileSync(join(dir, 'genesis.json'), '{}');
      const file = join(dir, 'node.properties');
      writeFileSync(file, `node.genesisFile=${join(dir, 'genesis.json')}\nnode.forgingSecretFiles=${key}\nnode.peers=10.0.0.1:7876, 10.0.0.2\nnode.allowedBotHosts=127.0.0.1, 10.0.0.0/8\n`);
      loadConfig({ file });
      const start = performance.now();
      for (let i = 0; i < 10; i++) loadConfig({ file, env: { TOTEM_API_SERVER_PORT: '0' } });
      expect((performance.now() - start) / 10).toBeLessThan(50);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
