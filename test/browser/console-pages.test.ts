// Both console pages in headless Chromium against an in-process devnet node serving what the
// full node serves (full-node-routes.ts): test.html runs operations, index.html follows the
// chain live and sends a payment signed in the page. Throughout, the secrets (the devnet-0
// phrase, a console test phrase, the admin password) are checked against every request the
// browser made, the tab's URL history, the page itself and the node's log lines.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { formatCoins } from '../../src/api/console/browser/tx-check.js';
import { ADMIN_PASSWORD, devnet, startChainNode, testAccount, type ChainNode } from '../api/chain-fixture.js';
import { carries, formFields, launchBrowser, recordedPage, type RecordedPage } from './browser.js';

const CONSOLE_SECRET = 'console test phrase & more';
const SENDER = devnet(0);
const RECIPIENT = devnet(1);
const SECRETS = [SENDER.secretPhrase, CONSOLE_SECRET, ADMIN_PASSWORD];
const WAIT = { timeout: 20_000 };

let node: ChainNode;
let browser: Browser;
let shots: string;
/** Whether the node serves the event stream (then index.html must be live on it). */
const pages: RecordedPage[] = [];

async function open(path: string, setup?: (page: Page) => Promise<void>): Promise<RecordedPage> {
  const rec = await recordedPage(browser, setup);
  pages.push(rec);
  await rec.page.goto(`${node.base}${path}`, { waitUntil: 'load' });
  return rec;
}

async function expectPng(page: Page, name: string): Promise<void> {
  const path = join(shots, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  const png = await readFile(path);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.readUInt32BE(16)).toBeGreaterThan(0); // IHDR width
  expect(png.readUInt32BE(20)).toBeGreaterThan(0); // IHDR height
  expect(png.length).toBeGreaterThan(5_000);
}

/** The errors a page may show: none, except the browser's own reports of an error answer a test
 * asked for (`expected`: the start of its URL). */
function unexpectedErrors(rec: RecordedPage, expected: readonly string[] = []): Array<{ text: string; url: string }> {
  return rec.errors.filter(
    (e) => !(e.text.startsWith('Failed to load resource') && expected.some((url) => e.url.startsWith(url))),
  );
}

const apiRequests = (rec: RecordedPage) => rec.requests.filter((r) => new URL(r.url).pathname === '/api');
const requestTypeOf = (r: { url: string; body: string }) => new URL(r.url).searchParams.get('requestType') ?? formFields(r.body)['requestType'];

beforeAll(async () => {
  shots = process.env['SCREENSHOTS_DIR'] ?? (await mkdtemp(join(tmpdir(), 'console-shots-')));
  node = await startChainNode();
  await node.forge(); // a block above genesis, so the list has more than one row
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await node?.close();
  // SCREENSHOTS_DIR=path keeps the screenshots there (to look at them) instead of a temp dir.
  if (process.env['SCREENSHOTS_DIR'] === undefined) await rm(shots, { recursive: true, force: true });
}, 30_000);

describe('test.html', () => {
  let rec: RecordedPage;

  beforeAll(async () => {
    rec = await open('/test.html');
  }, 60_000);

  async function run(requestType: string, fields: Record<string, string> = {}): Promise<string> {
    const { page } = rec;
    await page.click(`#op-${requestType} > summary`);
    for (const [name, value] of Object.entries(fields)) await page.type(`#f-${requestType}-${name}`, value);
    await page.click(`#op-${requestType} button[type=submit]`);
    await page.waitForSelector(`#op-${requestType} pre.result[data-status]`, WAIT);
    return page.$eval(`#op-${requestType} pre.result`, (e) => e.textContent ?? '');
  }

  it('runs a read by GET and shows its answer', async () => {
    const out = await run('getBlockchainStatus');
    expect(out).toMatch(/^HTTP 200 \(GET\)/);
    expect(JSON.parse(out.slice(out.indexOf('\n') + 1))).toMatchObject({ numberOfBlocks: 2 });
    const sent = apiRequests(rec).find((r) => requestTypeOf(r) === 'getBlockchainStatus')!;
    expect(sent.method).toBe('GET');
  }, 60_000);

  it('sends getAccountId with a secret phrase by POST, the phrase in the body only', async () => {
    const out = await run('getAccountId', { secretPhrase: CONSOLE_SECRET });
    expect(out).toMatch(/^HTTP 200 \(POST\)/);
    expect(JSON.parse(out.slice(out.indexOf('\n') + 1))).toMatchObject({ accountRS: testAccount(CONSOLE_SECRET).accountRS });
    const sent = apiRequests(rec).filter((r) => requestTypeOf(r) === 'getAccountId');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`${node.base}/api`);
    expect(formFields(sent[0]!.body)).toMatchObject({ requestType: 'getAccountId', secretPhrase: CONSOLE_SECRET });
  }, 60_000);

  it('sends a paginated read with the admin password by POST, and the node accepts it there', async () => {
    const out = await run('getBlocks', { lastIndex: '150', adminPassword: ADMIN_PASSWORD, requireLastBlock: (await node.get({ requestType: 'getBlockchainStatus' })).json.lastBlock });
    expect(out).toMatch(/^HTTP 200 \(POST\)/);
    const sent = apiRequests(rec).find((r) => requestTypeOf(r) === 'getBlocks')!;
    expect(sent.method).toBe('POST');
    expect(new URL(sent.url).search).toBe('');
    expect(formFields(sent.body)).toMatchObject({ adminPassword: ADMIN_PASSWORD, lastIndex: '150' });
  }, 60_000);

  it('shows the node\'s refusal of a common parameter', async () => {
    const out = await run('getTime', { chain: '2' });
    expect(out).toMatch(/^HTTP 400 \(GET\)[^]*"error": "chain"/);
  }, 60_000);

  it('filters without touching the location, and looks right', async () => {
    const { page } = rec;
    await page.type('#filter', 'account');
    await page.click('nav a[data-tag="ACCOUNTS"]');
    expect(await page.$eval('#op-getBlocks', (e) => e.style.display)).toBe('none');
    expect(await page.$eval('#op-getAccountId', (e) => e.style.display)).toBe('');
    expect(await rec.history()).toEqual([`${node.base}/test.html`]);
    expect(unexpectedErrors(rec, [`${node.base}/api?requestType=getTime&chain=2`])).toEqual([]);
    await expectPng(page, 'test-html');
  }, 60_000);
});

