// The npm registry reachable from our build machines does not carry every platform-specific
// optional binary (e.g. @swc/core-darwin-arm64, @unrs/resolver-binding-*), so `npm install`
// cannot record them in package-lock.json and `npm ci` then refuses the lock as out of sync.
// This removes, from each package's optionalDependencies in the lock, the names the lock has no
// entry for. Run it after `npm install` changes the lock: `node scripts/prune-lock-optionals.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const has = (name) => Object.prototype.hasOwnProperty.call(lock.packages, `node_modules/${name}`);
let pruned = 0;
for (const entry of Object.values(lock.packages)) {
  const opt = entry.optionalDependencies;
  if (!opt) continue;
  for (const name of Object.keys(opt)) {
    if (!has(name)) {
      delete opt[name];
      pruned += 1;
    }
  }
  if (Object.keys(opt).length === 0) delete entry.optionalDependencies;
}
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`pruned ${pruned} optional dependencies missing from the lock`);
