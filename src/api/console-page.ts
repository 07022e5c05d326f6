// The interactive API console served at /test.html and /index.html, generated from the
// handler table: tags on the left, one form per handler built from its parameters (secret
// phrases and passwords as password inputs, file parameters as multipart uploads, POST-only
// handlers marked). Plain HTML with a little inline script; no framework, no external assets.
import { flagsOf, shownParams, type ShownParam } from './render-common.js';
import { ApiTag, TAG_TITLES, type HandlerSpec, type HandlerTable } from './types.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface ConsolePageOptions {
  /** Shown in the title and header. */
  readonly title?: string;
}

export function renderConsolePage(table: HandlerTable<any>, opts: ConsolePageOptions = {}): string {
  const title = opts.title ?? 'Node API console';
  const specs = Object.values(table).sort((a, b) => a.requestType.localeCompare(b.requestType));
  const counts = new Map<ApiTag, number>();
  for (const s of specs) for (const t of s.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  const tagLinks = Object.values(ApiTag)
    .filter((t) => counts.has(t))
    .map((t) => `<li><a href="#" data-tag="${t}">${escapeHtml(TAG_TITLES[t])} <span class="n">${counts.get(t)}</span></a></li>`)
    .join('\n');
  const forms = specs.map(renderHandler).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
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
.badge.post { background: #fde2c8; } .badge.admin { background: #f8c9c9; }
form { display: grid; grid-template-columns: 200px 1fr; gap: 4px 10px; margin: 8px 0; }
label { font-family: monospace; } label .req { color: #c00; }
.hint { grid-column: 2; color: #666; font-size: 12px; margin-top: -3px; }
pre { background: #f7f7f7; padding: 8px; overflow: auto; max-height: 400px; }
#filter { width: 100%; box-sizing: border-box; margin-bottom: 8px; }
</style>
</head>
<body>
<nav>
<input id="filter" placeholder="filter requestType">
<ul>
<li><a href="#" data-tag="" class="active">All <span class="n">${specs.length}</span></a></li>
${tagLinks}
</ul>
</nav>
<main>
<h1>${escapeHtml(title)}</h1>
<p>Every operation is <code>/api?requestType=&lt;name&gt;</code>. Reads use GET, POST-only operations use form-encoded POST, file parameters are sent as multipart. A read given an admin password is sent as a POST: the node accepts adminPassword only in a POST body, never in a URL.</p>
${forms}
</main>
<script>
(function () {
  var current = '';
  function refresh() {
    var text = document.getElementById('filter').value.toLowerCase();
    document.querySelectorAll('details.op').forEach(function (d) {
      var tags = d.getAttribute('data-tags').split(' ');
      var okTag = current === '' || tags.indexOf(current) >= 0;
      var okText = d.getAttribute('data-request-type').toLowerCase().indexOf(text) >= 0;
      d.style.display = okTag && okText ? '' : 'none';
    });
  }
  document.querySelectorAll('nav a').forEach(function (a) {
    a.addEventListener('click', function (e) {
      e.preventDefault();
      current = a.getAttribute('data-tag');
      document.querySelectorAll('nav a').forEach(function (b) { b.classList.toggle('active', b === a); });
      refresh();
    });
  });
  document.getElementById('filter').addEventListener('input', refresh);
  document.querySelectorAll('form.op').forEach(function (form) {
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var out = form.parentNode.querySelector('pre');
      var method = form.getAttribute('data-method');
      var multipart = form.getAttribute('data-multipart') === 'true';
      var data = new FormData(form);
      var fields = new URLSearchParams();
      data.forEach(function (v, k) { if (typeof v === 'string' && v !== '') fields.append(k, v); });
      var request;
      if (multipart) {
        var parts = new FormData();
        data.forEach(function (v, k) { if (typeof v !== 'string' ? v.size > 0 : v !== '') parts.append(k, v); });
        request = fetch('/api', { method: 'POST', body: parts });
      } else if (method === 'POST' || fields.has('adminPassword')) {
        // adminPassword is refused in a URL; reads accept POST as well.
        request = fetch('/api', { method: 'POST', body: fields });
      } else {
        request = fetch('/api?' + fields.toString());
      }
      out.textContent = '...';
      request.then(function (r) { return r.text().then(function (t) { return [r.status, t]; }); })
        .then(function (res) {
          var text = res[1];
          try { text = JSON.stringify(JSON.parse(text), null, 2); } catch (err) { /* not JSON */ }
          out.textContent = 'HTTP ' + res[0] + '\\n' + text;
        })
        .catch(function (err) { out.textContent = String(err); });
    });
  });
})();
</script>
</body>
</html>
`;
}

function renderHandler(spec: HandlerSpec<unknown>): string {
  const params = shownParams(spec);
  const multipart = params.some((p) => p.file);
  const method = spec.requirePost || multipart ? 'POST' : 'GET';
  const badges = [
    spec.requirePost ? '<span class="badge post">POST only</span>' : '',
    spec.requirePassword ? '<span class="badge admin">admin</span>' : '',
    ...spec.tags.map((t) => `<span class="badge">${t}</span>`),
  ].join('');
  const rows = params.map((p) => renderInput(spec.requestType, p)).join('\n');
  const flags = flagsOf(spec);
  return `<details class="op" id="op-${escapeHtml(spec.requestType)}" data-request-type="${escapeHtml(spec.requestType)}" data-tags="${spec.tags.join(' ')}">
<summary>${escapeHtml(spec.requestType)}${badges}</summary>
<p>${escapeHtml(spec.description)}${flags.length ? ` <em>(${escapeHtml(flags.join(', '))})</em>` : ''}</p>
<form class="op" data-method="${method}" data-multipart="${multipart}"${multipart ? ' enctype="multipart/form-data"' : ''}>
<input type="hidden" name="requestType" value="${escapeHtml(spec.requestType)}">
${rows}
<span></span><button type="submit">${method === 'POST' ? 'POST' : 'GET'} ${escapeHtml(spec.requestType)}</button>
</form>
<pre></pre>
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
