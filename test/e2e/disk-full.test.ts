// A full disk under a running node process: the data dir on a small tmpfs, filled up while the
// node forges. The node must say so (an ERROR line with the cause), report it in the health check
// (blockchainState STORE_ERROR, lastStoreError), refuse new transactions with a JSON 503, and
// recover by itself once space is back, and what it accepts after the recovery must survive a
// SIGKILL (LevelDB's log is rolled over before writes resume: src/storage/write-probe.ts).
//
// Mounting needs root (CAP_SYS_ADMIN); where the machine does not allow it the test is skipped,
// and the same behaviour is covered in-process by test/chain/mempool-durability.test.ts and the
// API tests with a store that fails writes on demand.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { accountOf, devnet, pay } from './accounts.js';
import { startNode, stopAllNodes, type LogRecord } from './process-helper.js';
import { fillUp, mountTmpfs, unmountAll } from '../helpers/tmpfs.js';

const mountDir = mkdtempSync(join(tmpdir(), 'totem-diskfull-'));
const whyNot = mountTmpfs(mountDir, 'size=64m');
if (whyNot !== null) console.warn(`disk-full process test skipped: ${whyNot}`);
const mounted = whyNot === null;

const isStoreError = (r: LogRecord) => r.level === 'ERROR' && r.component === 'store';
const isRecovery = (r: LogRecord) => r.component === 'store' && typeof r.msg === 'string' && r.msg.includes('work again');

describe('a full disk under a running node', () => {
  afterAll(async () => {
    try {
      await stopAllNodes();
    } finally {
      unmountAll();
      rmSync(mountDir, { recursive: true, force: true });
    }
  }, 30_000);

  (mounted ? it : it.skip)('is loud and honest while full, recovers by itself, and keeps what it accepts after', async () => {
    const dataDir = join(mountDir, 'data');
    const node = await startNode({ name: 'diskfull', dataDir, settings: { 'node.blockTime': '1' } });
    await pay(node, devnet(0), devnet(1), 1n);

    const filler = fillUp(mountDir);
    // Forging goes on: the next block write fails.
    const error = await node.waitForLog(isStoreError, 'store ERROR line', 20_000);
    expect(String(error.cause)).toMatch(/No space left on device/);
    const status = await node.ok('GET', { requestType: 'getBlockchainStatus' });
    expect(status.blockchainState).toBe('STORE_ERROR');
    expect(status.lastStoreError).toMatchObject({ recovered: false });
    expect(status.lastStoreError.cause).toMatch(/No space left on device/);
    const refused = await node.post({ requestType: 'sendMoney', secretPhrase: devnet(2).secretPhrase, recipient: devnet(3).accountRS, amountMTA: '5' });
    expect(refused.status).toBe(503);
    expect(refused.json.errorCode).toBe(1);
    expect(refused.json.errorDescription).toMatch(/cannot store new transactions/);

    // Space comes back: the probe (every 5 s) notices, forging resumes, payments are accepted.
    const mark = node.records.length;
    rmSync(filler);
    await node.waitForLog(isRecovery, 'store recovery line', 20_000, mark);
    const heightAfter = (await node.ok('GET', { requestType: 'getBlockchainStatus' })).height as number;
    const accepted = await pay(node, devnet(4), accountOf('after the disk was full'), 7n);
    await node.waitForLog((r) => r.msg === 'block forged' && (r.height as number) > heightAfter, 'a block after the recovery', 20_000, mark);
    const recovered = await node.ok('GET', { requestType: 'getBlockchainStatus' });
    expect(recovered.blockchainState).toBe('UP_TO_DATE');
    expect(recovered.lastStoreError).toMatchObject({ recovered: true });

    // What was accepted and forged after the recovery survives a crash.
    const beforeKill = await node.ok('GET', { requestType: 'getBlockchainStatus' });
    await node.kill();
    const again = await startNode({ name: 'diskfull-restarted', dataDir, settings: { 'node.blockTime': '1' }, env: { TOTEM_DEVNET_FORGING: 'false' } });
    const restarted = await again.ok('GET', { requestType: 'getBlockchainStatus' });
    expect(restarted.height).toBe(beforeKill.height);
    expect(restarted.lastBlock).toBe(beforeKill.lastBlock);
    const tx = await again.get({ requestType: 'getTransaction', transaction: accepted.transaction });
    expect(tx.status).toBe(200);
    await again.stop();
  }, 90_000);
});
