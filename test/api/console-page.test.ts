import { describe, it, expect } from '@jest/globals';
import { escapeHtml, renderConsolePage } from '../../src/api/console-page.js';
import { ApiTag, defineHandler } from '../../src/api/types.js';
import { UTILS_HANDLERS } from '../../src/api/handlers/utils/index.js';
import { DEBUG_HANDLERS } from '../../src/api/handlers/debug/index.js';
import { fakeTable } from './fake-table.js';

describe('renderConsolePage', () => {
  it('lists only the tags in use, with counts, and one form per handler', () => {
    const html = renderConsolePage({ ...UTILS_HANDLERS, ...DEBUG_HANDLERS });
    expect(html).toContain('data-tag="UTILS"');
    expect(html).toContain('data-tag="DEBUG"');
    expect(html).not.toContain('data-tag="SHUFFLING"');
    expect(html.match(/<details class="op"/g)).toHaveLength(7);
    expect(html).toMatch(/<details class="op" id="op-setLogging"[^]*?POST only[^]*?<\/details>/);
    expect(html).toMatch(/id="op-setLogging"[^]*?<input type="password"[^>]*name="adminPassword"[^]*?<\/details>/);
    expect(html).toMatch(/id="op-setLogging"[^]*?<select[^>]*name="logging"><option value=""><\/option><option>TRACE<\/option>/);
  });

  it('uses a multipart POST form for handlers with file parameters and GET for reads', () => {
    const html = renderConsolePage(fakeTable({}));
    expect(html).toMatch(/id="op-upload"[^]*?<form class="op" data-method="POST" data-multipart="true" enctype="multipart\/form-data">/);
    expect(html).toMatch(/id="op-getThing"[^]*?<form class="op" data-method="GET" data-multipart="false">/);
    expect(html).toMatch(/id="op-listThings"[^]*?name="firstIndex"[^]*?name="lastIndex"/);
    // A read given an admin password is posted: the node refuses adminPassword in a URL.
    expect(html).toContain("} else if (method === 'POST' || fields.has('adminPassword')) {");
  });

  it('escapes every text taken from the table', () => {
    const html = renderConsolePage({
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
