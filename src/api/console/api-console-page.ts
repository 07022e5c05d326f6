// test.html, the API console, generated from the handler table: tags on the left, one form per
// handler built from its parameters (secret phrases and passwords as password inputs, file
// parameters as multipart uploads), then the common parameters every operation takes (chain,
// requireBlock, requireLastBlock). POST-only and admin operations are marked.
// A form with a secret field is a POST form: its script sends it by POST, and so would the
// browser itself if the script did not run (method="post"), so a secret never lands in a URL.
// The behaviour is /console/api-console.js (browser/api-console.js); no inline script.
import { flagsOf, shownParams, type ShownParam } from '../render-common.js';
import { ApiTag, TAG_TITLES, type HandlerSpec, type HandlerTable } from '../types.js';
import { escapeHtml, pageStart } from './html.js';

export interface ApiConsolePageOptions {
  /** Shown in the title and header. */
  readonly title?: string;
}

/** The parameters the dispatcher reads for every operation (dispatch.ts), offered in every form. */
export const COMMON_CONSOLE_PARAMS: readonly ShownParam[] = [
  { name: 'chain', typeLabel: 'int', required: false, secret: false, file: false, description: 'Chain id; only 1 exists (default 1).', defaultText: '1' },
  { name: 'requireBlock', typeLabel: 'id', required: false, secret: false, file: false, description: 'Answer only if this block is in the current chain (else errorCode 4).' },
  { name: 'requireLastBlock', typeLabel: 'id', required: false, secret: false, file: false, description: 'Answer only if this is the last block (else errorCode 4).' },
];

/** How the console sends an operation: GET only for a read without any secret field. */
export function consoleMethodOf(spec: HandlerSpec<unknown>): { method: 'GET' | 'POST'; multipart: boolean } {
  const params = shownParams(spec);
  const multipart = params.some((p) => p.file);
  const method = spec.requirePost || multipart || params.some((p) => p.secret) ? 'POST' : 'GET';
  return { method, multipart };
}

