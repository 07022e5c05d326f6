// Crash soak: the figures of docs/reliability.md, reproducible. Cycle after cycle, a real node
// process (on one data dir, forging on the devnet) takes payments from several concurrent clients
// for 1-8 s, is killed with SIGKILL, and is started again; then every payment it answered as
// accepted is looked up (confirmed, or back in the pool) and the supply is summed.
//   node --import ./scripts/register.mjs scripts/crash-soak.ts [cycles=20] [clients=4]
// Prints one line per cycle and a summary; exits 1 when anything accepted was lost or the supply
// changed.
import { accountIdFromPublicKey } from '../src/domain/account-id.js';
import { keyPairFromSecret } from '../src/domain/crypto.js';
import { encodeRS } from '../src/domain/reed-solomon.js';
import { startNode, stopAllNodes, type NodeProcess } from '../test/e2e/process-helper.js';

const cycles = Number(process.argv[2] ?? 20);
const clients = Number(process.argv[3] ?? 4);
const SETTINGS = { 'node.blockTime': '2' };

const accounts = Array.from({ length: 10 }, (_, i) => {
  const secretPhrase = `devnet-${i}`;
  const id = accountIdFromPublicKey(keyPairFromSecret(secretPhrase).publicKey);
  return { secretPhrase, accountRS: encodeRS(id) };
});

/** Sends payments until `until`; returns the ids answered as accepted. */
async function client(node: NodeProcess, k: number, until: number): Promise<string[]> {
  const accepted: string[] = [];
  for (let n = 0; Date.now() < until; n++) {
    const from = accounts[(k + n) % 10]!;
    const to = accounts[(k + n + 1) % 10]!;
    try {
      const r = await node.post({ requestType: 'sendMoney', secretPhrase: from.secretPhrase, recipient: to.accountRS, amountMTA: String(1 + n) });
      if (r.status === 200 && r.json.broadcasted === true) accepted.push(r.json.transaction as string);
    } catch {
      return accepted; // the process is gone
    }
  }
  return accepted;
}

/** Every pending id, page by page (node.maxAPIRecords caps a page without the admin password). */
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

async function main(): Promise<number> {
  let node = await startNode({ name: 'soak-0', settings: SETTINGS });
  const dataDir = node.dataDir;
  const initialSupply = await supply(node);
  let acceptedTotal = 0;
  let lostTotal = 0;
  let supplyChanges = 0;
  try {
    for (let c = 1; c <= cycles; c++) {
      const runMs = 1000 + Math.floor(Math.random() * 7000);
      const until = Date.now() + runMs;
      const sending = Array.from({ length: clients }, (_, k) => client(node, k, until + 10_000));
      await new Promise((resolve) => setTimeout(resolve, runMs));
      await node.kill();
      const accepted = (await Promise.all(sending)).flat();
      node = await startNode({ name: `soak-${c}`, settings: SETTINGS, dataDir });
      const pool = await pendingIds(node);
      let lost = 0;
      for (const tx of accepted) {
        if (pool.has(tx)) continue;
        const r = await node.get({ requestType: 'getTransaction', transaction: tx });
        if (r.status !== 200 || typeof r.json.height !== 'number') lost++;
      }
      const now = await supply(node);
      // Fees go to forgers, who are these same accounts: the sum is the genesis supply.
      if (now !== initialSupply) supplyChanges++;
      acceptedTotal += accepted.length;
      lostTotal += lost;
      console.log(`cycle ${c}: killed after ${runMs} ms, ${accepted.length} accepted, ${lost} lost, supply ${now === initialSupply ? 'kept' : `CHANGED (${now})`}`);
    }
  } finally {
    await stopAllNodes();
  }
  console.log(`${cycles} SIGKILL cycles, ${clients} clients: ${acceptedTotal} payments answered accepted, ${lostTotal} lost, supply changed in ${supplyChanges} cycles`);
  return lostTotal === 0 && supplyChanges === 0 ? 0 : 1;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(2);
});
