// index.html, the node's page for people: the latest blocks and the pool, live through the
// event stream (/events, polling when it cannot be had); an account lookup; a send form that
// signs in the browser. The markup is static; browser/home.js fills it and browser/send.js signs.
// The one inline script is the import map naming where the browser finds @noble/curves and
// @noble/hashes (served from node_modules under /vendor/); the page's CSP admits it by hash.
import { escapeHtml, pageStart } from './html.js';

export interface HomePageOptions {
  readonly title?: string;
  /** The `<script type="importmap">` text (JSON). */
  readonly importMap: string;
}

export function renderHomePage(opts: HomePageOptions): string {
  const title = opts.title ?? 'Node';
  return `${pageStart(title)}
<script type="importmap">${opts.importMap}</script>
<style>
body { margin: 0; font: 14px/1.45 system-ui, sans-serif; color: #1d1d1f; background: #fafafa; }
header { display: flex; gap: 18px; align-items: baseline; padding: 10px 20px; background: #1f3b63; color: #fff; }
header h1 { font-size: 18px; margin: 0; } header a { color: #cfe0ff; margin-left: auto; }
#feed-state { font-size: 12px; padding: 1px 7px; border-radius: 9px; background: #777; }
#feed-state[data-state="live"] { background: #2e8b57; } #feed-state[data-state="polling"] { background: #b8860b; }
main { display: grid; grid-template-columns: repeat(auto-fit, minmax(460px, 1fr)); gap: 16px; padding: 16px 20px; }
section { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 10px 14px; overflow: auto; }
h2 { font-size: 15px; margin: 2px 0 8px; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid #eee; white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.mono { font-family: ui-monospace, monospace; font-size: 12px; }
.empty { color: #888; font-style: italic; }
form { display: grid; grid-template-columns: 130px 1fr; gap: 6px 10px; align-items: center; }
form button { grid-column: 2; justify-self: start; }
input { font: inherit; padding: 3px 5px; }
.hint { grid-column: 2; color: #666; font-size: 12px; margin-top: -4px; }
dl { display: grid; grid-template-columns: 170px 1fr; gap: 2px 10px; margin: 8px 0; } dt { color: #555; }
#send-status li.ok { color: #2e6b2e; } #send-status li.fail { color: #b00020; }
.error { color: #b00020; }
</style>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<span id="network"></span>
<span>height <strong id="height">-</strong></span>
<span id="feed-state" data-state="connecting">connecting</span>
<a href="/test.html">API console</a>
</header>
<main>
<section id="blocks">
<h2>Latest blocks</h2>
<table><thead><tr><th class="num">Height</th><th>Block</th><th>Time</th><th>Forger</th><th class="num">Txs</th><th class="num">Amount</th><th class="num">Fees</th></tr></thead>
<tbody id="blocks-body"></tbody></table>
</section>
<section id="pool">
<h2>Pool <span id="pool-count" class="empty"></span></h2>
<table><thead><tr><th>Transaction</th><th>From</th><th>To</th><th class="num">Amount</th><th class="num">Fee</th></tr></thead>
<tbody id="pool-body"></tbody></table>
</section>
<section id="account">
<h2>Account</h2>
<form id="lookup" autocomplete="off">
<label for="lookup-account">Account</label><input id="lookup-account" name="account" placeholder="id or address" required>
<button type="submit">Look up</button>
</form>
<div id="account-view"></div>
</section>
<section id="send">
<h2>Send coins</h2>
<form id="send-form" autocomplete="off">
<label for="send-secret">Secret phrase</label><input id="send-secret" type="password" autocomplete="off" required>
<span class="hint">Stays in this page: the key is derived and the payment signed here; only the public key and the signed bytes go to the node.</span>
<label for="send-recipient">Recipient</label><input id="send-recipient" placeholder="id or address" required>
<label for="send-amount">Amount (coins)</label><input id="send-amount" inputmode="decimal" placeholder="1.5" required>
<label for="send-fee">Fee (coins)</label><input id="send-fee" inputmode="decimal" required>
<span class="hint">1 coin = 10<sup>8</sup> MTA; the minimum fee is filled in.</span>
<label for="send-deadline">Deadline (minutes)</label><input id="send-deadline" inputmode="numeric" value="1440" required>
<button type="submit">Sign and send</button>
</form>
<ol id="send-status"></ol>
</section>
</main>
<script type="module" src="/console/home.js"></script>
</body>
</html>
`;
}
