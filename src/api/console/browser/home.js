// index.html: the latest blocks and the pool kept current from the node's event stream, an
// account view that follows the events naming the account, and the send form (send.js).
// Live: one EventSource on /events. When the stream cannot be had (no EventSource, the node
// answers it with an error, or it keeps failing before it ever opens), the page polls
// getBlockchainStatus instead; either way #feed-state says which (data-state live | polling).
// Each time the stream (re)opens the page reloads its lists: events may have been missed.
// Everything is written with textContent (no HTML from the node is ever parsed).
import { ApiCallError, get } from './api.js';
import { formatCoins } from './tx-check.js';
import { sendPayment } from './send.js';

const BLOCKS_SHOWN = 10;
const POLL_MS = 3000;
const TOPICS = 'block.pushed,block.popped,transaction.added,transaction.removed,transaction.confirmed';
/** Errors before the first open after which the stream is given up for polling. */
const MAX_FAILURES_BEFORE_OPEN = 3;

const $ = (id) => document.getElementById(id);
let constants = null;
let lastBlock = null;
/** The account on view: { account, accountRS } or null. */
let viewed = null;

function cell(row, text, className) {
  const td = row.insertCell();
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

function timeOf(timestamp) {
  return new Date(constants.epochBeginning + timestamp * 1000).toLocaleTimeString();
}

function short(id) {
  return id.length > 12 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id;
}

function setFeed(state, text) {
  $('feed-state').dataset.state = state;
  $('feed-state').textContent = text ?? state;
}

// --- blocks -------------------------------------------------------------------------------
/** A block row from getBlocks' Block object or a block.pushed event (same field names, the
 * event with MTA totals). */
function blockRow(b) {
  const tr = document.createElement('tr');
  tr.dataset.block = b.block;
  cell(tr, String(b.height), 'num');
  cell(tr, short(b.block), 'mono').title = b.block;
  cell(tr, timeOf(b.timestamp));
  cell(tr, b.generatorRS, 'mono');
  cell(tr, String(b.numberOfTransactions), 'num');
  cell(tr, formatCoins(b.totalAmountMTA ?? b.totalAmountFQT), 'num');
  cell(tr, formatCoins(b.totalFeeMTA ?? b.totalFeeFQT), 'num');
  return tr;
}

async function loadBlocks() {
  const { blocks } = await get('getBlocks', { firstIndex: '0', lastIndex: String(BLOCKS_SHOWN - 1) });
  $('blocks-body').replaceChildren(...blocks.map(blockRow));
  if (blocks.length > 0) setTip(blocks[0].block, blocks[0].height);
}

function setTip(block, height) {
  lastBlock = block;
  $('height').textContent = String(height);
}

function onBlockPushed(e) {
  const top = $('blocks-body').firstElementChild;
  const topHeight = top === null ? -1 : Number(top.cells[0].textContent);
  if (e.height !== topHeight + 1) {
    // A reorg or a gap: the list is rebuilt from the node.
    void refreshAll();
    return;
  }
  $('blocks-body').prepend(blockRow(e));
  while ($('blocks-body').rows.length > BLOCKS_SHOWN) $('blocks-body').lastElementChild.remove();
  setTip(e.block, e.height);
  for (const id of e.transactions ?? []) removeFromPool(id);
}

// --- pool ---------------------------------------------------------------------------------
function poolRow(t) {
  const tr = document.createElement('tr');
  tr.dataset.transaction = t.transaction;
  cell(tr, short(t.transaction), 'mono').title = t.transaction;
  cell(tr, t.senderRS, 'mono');
  cell(tr, t.recipientRS ?? '', 'mono');
  cell(tr, formatCoins(t.amountMTA), 'num');
  cell(tr, formatCoins(t.feeMTA), 'num');
  return tr;
}

function updatePoolCount() {
  const n = $('pool-body').rows.length;
  $('pool-count').textContent = n === 0 ? '(empty)' : `(${n})`;
}

async function loadPool() {
  const { unconfirmedTransactions } = await get('getUnconfirmedTransactions', { firstIndex: '0', lastIndex: '49' });
  $('pool-body').replaceChildren(...unconfirmedTransactions.map(poolRow));
  updatePoolCount();
}

function addToPool(t) {
  if ($('pool-body').querySelector(`tr[data-transaction="${t.transaction}"]`) === null) $('pool-body').append(poolRow(t));
  updatePoolCount();
}

function removeFromPool(id) {
  $('pool-body').querySelector(`tr[data-transaction="${id}"]`)?.remove();
  updatePoolCount();
}

// --- account ------------------------------------------------------------------------------
function txRow(t, status) {
  const tr = document.createElement('tr');
  tr.dataset.transaction = t.transaction;
  tr.dataset.status = status;
  cell(tr, short(t.transaction), 'mono').title = t.transaction;
  cell(tr, timeOf(t.timestamp));
  const incoming = t.recipient === viewed.account;
  cell(tr, incoming ? `from ${t.senderRS}` : `to ${t.recipientRS ?? '-'}`, 'mono');
  cell(tr, `${incoming ? '+' : '-'}${formatCoins(t.amountMTA)}`, 'num');
  cell(tr, formatCoins(t.feeMTA), 'num');
  cell(tr, status);
  return tr;
}

function definitionList(pairs) {
  const dl = document.createElement('dl');
  for (const [k, v] of pairs) {
    const dt = document.createElement('dt');
    dt.textContent = k;
    const dd = document.createElement('dd');
    dd.textContent = v;
    dd.dataset.field = k;
    dl.append(dt, dd);
  }
  return dl;
}

async function showAccount(text) {
  const view = $('account-view');
  let account;
  try {
    account = await get('getAccount', { account: text });
  } catch (err) {
    viewed = null;
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = err instanceof ApiCallError ? err.body.errorDescription : String(err);
    view.replaceChildren(p);
    return;
  }
  viewed = { account: account.account, accountRS: account.accountRS };
  const [confirmed, pending] = await Promise.all([
    get('getBlockchainTransactions', { account: account.account, firstIndex: '0', lastIndex: '9' }),
    get('getUnconfirmedTransactions', { account: account.account, firstIndex: '0', lastIndex: '9' }),
  ]);
  const table = document.createElement('table');
  table.id = 'account-transactions';
  table.createTHead().innerHTML = '<tr><th>Transaction</th><th>Time</th><th>Counterparty</th><th class="num">Amount</th><th class="num">Fee</th><th>Status</th></tr>';
  const body = table.createTBody();
  for (const t of pending.unconfirmedTransactions) body.append(txRow(t, 'pending'));
  for (const t of confirmed.transactions) body.append(txRow(t, `${t.confirmations} confirmations`));
  const heading = document.createElement('h3');
  heading.textContent = 'Recent transactions';
  const none = document.createElement('p');
  none.className = 'empty';
  none.textContent = 'No transactions yet.';
  view.replaceChildren(
    definitionList([
      ['Address', account.accountRS],
      ['Id', account.account],
      ['Balance', `${formatCoins(account.balanceMTA)} coins`],
      ['Unconfirmed balance', `${formatCoins(account.unconfirmedBalanceMTA)} coins`],
      ['Forged', `${formatCoins(account.forgedBalanceMTA)} coins`],
    ]),
    heading,
    body.rows.length > 0 ? table : none,
  );
}

let accountRefresh = null;
/** Re-reads the account on view (at most once per burst of events). */
function refreshAccountSoon() {
  if (viewed === null || accountRefresh !== null) return;
  accountRefresh = setTimeout(() => {
    accountRefresh = null;
    if (viewed !== null) void showAccount(viewed.account).catch(reportError);
  }, 150);
}

function mentionsViewed(e) {
  return viewed !== null && (e.sender === viewed.account || e.recipient === viewed.account);
}

// --- feed ---------------------------------------------------------------------------------
async function refreshAll() {
  await Promise.all([loadBlocks(), loadPool()]);
  refreshAccountSoon();
}

function reportError(err) {
  console.error(err);
}

function startPolling() {
  setFeed('polling', 'polling');
  void refreshAll().catch(reportError);
  setInterval(async () => {
    try {
      const status = await get('getBlockchainStatus');
      if (status.lastBlock !== lastBlock) await refreshAll();
      else await loadPool();
    } catch (err) {
      reportError(err);
    }
  }, POLL_MS);
}

function startEvents() {
  if (typeof EventSource !== 'function') {
    startPolling();
    return;
  }
  const source = new EventSource(`/events?topics=${TOPICS}`);
  let opened = false;
  let failures = 0;
  const handlers = {
    'block.pushed': (e) => {
      onBlockPushed(e);
      refreshAccountSoon();
    },
    'transaction.added': (e) => {
      addToPool(e);
      if (mentionsViewed(e)) refreshAccountSoon();
    },
    'transaction.removed': (e) => removeFromPool(e.transaction),
    'transaction.confirmed': (e) => {
      removeFromPool(e.transaction);
      if (mentionsViewed(e)) refreshAccountSoon();
    },
  };
  // Every event's JSON names its topic, so one handler serves both spellings of the stream: a
  // message with an `event:` line reaches the listener of that name, one without reaches
  // 'message'. Control messages (an error, a reset) are handled as a reconnection would be.
  const onMessage = (msg) => {
    try {
      const event = JSON.parse(msg.data);
      const handle = handlers[event.topic];
      if (handle !== undefined) handle(event);
      else if (event.topic === 'reset' || event.topic === 'block.popped') void refreshAll().catch(reportError);
    } catch (err) {
      reportError(err);
    }
  };
  source.addEventListener('message', onMessage);
  for (const topic of [...Object.keys(handlers), 'block.popped', 'reset']) source.addEventListener(topic, onMessage);
  source.addEventListener('open', () => {
    // Whatever happened between the last read and this (re)connection is read again.
    void refreshAll().catch(reportError);
    opened = true;
    setFeed('live', 'live');
  });
  source.addEventListener('error', () => {
    failures += 1;
    // CLOSED: the node refused the stream (no /events, an error answer); the browser will not
    // retry. Still connecting after several tries without ever opening: give up on it too.
    if (source.readyState === EventSource.CLOSED || (!opened && failures >= MAX_FAILURES_BEFORE_OPEN)) {
      source.close();
      startPolling();
    } else {
      setFeed('connecting', 'reconnecting');
    }
  });
}

// --- forms --------------------------------------------------------------------------------
$('lookup').addEventListener('submit', (e) => {
  e.preventDefault();
  void showAccount($('lookup-account').value.trim()).catch(reportError);
});

$('send-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const status = $('send-status');
  status.replaceChildren();
  const step = (text, ok) => {
    const li = document.createElement('li');
    li.className = ok ? 'ok' : 'fail';
    li.textContent = text;
    status.append(li);
  };
  const button = e.target.querySelector('button');
  button.disabled = true;
  sendPayment(e.target, constants, step)
    .then((id) => {
      status.dataset.transaction = id;
      refreshAccountSoon();
    })
    .catch((err) => step(err instanceof Error ? err.message : String(err), false))
    .finally(() => {
      button.disabled = false;
    });
});

async function main() {
  constants = await get('getConstants');
  $('network').textContent = constants.network;
  $('send-fee').value = formatCoins(constants.minTransactionFeeMTA);
  await refreshAll();
  startEvents();
  document.body.dataset.ready = 'true';
}

main().catch((err) => {
  setFeed('error', 'error');
  reportError(err);
});
