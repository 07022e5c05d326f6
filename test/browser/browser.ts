// Headless Chromium for the browser tests, with no system install: @sparticuz/chromium ships
// the binary inside the npm package (unpacked to /tmp on first launch) and puppeteer-core drives
// it. A RecordedPage keeps what the tests check the secrets against: every request the page
// made (URL, method, body), the tab's navigation history as the browser keeps it, and the
// page's errors.
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: true });
}

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly body: string;
}

export interface RecordedPage {
  readonly page: Page;
  readonly requests: RecordedRequest[];
  /** Uncaught exceptions and console errors, with the URL they came from. */
  readonly errors: Array<{ text: string; url: string }>;
  /** The URLs of the tab's navigation history (back/forward list), as the browser keeps them,
   * after the blank page a tab opens with. */
  history(): Promise<string[]>;
}

export async function recordedPage(browser: Browser, setup?: (page: Page) => Promise<void>): Promise<RecordedPage> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const requests: RecordedRequest[] = [];
  const errors: Array<{ text: string; url: string }> = [];
  page.on('request', (req) => requests.push({ url: req.url(), method: req.method(), body: req.postData() ?? '' }));
  page.on('pageerror', (err) => errors.push({ text: String(err), url: '' }));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push({ text: msg.text(), url: msg.location().url ?? '' });
  });
  if (setup !== undefined) await setup(page);
  const session = await page.createCDPSession();
  return {
    page,
    requests,
    errors,
    async history() {
      const { entries } = await session.send('Page.getNavigationHistory');
      // A new tab starts at about:blank before the test's goto.
      return entries.map((e) => e.url).filter((url, i) => !(i === 0 && url === 'about:blank'));
    },
  };
}

/** The parameters of a form-encoded body or query string. */
export function formFields(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** Whether `text` carries `secret` as written, form-encoded or URI-encoded. */
export function carries(text: string, secret: string): boolean {
  const forms = new Set([secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)]);
  return [...forms].some((f) => text.includes(f));
}
