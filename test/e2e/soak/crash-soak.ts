// The crash soak: cycle after cycle, a real node process (one data dir, forging on the devnet)
// takes payments, messages and totem issues and transfers from concurrent clients for 1-8 s, is
// killed with SIGKILL at that random moment, and is started again on the same data dir. Each
// cycle checks: every transaction answered as accepted is confirmed or back in the pool; the node
// started without a repair (no store recovery logged); the coin supply is unchanged (fees go to the
// forgers, which are the same devnet accounts). At the end a fresh node syncs the whole chain from
// the soaked one over the peer network, and the two state digests at the same block must be equal.
// Used by `npm run soak -- crash` (50 cycles) and its short variant in the test suite.
import { accountIdFromPublicKey } from '../../../src/domain/account-id.js';
import { keyPairFromSecret } from '../../../src/domain/crypto.js';
import { encodeRS } from '../../../src/domain/reed-solomon.js';
import { Rng } from '../../../src/sim/rng.js';
import { startNode, stopAllNodes, type NodeProcess } from '../process-helper.js';

// A pool large enough never to evict: an eviction (a full pool drops its lowest fee per byte for
// a better transaction, as documented) is not a crash's doing, and would count as lost here.
const SETTINGS = { 'node.blockTime': '2', 'node.mempoolMaxSize': '100000' };

const accounts = Array.from({ length: 10 }, (_, i) => {
  const secretPhrase = `devnet-${i}`;
  return { secretPhrase, accountRS: encodeRS(accountIdFromPublicKey(keyPairFromSecret(secretPhrase).publicKey)) };
});

export interface CrashSoakReport {
  readonly ok: boolean;
  readonly cycles: number;
  readonly accepted: number;
  readonly lost: number;
  readonly supplyChanges: number;
  readonly repairs: number;
  readonly byKind: Record<string, number>;
  readonly digestMatch: boolean;
  readonly height: number;
  readonly summary: string;
}

/** Kind of every accepted transaction id (for the report of what was lost). */
const kindOf = new Map<string, string>();

/** One client: a mix of operations until `until`; the ids answered as accepted, by kind. */
async function client(node: NodeProcess, k: number, until: number, rng: Rng, byKind: Record<string, number>): Promise<string[]> {
  const accepted: string[] = [];
  const totems: string[] = [];
  for (let n = 0; Date.now() < until; n++) {
    const from = accounts[(k + n) % 10]!;
    const to = accounts[(k + n + 1) % 10]!;
    const roll = rng.int(0, 9);
    let params: Record<string, string>;
    let kind: string;
    if (roll < 6) [kind, params] = ['payment', { requestType: 'sendMoney', recipient: to.accountRS, amountMTA: String(1 + n) }];
    else if (roll < 8) [kind, params] = ['message', { requestType: 'sendMessage', recipient: to.accountRS, message: `soak ${k}/${n}` }];
    else if (roll === 8 || totems.length === 0) [kind, params] = ['issueTotem', { requestType: 'issueTotem', name: `soak${k}x${n}`.slice(0, 10), quantityQNT: '1000' }];
    else [kind, params] = ['transferTotem', { requestType: 'transferTotem', recipient: to.accountRS, totem: rng.pick(totems), quantityQNT: '1' }];
    // Totems are transferred by their issuer: the client keeps to one sender for them.
    const sender = kind === 'transferTotem' || kind === 'issueTotem' ? accounts[k % 10]! : from;
    try {
      const r = await node.post({ ...params, secretPhrase: sender.secretPhrase });
      if (r.status === 200 && r.json.broadcasted === true) {
        accepted.push(r.json.transaction as string);
        kindOf.set(r.json.transaction as string, kind === 'transferTotem' ? `transferTotem of ${params['totem']}` : kind);
        byKind[kind] = (byKind[kind] ?? 0) + 1;
        if (kind === 'issueTotem') totems.push(r.json.transaction as string);
      }
    } catch {
      return accepted; // the process is gone
    }
  }
  return accepted;
}

async function pendingIds(node: NodeProcess): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let first = 0; ; first += 100) {
    const page = (await node.ok('GET', { requestType: 'getUnconfirmedTransactionIds', firstIndex: String(first), lastIndex: String(first + 99) })).unconfirmedTransactionIds as string[];
    for (const id of page) ids.add(id);
    if (page.length < 100) return ids;
  }
}

async function supply(node: NodeProcess): Promise<bigint> {
  let sum = 0n;
  for (const a of accounts) sum += BigInt((await node.ok('GET', { requestType: 'getBalance', account: a.accountRS })).balanceMTA as string);
  return sum;
}

/** Whether the restarted node had to repair anything: a warning or error of its store, or the
 * chain or the pool at start (the store opens at a block boundary; nothing is replayed). */
function repaired(node: NodeProcess): boolean {
  return node.records.some((r) => (r.level === 'WARN' || r.level === 'ERROR') && /^(store|chain|mempool|node)/.test(String(r.component ?? '')));
}

