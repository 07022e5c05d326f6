// A node that cannot use its data directory says which path and why, in one line on stderr (and
// an ERROR log record with `path` and `reason`), and exits non-zero: another node holding the
// LOCK, a read-only file system (empty: EROFS, not a misleading ENOENT), a full one, and a
// directory or a chain the node's user may not write (the real process as uid 65534). The file-system cases
// need root (mount, setuid); without it they are skipped with the reason, and
// test/storage/open-errors.test.ts still covers the translation with synthetic errors.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '../../src/storage/db.js';
import { fillUp, mountTmpfs, unmountAll, whyNoTmpfs } from '../helpers/tmpfs.js';

/** Tests that need a tmpfs mount: skipped (and shown as such) where mounting is not permitted. */
const itMounted = whyNoTmpfs() === null ? it : it.skip;
import { PROJECT_ROOT, START_TIMEOUT_MS, makeTempDir, spawnNodeProcess, startNode, stopAllNodes, type NodeProcess } from './process-helper.js';

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const mountDirs: string[] = [];

afterAll(async () => {
  // Processes first (they may hold files on a mount), then the mounts, then the mount points.
  await stopAllNodes();
  unmountAll();
  for (const dir of mountDirs.splice(0)) await rm(dir, { recursive: true, force: true });
}, 30_000);

/** A tmpfs mount point (only in itMounted tests). */
async function tmpfs(options: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'totem-e2e-mount-'));
  mountDirs.push(dir);
  const why = mountTmpfs(dir, options);
  if (why !== null) throw new Error(`tmpfs ${options}: ${why}`);
  return dir;
}

/** Runs a node on `dataDir` until it exits by itself; checks the exit code and that the failure
 * is one stderr line and an ERROR record naming the path and the reason. */
async function expectStartFailure(node: NodeProcess, line: string, path: string, reason: string): Promise<void> {
  const exit = await node.waitForExit(START_TIMEOUT_MS);
  expect(exit.code).toBe(1);
  expect(node.stderr).toBe(`totem-node: ${line}\n`);
  const record = node.records.find((r) => r.msg === 'start-up failed');
  expect(record).toMatchObject({ level: 'ERROR', error: line, path, reason });
}

describe('start-up errors name the data directory and the reason', () => {
  it('LOCK held: a second node on the same data dir exits, the first keeps serving', async () => {
    const first = await startNode({ name: 'holder' });
    const second = await spawnNodeProcess({ name: 'second', dataDir: first.dataDir });
    const chain = join(first.dataDir, 'chain');
    await expectStartFailure(second, `cannot open the data directory ${chain}: it is in use by another process (LOCK held)`, chain, 'LOCKED');
    const status = await first.ok('GET', { requestType: 'getBlockchainStatus' });
    expect(status.numberOfBlocks).toBeGreaterThanOrEqual(1);
  }, 40_000);

  itMounted('EROFS: an empty read-only file system is reported as such, not as ENOENT', async () => {
    const mount = await tmpfs('ro,size=64k');
    const dataDir = join(mount, 'data');
    const node = await spawnNodeProcess({ name: 'erofs', dataDir });
    await expectStartFailure(node, `cannot open the data directory ${dataDir}: read-only file system (EROFS)`, dataDir, 'EROFS');
    expect(node.stderr).not.toContain('ENOENT');
  }, 30_000);

  itMounted('ENOSPC: a full file system', async () => {
    const mount = await tmpfs('size=64k');
    fillUp(mount);
    const dataDir = join(mount, 'data');
    const node = await spawnNodeProcess({ name: 'enospc', dataDir });
    await expectStartFailure(node, `cannot open the data directory ${dataDir}: no space left on the device (ENOSPC)`, dataDir, 'ENOSPC');
  }, 30_000);

  describe('EACCES: the node runs as a user the directory does not let in', () => {
    if (!isRoot) console.warn('skipped (EACCES): not running as root, so the node cannot be started as another uid');

    /** The real CLI as uid 65534; settings from the environment (the temp config dirs are root's 0700). */
    function spawnAsNobody(dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
      const env: NodeJS.ProcessEnv = {};
      for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('TOTEM_')) env[k] = v;
      Object.assign(env, { TOTEM_DATA_DIR: dataDir, TOTEM_API_SERVER_PORT: '0', TOTEM_PEER_SERVER_PORT: '0', HOME: '/tmp' });
      return new Promise((resolve, reject) => {
        const proc = spawn(process.execPath, ['--import', './scripts/register.mjs', 'src/main.ts'], {
          cwd: PROJECT_ROOT, env, uid: NOBODY, gid: NOBODY, stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        // A node that did start (the test failed) must not outlive it.
        const timer = setTimeout(() => proc.kill('SIGKILL'), START_TIMEOUT_MS);
        proc.on('error', reject);
        proc.on('close', (code) => {
          clearTimeout(timer);
          resolve({ code, stdout, stderr });
        });
      });
    }

    (isRoot ? it : it.skip)('under a root-owned 0700 directory', async () => {
      const parent = await makeTempDir(); // mkdtemp: 0700, owned by root
      const dataDir = join(parent, 'data');
      const r = await spawnAsNobody(dataDir);
      expect([r.code, r.stderr]).toEqual([1, `totem-node: cannot open the data directory ${dataDir}: permission denied for uid ${NOBODY} (EACCES)\n`]);
      expect(r.stdout).toContain('"reason":"EACCES"');
    }, 30_000);

    (isRoot ? it : it.skip)('in a root-owned 0755 directory (readable, not writable)', async () => {
      const parent = await makeTempDir();
      await chmod(parent, 0o755);
      const dataDir = join(parent, 'data');
      const r = await spawnAsNobody(dataDir);
      expect([r.code, r.stderr]).toEqual([1, `totem-node: cannot open the data directory ${dataDir}: permission denied for uid ${NOBODY} (EACCES)\n`]);
    }, 30_000);

    (isRoot ? it : it.skip)('a read-only chain: the data dir is the node\'s, the chain in it is not', async () => {
      const parent = await makeTempDir();
      await chmod(parent, 0o755);
      const dataDir = join(parent, 'data');
      const chain = join(dataDir, 'chain');
      await closeDatabase(await openDatabase({ path: chain })); // root's files, 0755/0644
      await chown(dataDir, NOBODY, NOBODY);
      const r = await spawnAsNobody(dataDir);
      expect([r.code, r.stderr]).toEqual([1, `totem-node: cannot open the data directory ${chain}: permission denied for uid ${NOBODY} (EACCES)\n`]);
    }, 30_000);
  });
});
