import { afterEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN, MAX_TIMESTAMP_DRIFT_SECONDS } from '../../src/domain/constants.js';
import { BlockRejectedError, BlockRejectReason } from '../../src/domain/errors.js';
import { computeHit, hitTime } from '../../src/domain/consensus.js';
import { Forger, STALE_HIT_SECONDS } from '../../src/chain/forger.js';
import { ChainErrorReason } from '../../src/chain/errors.js';
import type { NetworkParams } from '../../src/domain/network-params.js';
import type { TimeSource } from '../../src/chain/time.js';
import type { ForgingAccountInfo } from '../../src/chain/interface.js';
import { balanceOf, chainFixture, DEVNET_SUPPLY_MTA, idOf, keyOf, totalBalance, type ChainFixture } from './helpers.js';

let fx: ChainFixture | undefined;
afterEach(async () => {
  await fx?.close();
  fx = undefined;
});

/** The forging account with the earliest hit time on the tip, and that time. */
async function earliest(f: ChainFixture): Promise<{ account: bigint; hitTime: number }> {
  const infos = await f.forger.getForging();
  const best = infos.reduce((a, b) => (b.hitTime! < a.hitTime! ? b : a));
  return { account: best.account, hitTime: best.hitTime! };
}

/** A fixture whose forger starts with no account, its clock at epoch second 100, in which devnet-0 forged
 * block 1 paying `alice` exactly the minimum forging balance (1000 coins); devnet-0 still forges. */
async function aliceAtMinimum(params: Partial<NetworkParams> = {}): Promise<ChainFixture> {
  const f = await chainFixture({ forgers: false, params });
  fx = f;
  f.time.set(100);
  await f.mempool.submit(f.pay('devnet-0', 'alice', 1000n * ONE_COIN));
  await f.forger.startForging('devnet-0');
  await f.forger.generateBlock();
  return f;
}

/** aliceAtMinimum, then alice alone forges: her hit time is more than the allowed drift away. */
async function aliceAloneAtMinimum(params: Partial<NetworkParams> = {}): Promise<{ f: ChainFixture; info: ForgingAccountInfo }> {
  const f = await aliceAtMinimum(params);
  await f.forger.stopForging();
  const info = await f.forger.startForging('alice');
  expect(info.hitTime! - f.time.nowEpochSeconds()).toBeGreaterThan(MAX_TIMESTAMP_DRIFT_SECONDS);
  return { f, info };
}

describe('Forger: tryForge', () => {
  it('forges exactly when the best hit time has come, with that timestamp', async () => {
    fx = await chainFixture();
    const best = await earliest(fx);
    expect(await fx.forger.tryForge(best.hitTime - 1)).toBeUndefined();
    expect(fx.blockchain.tip.height).toBe(0);
    fx.time.set(best.hitTime);
    const block = (await fx.forger.tryForge())!;
    expect(block).toBeDefined();
    expect(block.height).toBe(1);
    expect(block.timestamp).toBe(best.hitTime);
    expect(block.generatorId).toBe(best.account);
    expect(fx.blockchain.tip.id).toBe(block.id);
    // The hit time is exactly what the consensus rule says.
    const genesis = (await fx.blockchain.getBlock({ height: 0 }))!;
    const phrase = Array.from({ length: 10 }, (_, i) => `devnet-${i}`).find((p) => idOf(p) === best.account)!;
    const key = keyOf(phrase);
    expect(hitTime(computeHit(genesis.generationSignature, key.publicKey), genesis.baseTarget, 100_000_000n, genesis.timestamp)).toBe(best.hitTime);
  });

  it('fills the block from the mempool', async () => {
    fx = await chainFixture();
    await fx.mempool.submit(fx.pay('devnet-1', 'bob', 7n * ONE_COIN));
    await fx.mempool.submit(fx.pay('devnet-2', 'bob', 8n * ONE_COIN));
    const best = await earliest(fx);
    const block = (await fx.forger.tryForge(best.hitTime))!;
    expect(block.transactions).toHaveLength(2);
    expect(balanceOf(fx.store, idOf('bob'))).toBe(15n * ONE_COIN);
    expect(fx.store.readAccount(block.generatorId)!.forgedBalanceMTA).toBe(2n * ONE_COIN);
    expect(await totalBalance(fx.store)).toBe(DEVNET_SUPPLY_MTA);
  });

  it('stamps a block with the current time when its hit time is more than an hour old', async () => {
    fx = await chainFixture();
    const best = await earliest(fx);
    const now = best.hitTime + STALE_HIT_SECONDS + 10;
    fx.time.set(now);
    const block = (await fx.forger.tryForge())!;
    expect(block.timestamp).toBe(now);
  });

  it('drops a block that lost the race to a newer tip, and reports other failures', async () => {
    fx = await chainFixture();
    const base = fx;
    const racing = (reason: BlockRejectReason) =>
      new Forger(
        { params: base.params },
        {
          chain: { forgingBasis: (ids) => base.blockchain.forgingBasis(ids), pushBlock: async () => Promise.reject(new BlockRejectedError(reason, 'test')) },
          pool: base.mempool,
          timeSource: base.time,
        },
      );
    const lost = racing(BlockRejectReason.BAD_PREVIOUS_BLOCK);
    lost.addAccount('devnet-0');
    expect(await lost.tryForge(1_000_000)).toBeUndefined();
    const broken = racing(BlockRejectReason.BAD_SIGNATURE);
    broken.addAccount('devnet-0');
    await expect(broken.tryForge(1_000_000)).rejects.toMatchObject({ rejectReason: BlockRejectReason.BAD_SIGNATURE });
  });
});