describe('index.html', () => {
  let rec: RecordedPage;
  let sentId: string;

  beforeAll(async () => {
    rec = await open('/index.html');
    await rec.page.waitForSelector('body[data-ready="true"]', WAIT);
  }, 60_000);

  const text = (selector: string) => rec.page.$eval(selector, (e) => e.textContent ?? '');

  it('shows the latest blocks, and follows the event stream', async () => {
    expect(await rec.page.$$eval('#blocks-body tr', (rows) => rows.length)).toBe(2);
    expect(await text('#height')).toBe('1');
    await rec.page.waitForSelector('#feed-state[data-state="live"]', WAIT);
    expect(rec.requests.some((r) => new URL(r.url).pathname === '/events')).toBe(true);
  }, 60_000);

  it('looks an account up by address, with its balances', async () => {
    await rec.page.type('#lookup-account', RECIPIENT.accountRS);
    await rec.page.click('#lookup button');
    await rec.page.waitForSelector('#account-view dd[data-field="Balance"]', WAIT);
    expect(await text('#account-view dd[data-field="Id"]')).toBe(RECIPIENT.account);
    const balance = (await node.get({ requestType: 'getBalance', account: RECIPIENT.account })).json.balanceMTA as string;
    expect(await text('#account-view dd[data-field="Balance"]')).toBe(`${formatCoins(balance)} coins`);
  }, 60_000);

  it('signs a payment in the page: the node gets the public key and the signed bytes, never the phrase', async () => {
    const { page } = rec;
    expect(await page.$eval('#send-fee', (e) => e.value)).toBe('1');
    await page.type('#send-secret', SENDER.secretPhrase);
    await page.type('#send-recipient', RECIPIENT.accountRS);
    await page.type('#send-amount', '12.5');
    await page.click('#send-form button');
    await page.waitForSelector('#send-status[data-transaction]', WAIT);
    sentId = (await page.$eval('#send-status', (e) => e.dataset['transaction']))!;
    expect(await text('#send-status')).toContain(`Signing as ${SENDER.accountRS}`);
    expect(await page.$eval('#send-secret', (e) => e.value)).toBe('');

    const sendMoney = apiRequests(rec).filter((r) => requestTypeOf(r) === 'sendMoney');
    expect(sendMoney).toHaveLength(1);
    expect(sendMoney[0]!.method).toBe('POST');
    const asked = formFields(sendMoney[0]!.body);
    expect(asked).toEqual({ requestType: 'sendMoney', publicKey: SENDER.publicKey, recipient: RECIPIENT.accountRS, amountMTA: '1250000000', feeMTA: '100000000', deadline: '1440' });
    const broadcast = apiRequests(rec).filter((r) => requestTypeOf(r) === 'broadcastTransaction');
    expect(broadcast).toHaveLength(1);
    expect(Object.keys(formFields(broadcast[0]!.body))).toEqual(['requestType', 'transactionBytes']);

    // The node holds the page's transaction, signed by devnet-0's key.
    const pooled = await node.get({ requestType: 'getTransaction', transaction: sentId });
    expect(pooled.json).toMatchObject({ sender: SENDER.account, recipient: RECIPIENT.account, amountMTA: '1250000000' });
    await page.waitForSelector(`#pool-body tr[data-transaction="${sentId}"]`, WAIT);
    await page.waitForSelector(`#account-transactions tr[data-transaction="${sentId}"][data-status="pending"]`, WAIT);
  }, 60_000);

  it('sees the payment confirmed when a block is forged', async () => {
    const before = (await node.get({ requestType: 'getBalance', account: RECIPIENT.account })).json.balanceMTA as string;
    const block = await node.forge();
    expect(block.numberOfTransactions).toBe(1);
    const { page } = rec;
    await page.waitForSelector(`#blocks-body tr[data-block="${block.block}"]`, WAIT);
    await page.waitForFunction(`document.querySelector('#pool-body tr[data-transaction="${sentId}"]') === null`, WAIT);
    await page.waitForSelector(`#account-transactions tr[data-transaction="${sentId}"][data-status="0 confirmations"]`, WAIT);
    const after = BigInt(before) + 1_250_000_000n;
    expect(await text('#account-view dd[data-field="Balance"]')).toBe(`${formatCoins(after)} coins`);
    expect(await text('#height')).toBe('2');
    expect(unexpectedErrors(rec)).toEqual([]);
    await expectPng(page, 'index-html');
  }, 60_000);

  it('refuses to sign when the node\'s bytes do not say what was asked', async () => {
    const { page } = rec;
    // A node (or anything between) that swaps the recipient: the page must not sign.
    await page.setRequestInterception(true);
    const onRequest = (req: import('puppeteer-core').HTTPRequest) => {
      const fields = formFields(req.postData() ?? '');
      if (fields['requestType'] === 'sendMoney') {
        void req.continue({ postData: new URLSearchParams({ ...fields, recipient: devnet(2).account }).toString() });
      } else void req.continue();
    };
    page.on('request', onRequest);
    try {
      await page.type('#send-secret', SENDER.secretPhrase);
      await page.$eval('#send-amount', (e) => (e.value = '1'));
      await page.click('#send-form button');
      await page.waitForSelector('#send-status li.fail', WAIT);
    } finally {
      page.off('request', onRequest);
      await page.setRequestInterception(false);
    }
    expect(await text('#send-status li.fail')).toMatch(/refused to sign what the node built: the recipient is account \d+, not the one asked for/);
    expect(apiRequests(rec).filter((r) => requestTypeOf(r) === 'broadcastTransaction')).toHaveLength(1);
    expect(await page.$eval('#send-secret', (e) => e.value)).toBe('');
  }, 60_000);

  it('polls when the browser has no EventSource', async () => {
    const polled = await open('/index.html', async (page) => {
      await page.evaluateOnNewDocument(() => Reflect.deleteProperty(globalThis, 'EventSource'));
    });
    await polled.page.waitForSelector('#feed-state[data-state="polling"]', WAIT);
    const block = await node.forge();
    await polled.page.waitForSelector(`#blocks-body tr[data-block="${block.block}"]`, WAIT);
    expect(polled.requests.some((r) => new URL(r.url).pathname === '/events')).toBe(false);
    expect(unexpectedErrors(polled)).toEqual([]);
  }, 60_000);

  it('polls when the node refuses the event stream', async () => {
    const refused = await open('/index.html', async (page) => {
      await page.setRequestInterception(true);
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/events') void req.respond({ status: 404, contentType: 'application/json', body: '{"errorCode":3}' });
        else void req.continue();
      });
    });
    await refused.page.waitForSelector('#feed-state[data-state="polling"]', WAIT);
    expect(refused.requests.filter((r) => new URL(r.url).pathname === '/events')).toHaveLength(1);
    const block = await node.forge();
    await refused.page.waitForSelector(`#blocks-body tr[data-block="${block.block}"]`, WAIT);
    expect(unexpectedErrors(refused, [`${node.base}/events?`])).toEqual([]);
  }, 60_000);
});

