// The few npm modules index.html runs in the browser (@noble/curves' Ed25519, @noble/hashes'
// SHA-256), served from node_modules as they are: no bundler, no copy in the repository. The set
// of files is worked out once from the entry modules by following their static imports, so only
// those files (about twenty) can ever be served: a request names a key of that map or gets 404,
// and no request path is ever joined to a directory (no traversal, whatever the spelling).
// The import map tells the browser where each bare specifier lives.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

/** The bare specifiers the page scripts import. */
export const BROWSER_ENTRY_MODULES: readonly string[] = ['@noble/curves/ed25519.js', '@noble/hashes/sha2.js', '@noble/hashes/utils.js'];

/** Where the vendored files are served. */
export const VENDOR_PREFIX = '/vendor/';

export interface VendorFiles {
  /** URL path (`/vendor/@noble/curves/ed25519.js`) -> file contents. */
  readonly files: ReadonlyMap<string, Buffer>;
  /** The page's `<script type="importmap">` object: bare specifier -> URL path. */
  readonly importMap: { readonly imports: Readonly<Record<string, string>> };
}

// Static `import ... from 'x'`, `export ... from 'x'` and `import 'x'` at the start of a line.
// Line-anchored so the usage examples in the libraries' doc comments (` * import ...`) are not
// taken for imports; a statement may span lines up to its `from`.
const IMPORT_RE = /^[ \t]*(?:import|export)\b(?:[^'";]*?\bfrom)?\s*['"]([^'"\n]+)['"]/gm;

/** The static import specifiers of an ES module's source text. */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_RE)].map((m) => m[1]!);
}

/** The package a resolved file belongs to: its name and root directory (the nearest directory
 * above it holding a package.json with a name). */
function packageOf(file: string, cache: Map<string, { name: string; root: string }>): { name: string; root: string } {
  let dir = dirname(file);
  for (;;) {
    const known = cache.get(dir);
    if (known !== undefined) return known;
    try {
      const pkg = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')) as { name?: unknown };
      if (typeof pkg.name === 'string') {
        const found = { name: pkg.name, root: dir };
        cache.set(dir, found);
        return found;
      }
    } catch {
      // no package.json here: look further up
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${file}`);
    dir = up;
  }
}

/** Follows the static imports of the entry modules (resolved as Node resolves them from this
 * file) and returns every file reached, by URL path, with the import map of the entries and of
 * every bare specifier met on the way. Throws when an import cannot be resolved: the console
 * would otherwise fail in the browser only. */
export function collectVendorFiles(entries: readonly string[] = BROWSER_ENTRY_MODULES, from: string = import.meta.url): VendorFiles {
  const files = new Map<string, Buffer>();
  const imports: Record<string, string> = {};
  const packages = new Map<string, { name: string; root: string }>();
  const seen = new Set<string>();
  const urlOf = (file: string): string => {
    const pkg = packageOf(file, packages);
    const inside = relative(pkg.root, file).split(sep).join('/');
    if (inside.startsWith('..')) throw new Error(`${file} is outside its package ${pkg.root}`);
    return `${VENDOR_PREFIX}${pkg.name}/${inside}`;
  };
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) throw new Error(`only .js modules are served to the browser, not ${file}`);
    const source = readFileSync(file);
    files.set(urlOf(file), source);
    const require = createRequire(file);
    for (const specifier of importSpecifiers(source.toString('utf8'))) {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        visit(resolve(dirname(file), specifier));
      } else {
        const target = require.resolve(specifier);
        imports[specifier] = urlOf(target);
        visit(target);
      }
    }
  };
  const require = createRequire(from);
  for (const entry of entries) {
    const file = require.resolve(entry);
    imports[entry] = urlOf(file);
    visit(file);
  }
  return { files, importMap: { imports } };
}