describe('Forger: the regular schedule (throughput devnet)', () => {
  const regular = (f: ChainFixture): Forger => {
    const forger = new Forger({ params: f.params, schedule: 'regular' }, { chain: f.blockchain, pool: f.mempool, timeSource: f.time });
    for (let i = 0; i < 10; i++) forger.addAccount(`devnet-${i}`);
    return forger;
  };

  it('forges a block one block time after the tip, stamped when forged, by the earliest hit', async () => {
    fx = await chainFixture({ forgers: false });
    const f = fx;
    const forger = regular(f);
    const T = f.params.blockTimeSeconds;
    for (let height = 1; height <= 3; height++) {
      const tip = f.blockchain.tip;
      // Nobody's hit time decides: with the best hit before or after it, the block is due then.
      expect(await forger.tryForge(tip.timestamp + T - 1)).toBeUndefined();
      expect(f.blockchain.tip.height).toBe(height - 1);
      const [best] = [...(await forger.getForging())].sort((a, b) => a.hitTime! - b.hitTime!);
      // Late by a second (a busy node): stamped with the time it forged, not behind the clock.
      const now = tip.timestamp + T + (height === 2 ? 1 : 0);
      f.time.set(now);
      const block = (await forger.tryForge())!;
      expect(block).toMatchObject({ height, timestamp: now, generatorId: best!.account });
      expect(f.blockchain.tip.id).toBe(block.id);
    }
  });

  it('needs a forge-on-demand network: elsewhere a block must wait for its hit', async () => {
    fx = await chainFixture({ forgers: false, params: { forgeOnDemand: false } });
    expect(() => regular(fx!)).toThrow(/forge-on-demand network/);
  });
});

describe('Forger: accounts', () => {
  it('starts and stops forging accounts', async () => {
    fx = await chainFixture({ forgers: false });
    expect(await fx.forger.tryForge(1_000_000)).toBeUndefined();
    const info = await fx.forger.startForging('devnet-3');
    expect(info).toMatchObject({ account: idOf('devnet-3'), effectiveBalanceCoins: 100_000_000n });
    expect(info.publicKey).toEqual(keyOf('devnet-3').publicKey);
    expect(info.hitTime).toBeGreaterThan(0);
    expect(info.deadline).toBe(Math.max(0, info.hitTime! - fx.time.nowEpochSeconds()));
    await fx.forger.startForging('devnet-3'); // twice is once
    await fx.forger.startForging('devnet-4');
    expect((await fx.forger.getForging()).map((i) => i.account)).toEqual([idOf('devnet-3'), idOf('devnet-4')]);
    expect((await fx.forger.getForging(idOf('devnet-4'))).map((i) => i.account)).toEqual([idOf('devnet-4')]);
    expect(await fx.forger.stopForging('devnet-3')).toBe(1);
    expect(await fx.forger.stopForging('devnet-3')).toBe(0);
    fx.time.set(1_000_000);
    expect((await fx.forger.tryForge())!.generatorId).toBe(idOf('devnet-4'));
    expect(await fx.forger.stopForging()).toBe(1);
    expect(await fx.forger.getForging()).toEqual([]);
    fx.time.set(2_000_000);
    expect(await fx.forger.tryForge()).toBeUndefined();
  });

  it('an account without a forging balance has no hit time', async () => {
    fx = await chainFixture({ forgers: false });
    const info = await fx.forger.startForging('pauper');
    expect(info.effectiveBalanceCoins).toBe(0n);
    expect(info.hitTime).toBeUndefined();
    expect(await fx.forger.tryForge(1_000_000)).toBeUndefined();
    await expect(fx.forger.generateBlock()).rejects.toMatchObject({ chainReason: ChainErrorReason.NO_FORGING_ACCOUNT });
  });
});

