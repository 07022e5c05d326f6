import { describe, it, expect } from '@jest/globals';
import { renderApiConsolePage } from '../../../src/api/console/api-console-page.js';
import { escapeHtml } from '../../../src/api/console/html.js';
import { ApiTag, defineHandler, type HandlerSpec } from '../../../src/api/types.js';
import { UTILS_HANDLERS } from '../../../src/api/handlers/utils/index.js';
import { DEBUG_HANDLERS } from '../../../src/api/handlers/debug/index.js';
import { nodeHandlerTable } from '../../../src/node.js';
import { fakeTable } from '../fake-table.js';

/** The <details> block of one operation. */
function block(html: string, requestType: string): string {
  const m = new RegExp(`<details class="op" id="op-${requestType}"[^]*?</details>`).exec(html);
  if (m === null) throw new Error(`no form for ${requestType}`);
  return m[0];
}

const takesSecret = (spec: HandlerSpec<unknown>): boolean =>
  spec.params.some((p) => p.secret === true || p.name === 'secretPhrase') || spec.requirePassword || spec.paginated === true;

describe('renderApiConsolePage', () => {
  it('lists only the tags in use, with counts, and one form per handler', () => {
    const html = renderApiConsolePage({ ...UTILS_HANDLERS, ...DEBUG_HANDLERS });
    expect(html).toContain('data-tag="UTILS"');
    expect(html).toContain('data-tag="DEBUG"');
    expect(html).not.toContain('data-tag="SHUFFLING"');
    expect(html.match(/<details class="op"/g)).toHaveLength(Object.keys({ ...UTILS_HANDLERS, ...DEBUG_HANDLERS }).length);
    const setLogging = block(html, 'setLogging');
    expect(setLogging).toContain('POST only');
    expect(setLogging).toMatch(/<input type="password"[^>]*name="adminPassword"/);
    expect(setLogging).toMatch(/<select[^>]*name="logging"><option value=""><\/option><option>TRACE<\/option>/);
  });

  it('sends every operation of the node that takes a secret phrase or a password by POST, and marks admin ones', () => {
    const table = nodeHandlerTable();
    const html = renderApiConsolePage(table);
    let secretForms = 0;
    for (const spec of Object.values(table)) {
      const form = block(html, spec.requestType);
      if (takesSecret(spec)) {
        secretForms++;
        // POST by the script (data-method) and by the browser itself without it (method).
        expect(form).toMatch(/<form class="op" action="\/api" method="post" data-method="POST"/);
        expect(form).toMatch(/<input type="password"/);
      } else {
        expect(form).not.toMatch(/type="password"/);
      }
      expect(form.includes('<span class="badge admin">admin</span>')).toBe(spec.requirePassword);
      if (spec.requirePassword || spec.paginated) expect(form).toMatch(/<input type="password"[^>]*name="adminPassword"/);
      else expect(form).not.toContain('name="adminPassword"');
      for (const common of ['chain', 'requireBlock', 'requireLastBlock']) expect(form).toContain(`name="${common}"`);
    }
    expect(secretForms).toBeGreaterThan(5);
    // The cases the issue found: getAccountId with a secret phrase, paginated reads with adminPassword.
    expect(block(html, 'getAccountId')).toMatch(/sent by POST[^]*method="post" data-method="POST"[^]*<input type="password"[^>]*name="secretPhrase"/);
    expect(block(html, 'getBlocks')).toMatch(/method="post" data-method="POST"[^]*name="adminPassword"/);
    expect(block(html, 'getBlockchainStatus')).toMatch(/method="get" data-method="GET"/);
    expect(block(html, 'generateBlock')).toContain('<span class="badge admin">admin</span>');
  });

  it('uses a multipart POST form for handlers with file parameters and GET for reads without secrets', () => {
    const html = renderApiConsolePage(fakeTable({}));
    expect(block(html, 'upload')).toContain('<form class="op" action="/api" method="post" data-method="POST" data-multipart="true" enctype="multipart/form-data">');
    expect(block(html, 'getThing')).toContain('<form class="op" action="/api" method="get" data-method="GET" data-multipart="false">');
    expect(block(html, 'listThings')).toMatch(/name="firstIndex"[^]*?name="lastIndex"/);
  });

  it('loads its behaviour from /console/api-console.js, with no inline script', () => {
    const html = renderApiConsolePage(fakeTable({}));
    expect(html).toContain('<script type="module" src="/console/api-console.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('escapes every text taken from the table', () => {
    const html = renderApiConsolePage({
      evil: defineHandler({
        requestType: 'evil',
        tags: [ApiTag.UTILS],
        description: '<script>alert(1)</script>',
        method: 'GET',
        requirePost: false,
        requirePassword: false,
        requireBlockchain: false,
        params: [{ name: 'p', type: 'string', default: '"><img src=x>', description: 'a & b' }],
        async handler() {
          return {};
        },
      }),
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('"><img src=x>');
    expect(html).toContain('a &amp; b');
  });

  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
