// Guards the capability layering the way the bucket test guards bucket numbers: a capability's
// rules import only the pure domain and its own folder; its registration (index.ts) may add its
// own API handlers, actors and machines; nothing below the composition root reaches into a
// capability except that capability's own API handlers (and tools, programs of their own); capabilities never import each other;
// the API never imports node.ts.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const src = join(root, 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative import of a file, as a path relative to src/ (e.g. 'domain/types.ts'). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
    const spec = (m[1] ?? m[2])!;
    out.push(relative(src, resolve(dirname(file), spec)).split(sep).join('/').replace(/\.js$/, '.ts'));
  }
  return out;
}

const rel = (file: string) => relative(src, file).split(sep).join('/');
const capabilityNames = readdirSync(join(src, 'capabilities')).filter((n) => statSync(join(src, 'capabilities', n)).isDirectory());

/** Why an import breaks the rules, or undefined when it is allowed. */
export function violation(from: string, target: string): string | undefined {
  // THE list names every capability's registration.
  if (from === 'capabilities/index.ts') {
    return /^capabilities\/([^/]+\/index|capability)\.ts$/.test(target) ? undefined : 'the capability list imports registrations only';
  }
  const own = from.match(/^capabilities\/([^/]+)\//)?.[1];
  const targetCapability = target.match(/^capabilities\/([^/]+)\//)?.[1];
  if (own !== undefined) {
    if (targetCapability !== undefined && targetCapability !== own) return `capability ${own} imports capability ${targetCapability}`;
    if (targetCapability === own || target.startsWith('domain/')) return undefined;
    const isRegistration = from === `capabilities/${own}/index.ts`;
    if (!isRegistration) return `capability rules may import only src/domain and their own folder`;
    const allowed = [`api/handlers/${own}/`, 'actors/', 'machines/'].some((p) => target.startsWith(p)) || target === 'capabilities/capability.ts';
    return allowed ? undefined : `a registration may add only its own API handlers, actors and machines`;
  }
  if (targetCapability !== undefined) {
    if (from.startsWith(`api/handlers/${targetCapability}/`) && !target.endsWith(`${targetCapability}/index.ts`)) return undefined;
    // A tool (src/tools/<name>/, e.g. the currency miner) is a program of its own that shares a
    // capability's pure rules with the node; it never reaches the registration.
    if (from.startsWith('tools/') && !target.endsWith(`${targetCapability}/index.ts`)) return undefined;
    return `only the composition root and ${targetCapability}'s own API handlers may import a capability`;
  }
  if (target === 'capabilities/index.ts' || target === 'capabilities/capability.ts') {
    return from === 'node.ts' ? undefined : 'only node.ts reads the capability list';
  }
  if (from.startsWith('api/') && (target === 'node.ts' || target === 'full-node.ts')) return 'the API depends on its sources, not on the composition root';
  return undefined;
}

describe('capability layering', () => {
  it('has capability folders to check', () => {
    expect(capabilityNames).toContain('payments');
  });

  it('every import in src/ keeps the capability rules', () => {
    const broken: string[] = [];
    for (const file of files(src)) {
      for (const target of importsOf(file)) {
        const why = violation(rel(file), target);
        if (why !== undefined) broken.push(`${rel(file)} -> ${target}: ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the rule itself refuses what it must', () => {
    expect(violation('capabilities/payments/rules.ts', 'storage/chain-store.ts')).toBeDefined();
    expect(violation('capabilities/payments/rules.ts', 'api/types.ts')).toBeDefined();
    expect(violation('capabilities/payments/index.ts', 'api/handlers/payments/index.ts')).toBeUndefined();
    expect(violation('capabilities/payments/index.ts', 'api/handlers/accounts/index.ts')).toBeDefined();
    expect(violation('capabilities/payments/index.ts', 'chain/mempool.ts')).toBeDefined();
    expect(violation('capabilities/messages/rules.ts', 'capabilities/payments/rules.ts')).toBeDefined();
    expect(violation('chain/mempool.ts', 'capabilities/payments/rules.ts')).toBeDefined();
    expect(violation('api/handlers/payments/sendMoney.ts', 'capabilities/payments/ordinary-payment.ts')).toBeUndefined();
    expect(violation('api/handlers/accounts/getAccount.ts', 'capabilities/payments/ordinary-payment.ts')).toBeDefined();
    expect(violation('api/table.ts', 'node.ts')).toBeDefined();
    expect(violation('api/table.ts', 'capabilities/index.ts')).toBeDefined();
    expect(violation('node.ts', 'capabilities/index.ts')).toBeUndefined();
    expect(violation('capabilities/index.ts', 'capabilities/payments/index.ts')).toBeUndefined();
    expect(violation('capabilities/index.ts', 'capabilities/payments/rules.ts')).toBeDefined();
  });
});