describe('Forger: generateBlock', () => {
  it('refuses without forging accounts', async () => {
    fx = await chainFixture({ forgers: false });
    await expect(fx.forger.generateBlock()).rejects.toMatchObject({ chainReason: ChainErrorReason.NO_FORGING_ACCOUNT });
  });

  it('devnet (forge on demand): forges at once, every time, stamped max(now, previous + 1)', async () => {
    fx = await chainFixture();
    expect(fx.params.forgeOnDemand).toBe(true);
    fx.time.set(1000);
    const best = await earliest(fx);
    const first = await fx.forger.generateBlock();
    expect(first.generatorId).toBe(best.account);
    expect(first.timestamp).toBe(1000);
    // Fifty more at the same instant: each one second after the last, the clock untouched.
    for (let i = 1; i <= 50; i++) expect((await fx.forger.generateBlock()).timestamp).toBe(1000 + i);
    expect(fx.time.nowEpochSeconds()).toBe(1000);
    expect(fx.blockchain.tip.height).toBe(first.height + 50);
  });

  it('devnet (forge on demand): an account with only the minimum forging balance forges at once', async () => {
    const { f } = await aliceAloneAtMinimum();
    const block = await f.forger.generateBlock();
    expect(block.generatorId).toBe(idOf('alice'));
    expect(block.timestamp).toBe(101);
  });

  it('proof of stake: forges at once with the earliest account, advancing a manual clock when needed', async () => {
    fx = await chainFixture({ params: { forgeOnDemand: false } });
    fx.time.set(0);
    const best = await earliest(fx);
    const block = await fx.forger.generateBlock();
    expect(block.generatorId).toBe(best.account);
    expect(block.timestamp).toBe(Math.max(0, 1, best.hitTime));
    if (best.hitTime > MAX_TIMESTAMP_DRIFT_SECONDS) expect(fx.time.nowEpochSeconds()).toBe(best.hitTime);
    else expect(fx.time.nowEpochSeconds()).toBe(0);
    // Later than the hit time: the block takes the current time.
    fx.time.set(block.timestamp + 1000);
    const next = await fx.forger.generateBlock();
    expect(next.timestamp).toBe(block.timestamp + 1000);
  });

  it('proof of stake: a far hit time advances the manual clock to it', async () => {
    // alice gets exactly the minimum forging balance: her hit times are far away.
    const { f, info } = await aliceAloneAtMinimum({ forgeOnDemand: false });
    expect(info.effectiveBalanceCoins).toBe(1000n);
    const block = await f.forger.generateBlock();
    expect(block.timestamp).toBe(info.hitTime);
    expect(f.time.nowEpochSeconds()).toBe(info.hitTime);
    expect(block.generatorId).toBe(idOf('alice'));
  });

  it('proof of stake: on a real clock, refuses with the second a block becomes possible', async () => {
    const f = await aliceAtMinimum({ forgeOnDemand: false });
    const clock: TimeSource = { nowEpochSeconds: () => f.time.nowEpochSeconds(), nowMs: () => f.time.nowMs() };
    const forger = new Forger({ params: f.params }, { chain: f.blockchain, pool: f.mempool, timeSource: clock });
    forger.addAccount('alice');
    const [info] = await forger.getForging();
    const error = await forger.generateBlock().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ chainReason: ChainErrorReason.TOO_EARLY, retryAtEpochSeconds: info!.hitTime! - MAX_TIMESTAMP_DRIFT_SECONDS });
    expect((error as Error).message).toContain(`epoch second ${info!.hitTime! - MAX_TIMESTAMP_DRIFT_SECONDS}`);
    const height = f.blockchain.tip.height;
    // Once the time has come it forges (15 s of drift allowed).
    f.time.set(info!.hitTime! - MAX_TIMESTAMP_DRIFT_SECONDS);
    const block = await forger.generateBlock();
    expect(block.height).toBe(height + 1);
    expect(block.timestamp).toBe(info!.hitTime);
  });
});
