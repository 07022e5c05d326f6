// The console's routes beside /api: `/` (to the home page), /index.html (the page for people),
// /test.html (the API console), /console/<script>.js (the pages' own scripts, browser/) and
// /vendor/... (the @noble modules the home page signs with). Every body is built or read once,
// when the routes are made; a request only picks one of them, by exact path (a path not in the
// table is the API's JSON 404, so no request ever reaches the file system).
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import { apiErrors } from '../errors.js';
import { CACHE_CONTROL } from '../http-edge.js';
import { pathOf, type HttpRoute } from '../routes.js';
import type { HandlerTable } from '../types.js';
import { renderApiConsolePage } from './api-console-page.js';
import { renderHomePage } from './home-page.js';
import { pageHeaders, scriptHash } from './html.js';
import { collectVendorFiles, VENDOR_PREFIX, type VendorFiles } from './vendor-files.js';

/** The pages' scripts, served from browser/ under /console/. */
export const PAGE_SCRIPTS: readonly string[] = ['api-console.js', 'home.js', 'send.js', 'api.js', 'account-address.js', 'tx-check.js'];
export const PAGE_SCRIPT_PREFIX = '/console/';

const HTML = 'text/html; charset=utf-8';
const JAVASCRIPT = 'text/javascript; charset=utf-8';

export interface ConsoleRoutesOptions {
  /** The handler table /api dispatches on: test.html has one form per operation. */
  readonly table: HandlerTable<any>;
  /** Title of both pages. */
  readonly title?: string;
  /** The vendored modules (default: collected from node_modules). */
  readonly vendor?: VendorFiles;
}

function write(req: http.IncomingMessage, res: http.ServerResponse, status: number, headers: Record<string, string | number>, body?: Buffer): void {
  res.writeHead(status, { 'Cache-Control': CACHE_CONTROL, ...headers, ...(body !== undefined ? { 'Content-Length': body.length } : {}) });
  // HEAD: the same headers, no body.
  res.end(req.method === 'HEAD' ? undefined : body);
}

function pageRoute(path: string, html: string, headers: Record<string, string>): HttpRoute {
  const body = Buffer.from(html, 'utf8');
  return {
    path,
    methods: ['GET', 'HEAD'],
    handle: (req, res) => write(req, res, 200, { ...headers, 'Content-Type': HTML }, body),
  };
}

/** Serves exactly the files of `files` (URL path -> contents) below `prefix`. */
function filesRoute(prefix: string, files: ReadonlyMap<string, Buffer>): HttpRoute {
  return {
    path: prefix,
    prefix: true,
    methods: ['GET', 'HEAD'],
    handle(req, res, info) {
      // The path as sent, not normalized: only a key of `files`, spelled exactly, is served.
      const path = pathOf(req.url);
      const body = files.get(path);
      if (body === undefined) {
        const err = apiErrors.unknownPath(path);
        const json = Buffer.from(JSON.stringify({ ...err.toBody(), requestProcessingTime: Math.round(performance.now() - info.receivedAt) }));
        write(req, res, err.httpStatus, { 'Content-Type': 'application/json; charset=utf-8' }, json);
        return;
      }
      write(req, res, 200, { 'Content-Type': JAVASCRIPT, 'X-Content-Type-Options': 'nosniff' }, body);
    },
  };
}

/** The page scripts, read from browser/ beside this file. */
export function readPageScripts(): Map<string, Buffer> {
  const dir = new URL('./browser/', import.meta.url);
  return new Map(PAGE_SCRIPTS.map((name) => [`${PAGE_SCRIPT_PREFIX}${name}`, readFileSync(new URL(name, dir))]));
}

// The files do not change while the process runs: read once, however many servers are made.
let defaultVendor: VendorFiles | undefined;
let pageScripts: Map<string, Buffer> | undefined;

export function consoleRoutes(opts: ConsoleRoutesOptions): HttpRoute[] {
  const vendor = opts.vendor ?? (defaultVendor ??= collectVendorFiles());
  // '<' escaped: the map sits inside a <script> element.
  const importMap = JSON.stringify(vendor.importMap).replace(/</g, '\\u003c');
  const home = renderHomePage({ importMap, ...(opts.title !== undefined ? { title: opts.title } : {}) });
  const apiConsole = renderApiConsolePage(opts.table, opts.title !== undefined ? { title: `${opts.title}: API console` } : {});
  return [
    {
      path: '/',
      methods: ['GET', 'HEAD'],
      handle: (req, res) => write(req, res, 302, { Location: '/index.html' }, Buffer.alloc(0)),
    },
    pageRoute('/index.html', home, pageHeaders([scriptHash(importMap)])),
    pageRoute('/test.html', apiConsole, pageHeaders()),
    filesRoute(PAGE_SCRIPT_PREFIX, (pageScripts ??= readPageScripts())),
    filesRoute(VENDOR_PREFIX, vendor.files),
  ];
}