export function renderApiConsolePage(table: HandlerTable<any>, opts: ApiConsolePageOptions = {}): string {
  const title = opts.title ?? 'Node API console';
  const specs = Object.values(table).sort((a, b) => a.requestType.localeCompare(b.requestType));
  const counts = new Map<ApiTag, number>();
  for (const s of specs) for (const t of s.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  const tagLinks = Object.values(ApiTag)
    .filter((t) => counts.has(t))
    .map((t) => `<li><a href="#" data-tag="${t}">${escapeHtml(TAG_TITLES[t])} <span class="n">${counts.get(t)}</span></a></li>`)
    .join('\n');
  const forms = specs.map(renderHandler).join('\n');
  return `${pageStart(title)}
<style>
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; display: flex; min-height: 100vh; }
nav { width: 230px; background: #f3f3f3; padding: 12px; border-right: 1px solid #ddd; flex-shrink: 0; }
nav ul { list-style: none; padding: 0; margin: 0; }
nav a { display: block; padding: 3px 6px; color: #222; text-decoration: none; border-radius: 3px; }
nav a.active, nav a:hover { background: #dde6f5; }
nav .n { color: #888; font-size: 12px; float: right; }
main { flex: 1; padding: 12px 20px; max-width: 1000px; }
details { border: 1px solid #ddd; border-radius: 4px; margin: 6px 0; padding: 4px 10px; }
summary { cursor: pointer; font-family: monospace; font-size: 15px; }
.badge { font: 11px system-ui, sans-serif; background: #eee; border-radius: 3px; padding: 1px 5px; margin-left: 4px; }
.badge.post { background: #fde2c8; } .badge.admin { background: #f8c9c9; } .badge.secret { background: #e4d7f5; }
form { display: grid; grid-template-columns: 200px 1fr; gap: 4px 10px; margin: 8px 0; }
form button { justify-self: start; }
label { font-family: monospace; } label .req { color: #c00; }
.hint { grid-column: 2; color: #666; font-size: 12px; margin-top: -3px; }
.common { grid-column: 1 / 3; color: #555; font-size: 12px; border-top: 1px dashed #ccc; padding-top: 4px; margin-top: 4px; }
pre { background: #f7f7f7; padding: 8px; overflow: auto; max-height: 400px; }
#filter { width: 100%; box-sizing: border-box; margin-bottom: 8px; }
</style>
</head>
<body>
<nav>
<p><a href="/index.html">&larr; Node home</a></p>
<input id="filter" placeholder="filter requestType" autocomplete="off">
<ul>
<li><a href="#" data-tag="" class="active">All <span class="n">${specs.length}</span></a></li>
${tagLinks}
</ul>
</nav>
<main>
<h1>${escapeHtml(title)}</h1>
<p>Every operation is <code>/api?requestType=&lt;name&gt;</code>. Reads use GET; POST-only operations, and every form with a secret phrase or an admin password, are sent as a form-encoded POST with the fields in the body (the node refuses an admin password in a URL, and a URL ends up in history and logs). File parameters are sent as multipart.</p>
${forms}
</main>
<script type="module" src="/console/api-console.js"></script>
</body>
</html>
`;
}

function renderHandler(spec: HandlerSpec<unknown>): string {
  const params = shownParams(spec);
  const { method, multipart } = consoleMethodOf(spec);
  const hasSecret = params.some((p) => p.secret);
  const badges = [
    spec.requirePost ? '<span class="badge post">POST only</span>' : '',
    spec.requirePassword ? '<span class="badge admin">admin</span>' : '',
    hasSecret && !spec.requirePost ? '<span class="badge secret">sent by POST</span>' : '',
    ...spec.tags.map((t) => `<span class="badge">${t}</span>`),
  ].join('');
  const rows = params.map((p) => renderInput(spec.requestType, p)).join('\n');
  const common = COMMON_CONSOLE_PARAMS.map((p) => renderInput(spec.requestType, p)).join('\n');
  const flags = flagsOf(spec);
  const formAttrs = `class="op" action="/api" method="${method === 'POST' ? 'post' : 'get'}" data-method="${method}" data-multipart="${multipart}"${multipart ? ' enctype="multipart/form-data"' : ''}`;
  return `<details class="op" id="op-${escapeHtml(spec.requestType)}" data-request-type="${escapeHtml(spec.requestType)}" data-tags="${spec.tags.join(' ')}">
<summary>${escapeHtml(spec.requestType)}${badges}</summary>
<p>${escapeHtml(spec.description)}${flags.length ? ` <em>(${escapeHtml(flags.join(', '))})</em>` : ''}</p>
<form ${formAttrs}>
<input type="hidden" name="requestType" value="${escapeHtml(spec.requestType)}">
${rows}
<span class="common">Common parameters</span>
${common}
<span></span><button type="submit">${method} ${escapeHtml(spec.requestType)}</button>
</form>
<pre class="result"></pre>
</details>`;
}

function renderInput(requestType: string, p: ShownParam): string {
  const id = `f-${requestType}-${p.name}`;
  const label = `<label for="${escapeHtml(id)}">${escapeHtml(p.name)}${p.required ? ' <span class="req">*</span>' : ''}</label>`;
  const common = `id="${escapeHtml(id)}" name="${escapeHtml(p.name)}"`;
  let input: string;
  if (p.file) input = `<input type="file" ${common}>`;
  else if (p.secret) input = `<input type="password" autocomplete="off" ${common}>`;
  else if (p.spec?.type === 'boolean') {
    input = `<select ${common}><option value=""></option><option>true</option><option>false</option></select>`;
  } else if (p.spec?.type === 'enum') {
    input = `<select ${common}><option value=""></option>${p.spec.values.map((v) => `<option>${escapeHtml(v)}</option>`).join('')}</select>`;
  } else {
    input = `<input type="text" ${common}${p.defaultText !== undefined ? ` placeholder="${escapeHtml(p.defaultText)}"` : ''}>`;
  }
  const hint = `<span class="hint">${escapeHtml(p.typeLabel)}${p.description ? ' - ' + escapeHtml(p.description) : ''}</span>`;
  return `${label}${input}\n${hint}`;
}
