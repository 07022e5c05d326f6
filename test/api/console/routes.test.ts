import { afterAll, beforeAll, describe, it, expect } from '@jest/globals';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { PAGE_SCRIPTS } from '../../../src/api/console/routes.js';
import { collectVendorFiles, importSpecifiers } from '../../../src/api/console/vendor-files.js';
import { fakeTable } from '../fake-table.js';
import { startTestServer, type TestServer } from '../helpers.js';

/** A request with the path sent exactly as written (fetch and URL would resolve `..`). */
function rawGet(port: number, path: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let s: TestServer;
let port: number;
beforeAll(async () => {
  s = await startTestServer(fakeTable({}));
  port = Number(new URL(s.base).port);
});
afterAll(() => s.close());

describe('vendored modules', () => {
  it('follows the static imports of the entries, and only those', () => {
    const v = collectVendorFiles();
    expect(v.importMap.imports['@noble/curves/ed25519.js']).toBe('/vendor/@noble/curves/ed25519.js');
    expect(v.importMap.imports['@noble/hashes/sha2.js']).toBe('/vendor/@noble/hashes/sha2.js');
    expect(v.files.has('/vendor/@noble/curves/abstract/edwards.js')).toBe(true);
    expect(v.files.has('/vendor/@noble/hashes/_md.js')).toBe(true);
    // Not reachable from the entries: not served.
    expect(v.files.has('/vendor/@noble/curves/secp256k1.js')).toBe(false);
    expect(v.files.has('/vendor/@noble/hashes/blake3.js')).toBe(false);
    for (const path of v.files.keys()) expect(path).toMatch(/^\/vendor\/@noble\/(curves|hashes)\/[a-z0-9_/-]+\.js$/);
    // Every file's own imports are in the set (or mapped): the browser can load the graph.
    for (const [path, source] of v.files) {
      for (const spec of importSpecifiers(source.toString('utf8'))) {
        const url = spec.startsWith('.') ? new URL(spec, `http://x${path}`).pathname : v.importMap.imports[spec];
        expect({ path, spec, served: url !== undefined && v.files.has(url) }).toEqual({ path, spec, served: true });
      }
    }
  });

  it('reads import statements, multi-line ones too, but not examples in comments', () => {
    const source = [
      "import { a, b } from './one.js';",
      'import {',
      '  c,',
      "} from '../two.js';",
      "export { d } from \"@scope/pkg/three.js\";",
      "import './side-effect.js';",
      "export * from './four.js';",
      '/**',
      " * import { example } from '@noble/curves/example.js';",
      ' */',
      "const s = 'import x from \"./not.js\"';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./one.js', '../two.js', '@scope/pkg/three.js', './side-effect.js', './four.js']);
  });

  it('serves every file of the set as JavaScript', async () => {
    const v = collectVendorFiles();
    for (const [path, source] of v.files) {
      const res = await fetch(`${s.base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(Buffer.from(await res.arrayBuffer()).equals(source)).toBe(true);
    }
  });

  it('answers any other path below /vendor/ and /console/ with the JSON 404, traversal included', async () => {
    const refused = [
      '/vendor/',
      '/vendor/@noble/curves/package.json',
      '/vendor/@noble/curves/ed25519.d.ts',
      '/vendor/@noble/curves/secp256k1.js',
      '/vendor/@noble/curves/../../../package.json',
      '/vendor/@noble/curves/abstract/../../../../src/api/server.ts',
      '/vendor/%2e%2e/%2e%2e/package.json',
      '/vendor/@noble%2fcurves%2fed25519.js',
      '/vendor/@noble/curves/ed25519.js%00.js',
      '/vendor//etc/passwd',
      '/vendor/..%2f..%2fpackage.json',
      '/console/routes.ts',
      '/console/../routes.ts',
      '/console/%2e%2e/routes.ts',
      '/console/browser/home.js',
    ];
    // The same answer as any path the server does not know.
    const unknown = JSON.parse((await rawGet(port, '/nowhere')).body) as { errorCode: number };
    expect(unknown.errorCode).toBeGreaterThan(0);
    for (const path of refused) {
      const res = await rawGet(port, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(JSON.parse(res.body)).toMatchObject({ errorCode: unknown.errorCode });
      expect(res.body).not.toContain('export');
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await rawGet(port, '/vendor/@noble/hashes/sha2.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    const post = await rawGet(port, '/vendor/@noble/hashes/sha2.js', 'POST');
    expect(post.status).toBe(405);
  });
});

describe('pages and their scripts', () => {
  it('serves the page scripts under /console/', async () => {
    for (const name of PAGE_SCRIPTS) {
      const res = await fetch(`${s.base}/console/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect((await res.text()).length).toBeGreaterThan(100);
    }
  });

  it('sends index.html with a CSP that admits only its import map inline, and talks to this node only', async () => {
    const res = await fetch(`${s.base}/index.html`);
    const html = await res.text();
    const map = /<script type="importmap">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(map).imports['@noble/curves/ed25519.js']).toBe('/vendor/@noble/curves/ed25519.js');
    const hash = createHash('sha256').update(map).digest('base64');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // The secret phrase input has no name: a form submitted without the script sends nothing of it.
    expect(html).toMatch(/<input id="send-secret" type="password" autocomplete="off" required>/);
  });

  it('sends test.html with a CSP allowing no inline script', async () => {
    const res = await fetch(`${s.base}/test.html`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('redirects / (and HEAD /) to /index.html', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await rawGet(port, '/', method);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/index.html');
    }
  });
});
