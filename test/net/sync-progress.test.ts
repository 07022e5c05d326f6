// The sync's summary lines on a driven clock, the blockchain state in the cumulativeDifficulty
// answer, and gossip telling how far its sender's chain is.
import { describe, it, expect, afterEach } from '@jest/globals';
import { SyncProgress } from '../../src/net/sync/progress.js';
import { decodeChainSummary, encodeChainSummary, SyncCodecError } from '../../src/net/sync/codec.js';
import { createSyncRequestHandlers } from '../../src/net/sync/handlers.js';
import { resolveServeLimits } from '../../src/net/sync/options.js';
import { createBlockGossipHandler } from '../../src/net/sync/gossip.js';
import { NetworkOrigin } from '../../src/net/sync/origin.js';
import type { PeerChainReport } from '../../src/net/peer-chain.js';
import { copyBlocks, forge, localChain, manualTime, type LocalChain } from '../sync/helpers.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

interface Line { level: string; msg: string; fields: Record<string, unknown> | undefined }

function recorder() {
  const lines: Line[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => { lines.push({ level, msg, fields }); };
  return { lines, logger: { debug: at('DEBUG'), info: at('INFO'), warn: at('WARN') } };
}

describe('SyncProgress', () => {
  it('logs progress at most every interval while blocks come in, then one synced line', () => {
    const { lines, logger } = recorder();
    let now = 0;
    const p = new SyncProgress({ logger, now: () => now, intervalMs: 5_000 });
    p.checked(100, 400);
    p.begin();
    for (let h = 101; h <= 400; h++) {
      now += 100;
      p.pushed(h);
    }
    p.checked(400, null);
    p.end();
    const info = lines.filter((l) => l.level === 'INFO').map((l) => l.msg);
    expect(info).toEqual([
      'sync: height 150 / target 400 (37.5%), 10.0 blocks/s, ETA 25s',
      'sync: height 200 / target 400 (50.0%), 10.0 blocks/s, ETA 20s',
      'sync: height 250 / target 400 (62.5%), 10.0 blocks/s, ETA 15s',
      'sync: height 300 / target 400 (75.0%), 10.0 blocks/s, ETA 10s',
      'sync: height 350 / target 400 (87.5%), 10.0 blocks/s, ETA 5s',
      'sync: height 400 / target 400 (100.0%), 10.0 blocks/s, ETA 0s',
      'sync: synced at height 400 (300 blocks in 30.0 s)',
    ]);
    expect(lines[0]?.fields).toEqual({ height: 150, target: 400, percent: 37.5, blocksPerSecond: 10, etaSeconds: 25 });
    expect(lines[lines.length - 1]?.fields).toEqual({ height: 400, blocks: 300, seconds: 30 });
    // Nothing more until the next catch-up.
    p.end();
    p.pushed(401);
    expect(lines).toHaveLength(7);
  });

  it('without a target shows the height and rate; a short catch-up is summed up at DEBUG', () => {
    const { lines, logger } = recorder();
    let now = 0;
    const p = new SyncProgress({ logger, now: () => now, intervalMs: 1_000 });
    p.begin();
    now = 2_000;
    p.pushed(7);
    p.end();
    p.begin();
    now = 2_100;
    p.pushed(8);
    p.end();
    expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual([
      'INFO sync: height 7, 0.5 blocks/s',
      'INFO sync: synced at height 7 (1 blocks in 2.0 s)',
      'DEBUG sync: synced at height 8 (1 blocks in 0.1 s)',
    ]);
  });
});

describe('the blockchain state in the cumulativeDifficulty answer', () => {
  const base = { cumulativeDifficulty: 5n, height: 1, lastBlockId: 1n, lastBlockTimestamp: 1 };

  it('travels when given and is optional for older nodes', () => {
    expect(decodeChainSummary(encodeChainSummary({ ...base, blockchainState: 'DOWNLOADING' }))).toEqual({ ...base, blockchainState: 'DOWNLOADING' });
    const old = decodeChainSummary(encodeChainSummary(base));
    expect('blockchainState' in old).toBe(false);
    expect(() => decodeChainSummary(new TextEncoder().encode('{"cumulativeDifficulty":"5","height":1,"lastBlockId":"1","lastBlockTimestamp":1,"blockchainState":7}')))
      .toThrow(SyncCodecError);
  });

  const open: LocalChain[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  it('is what the node reports now when the handlers are given it', async () => {
    const c = await localChain('S', manualTime());
    open.push(c);
    let state = 'DOWNLOADING';
    const h = createSyncRequestHandlers(resolveServeLimits(), { chain: c.chain, pool: c.pool, blockchainState: () => state });
    const from = { peerId: 'p', address: null };
    expect(decodeChainSummary(await h.cumulativeDifficulty(new Uint8Array(0), from)).blockchainState).toBe('DOWNLOADING');
    state = 'UP_TO_DATE';
    expect(decodeChainSummary(await h.cumulativeDifficulty(new Uint8Array(0), from)).blockchainState).toBe('UP_TO_DATE');
  });

  it('gossip: a block we place reports its height and difficulty for the sender; one we cannot place, nothing', async () => {
    const time = manualTime();
    const me = await localChain('M', time);
    const other = await localChain('O', time, ['devnet-1']);
    open.push(me, other);
    const reports: Array<{ peerId: string; report: PeerChainReport }> = [];
    const handler = createBlockGossipHandler({
      chain: me.chain, pool: me.pool, origin: new NetworkOrigin(), registry: TEST_REGISTRY,
      requestSync: () => {}, isSwitchingChain: () => false,
      reportChain: (peerId, report) => reports.push({ peerId, report }),
    });
    const from = { peerId: 'gossiper', address: null };
    const [b1, b2, b3] = await forge(other, 3);
    // b3 does not extend our tip: we cannot tell where it sits.
    expect(await handler(b3!.fullBytes(), from)).toMatchObject({ action: 'ignore' });
    expect(reports).toEqual([]);
    expect(await handler(b1!.fullBytes(), from)).toEqual({ action: 'accept' });
    expect(reports).toEqual([{ peerId: 'gossiper', report: { cumulativeDifficulty: b1!.cumulativeDifficulty, height: 1 } }]);
    await copyBlocks(other, me);
    // Known already (ours now): it still says the sender has it.
    expect(await handler(b2!.fullBytes(), { peerId: 'late', address: null })).toMatchObject({ action: 'ignore' });
    expect(reports[1]).toEqual({ peerId: 'late', report: { cumulativeDifficulty: b2!.cumulativeDifficulty, height: 2 } });
  });
});
