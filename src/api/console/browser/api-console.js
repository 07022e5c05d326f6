// test.html: filters the operation list and sends each form with fetch, showing the answer under
// it. A form holding a secret (secret phrase, admin password) is always POSTed with the fields in
// the body: a URL is kept in history, logs and proxies, so nothing secret may go into one. Reads
// without a secret use GET (the node answers reads on both). Nothing here writes the location or
// the history: the filter and tag choices stay in the page.
let currentTag = '';

function refresh() {
  const text = document.getElementById('filter').value.toLowerCase();
  for (const d of document.querySelectorAll('details.op')) {
    const okTag = currentTag === '' || d.dataset.tags.split(' ').includes(currentTag);
    const okText = d.dataset.requestType.toLowerCase().includes(text);
    d.style.display = okTag && okText ? '' : 'none';
  }
}

for (const a of document.querySelectorAll('nav a[data-tag]')) {
  a.addEventListener('click', (e) => {
    e.preventDefault(); // href="#" would add a history entry
    currentTag = a.dataset.tag;
    for (const b of document.querySelectorAll('nav a[data-tag]')) b.classList.toggle('active', b === a);
    refresh();
  });
}
document.getElementById('filter').addEventListener('input', refresh);

/** How a form is sent: multipart for files; POST when the operation is POST-only or the form has
 * a secret field (decided when the page was generated, and checked again here). */
function methodOf(form) {
  if (form.dataset.multipart === 'true') return 'MULTIPART';
  if (form.dataset.method === 'POST' || form.querySelector('input[type=password]') !== null) return 'POST';
  return 'GET';
}

async function send(form, out) {
  const data = new FormData(form);
  const method = methodOf(form);
  let response;
  if (method === 'MULTIPART') {
    const parts = new FormData();
    for (const [k, v] of data) if (typeof v === 'string' ? v !== '' : v.size > 0) parts.append(k, v);
    response = await fetch('/api', { method: 'POST', body: parts });
  } else {
    const fields = new URLSearchParams();
    for (const [k, v] of data) if (typeof v === 'string' && v !== '') fields.append(k, v);
    response = method === 'POST' ? await fetch('/api', { method: 'POST', body: fields }) : await fetch(`/api?${fields}`);
  }
  let text = await response.text();
  try {
    text = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON: shown as it came
  }
  out.dataset.status = String(response.status);
  out.textContent = `HTTP ${response.status} (${method === 'GET' ? 'GET' : 'POST'})\n${text}`;
}

for (const form of document.querySelectorAll('form.op')) {
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const out = form.parentNode.querySelector('pre.result');
    out.textContent = '...';
    delete out.dataset.status;
    send(form, out).catch((err) => {
      out.dataset.status = 'failed';
      out.textContent = String(err);
    });
  });
}