describe('the secrets', () => {
  it('never left a page: not in a request URL, not in a body but the console\'s own POST, not in the history, not in the node\'s logs', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const rec of pages) {
      for (const r of rec.requests) {
        for (const secret of SECRETS) expect({ url: r.url, secret, inUrl: carries(r.url, secret) }).toEqual({ url: r.url, secret, inUrl: false });
        // The devnet-0 phrase was typed into index.html only, which sends no request with it.
        expect({ url: r.url, body: r.body, inBody: carries(r.body, SENDER.secretPhrase) }).toEqual({ url: r.url, body: r.body, inBody: false });
      }
      for (const url of await rec.history()) for (const secret of SECRETS) expect(carries(url, secret)).toBe(false);
      const html = await rec.page.content();
      expect(html.includes(SENDER.secretPhrase)).toBe(false);
    }
    // The log saw the requests (so there was something to leak into) and holds none of the secrets.
    const logs = node.logs.join('\n');
    expect(logs).toMatch(/"requestType":"sendMoney"/);
    expect(logs).toMatch(/"requestType":"getAccountId"/);
    for (const secret of SECRETS) {
      const leaks = node.logs.filter((line) => carries(line, secret));
      expect({ secret, leaks }).toEqual({ secret, leaks: [] });
    }
  });
});