export async function crashSoak(opts: { cycles: number; clients: number; seed?: number; log?: (line: string) => void }): Promise<CrashSoakReport> {
  const rng = new Rng(opts.seed ?? 1).stream('crash-soak');
  const byKind: Record<string, number> = {};
  let node = await startNode({ name: 'soak-0', settings: SETTINGS });
  const dataDir = node.dataDir;
  let accepted = 0;
  let lost = 0;
  let supplyChanges = 0;
  let repairs = 0;
  try {
    const initialSupply = await supply(node);
    for (let c = 1; c <= opts.cycles; c++) {
      const runMs = rng.int(1000, 8000);
      const until = Date.now() + runMs;
      const sending = Array.from({ length: opts.clients }, (_, k) => client(node, k, until + 10_000, rng.stream(`client-${c}-${k}`), byKind));
      await new Promise((resolve) => setTimeout(resolve, runMs));
      await node.kill();
      const ids = (await Promise.all(sending)).flat();
      node = await startNode({ name: `soak-${c}`, settings: SETTINGS, dataDir });
      if (repaired(node)) repairs++;
      const restored = node.records.find((r) => r.msg === 'mempool restored');
      if (restored !== undefined && restored['saved'] !== restored['admitted']) opts.log?.(`  pool restore: ${String(restored['saved'])} saved, ${String(restored['admitted'])} admitted again`);
      const pool = await pendingIds(node);
      let cycleLost = 0;
      const lostKinds: Record<string, number> = {};
      for (const tx of ids) {
        if (pool.has(tx)) continue;
        const r = await node.get({ requestType: 'getTransaction', transaction: tx });
        if (r.status !== 200 || typeof r.json.height !== 'number') {
          cycleLost++;
          const kind = (kindOf.get(tx) ?? '?').split(' ')[0]!;
          const totem = (kindOf.get(tx) ?? '').split(' of ')[1];
          if (totem !== undefined && cycleLost <= 3) {
            const issue = await node.get({ requestType: 'getTransaction', transaction: totem });
            opts.log?.(`  its totem's issue ${totem}: ${pool.has(totem) ? 'pending' : `height ${String(issue.json.height)} (${issue.status})`}; tip ${String((await node.ok('GET', { requestType: 'getBlockchainStatus' }))['numberOfBlocks'])} blocks`);
          }
          lostKinds[kind] = (lostKinds[kind] ?? 0) + 1;
          if (cycleLost <= 3) opts.log?.(`  lost ${kind} ${tx}: ${JSON.stringify(r.json).slice(0, 200)}`);
        }
      }
      const now = await supply(node);
      if (now !== initialSupply) supplyChanges++;
      accepted += ids.length;
      lost += cycleLost;
      opts.log?.(`cycle ${c}: killed after ${runMs} ms, ${ids.length} accepted, ${cycleLost} lost${cycleLost > 0 ? ` ${JSON.stringify(lostKinds)}` : ''}, supply ${now === initialSupply ? 'kept' : `CHANGED (${now})`}${repaired(node) ? ', REPAIRED at start' : ''}`);
    }
    // A fresh node replays the soaked chain (it syncs it block by block over the peer network).
    const soaked = node;
    const fresh = await startNode({ name: 'replay', settings: { ...SETTINGS, 'node.devnetForging': 'false', 'node.peers': soaked.peerHostPort } });
    // The soaked node stops forging so that both can meet at one tip.
    await soaked.admin({ requestType: 'stopForging' });
    const target = (await soaked.ok('GET', { requestType: 'getBlockchainStatus' })) as Record<string, unknown>;
    const deadline = Date.now() + 120_000;
    let caughtUp = false;
    while (Date.now() < deadline) {
      const s = await fresh.ok('GET', { requestType: 'getBlockchainStatus' });
      if (s['lastBlock'] === target['lastBlock']) {
        caughtUp = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const [a, b] = await Promise.all([soaked.ok('GET', { requestType: 'getStateDigest' }), fresh.ok('GET', { requestType: 'getStateDigest' })]);
    const digestMatch = caughtUp && a['blockId'] === b['blockId'] && a['digest'] === b['digest'];
    const height = Number(target['numberOfBlocks']) - 1;
    const ok = lost === 0 && supplyChanges === 0 && repairs === 0 && digestMatch;
    const summary = `${opts.cycles} SIGKILL cycles, ${opts.clients} clients: ${accepted} transactions answered accepted (${JSON.stringify(byKind)}), ${lost} lost, supply changed in ${supplyChanges} cycles, ${repairs} starts with a repair; a fresh node replaying the ${height} blocks ${digestMatch ? 'has the same state digest' : `DIFFERS (${caughtUp ? `${String(a['digest']).slice(0, 12)} vs ${String(b['digest']).slice(0, 12)}` : 'did not catch up'})`}`;
    return { ok, cycles: opts.cycles, accepted, lost, supplyChanges, repairs, byKind, digestMatch, height, summary };
  } finally {
    await stopAllNodes();
  }
}
