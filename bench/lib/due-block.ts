// One block whose begin phase does N payments at once (phased payments released, subscription
// payments falling due) against the same N payments as plain payments in blocks, in the same run:
// the harness the phasing and subscriptions benches share. The fixture's setup blocks are pushed
// untimed on a fresh store, then the due block and the plain blocks are timed, their order
// alternating from one repetition to the next; after the timed pushes each recipient must hold
// exactly its payment on both stores, and the bench's own check of the due block runs.
import type { Block } from '../../src/domain/block.js';
import { ACCOUNTS } from '../../src/domain/state/accounts.js';
import type { ChainStore } from '../../src/storage/chain-store.js';
import type { BenchNetwork } from './fixtures.js';
import { signedPayment } from './fixtures.js';
import type { BenchKey } from './keys.js';
import { ChainBuilder } from './chain-builder.js';
import { collectGarbage } from './timer.js';
import { openLane, parse, push, resetTimings, serial, type SerialBlock } from './block-lanes.js';
import { makeTempDir, removeTempDir } from './tmp.js';

export interface Payment {
  readonly sender: BenchKey;
  readonly recipientId: bigint;
  readonly amountMTA: bigint;
}

export interface DueFixture {
  readonly net: BenchNetwork;
  readonly payments: readonly Payment[];
  /** Blocks before the due block (pushed untimed). */
  readonly setup: SerialBlock[];
  /** The block at the due height. */
  readonly due: SerialBlock;
  /** The same payments, plain. */
  readonly plain: SerialBlock[];
}

export interface DueRep {
  readonly dueSeconds: number;
  readonly plainSeconds: number;
  readonly plainBlockSeconds: readonly number[];
  /** The push of the last setup block (an empty one, untimed, for reference). */
  readonly emptySeconds: number;
  readonly dueFirst: boolean;
}

/** Recipients holding exactly their payment. */
export function paidRecipients(store: ChainStore, payments: readonly Payment[]): number {
  let paid = 0;
  for (const p of payments) if (store.get(ACCOUNTS, p.recipientId)?.balanceMTA === p.amountMTA) paid++;
  return paid;
}

/** The payments as plain payments, `perBlock` to a block. */
export function plainPaymentBlocks(net: BenchNetwork, payments: readonly Payment[], perBlock: number): { builder: ChainBuilder; blocks: SerialBlock[] } {
  const builder = new ChainBuilder(net.params, net.forgers);
  for (let from = 0; from < payments.length; from += perBlock) {
    builder.forgeAppend((timestamp) =>
      payments.slice(from, from + perBlock).map((p) => signedPayment({ sender: p.sender, recipientId: p.recipientId, amountMTA: p.amountMTA, timestamp, ecBlockHeight: 0, ecBlockId: builder.genesis.id })),
    );
  }
  return { builder, blocks: serial(builder.blocks.slice(1)) };
}

export interface DueChecks {
  /** After the setup, before the timed pushes (nothing paid yet, everything scheduled). */
  before(store: ChainStore): void | Promise<void>;
  /** After the due block (what it did, beyond every recipient being paid; histories are read a
   * page at a time, asynchronously). */
  after(store: ChainStore): void | Promise<void>;
}

/** One repetition on two fresh stores; throws when a check fails. */
export async function dueRepetition(f: DueFixture, index: number, label: string, checks: DueChecks): Promise<DueRep> {
  const dirs = [await makeTempDir(`${label}-due`), await makeTempDir(`${label}-plain`)];
  try {
    const setup = parse(f.setup);
    const [due] = parse([f.due]) as [Block];
    const plainBlocks = parse(f.plain);
    const lane = await openLane(f.net.params, dirs[0]!, setup);
    const plain = await openLane(f.net.params, dirs[1]!, plainBlocks);
    for (const block of setup) await push(lane, block);
    const emptySeconds = lane.blockSeconds[lane.blockSeconds.length - 1]!;
    resetTimings(lane);
    if (paidRecipients(lane.store, f.payments) !== 0) throw new Error(`${label}: a payment was made before the due height`);
    await checks.before(lane.store);

    const dueFirst = index % 2 === 0;
    const sections: Array<() => Promise<void>> = [
      async () => {
        collectGarbage();
        await push(lane, due);
      },
      async () => {
        collectGarbage();
        for (const block of plainBlocks) await push(plain, block);
      },
    ];
    if (!dueFirst) sections.reverse();
    for (const section of sections) await section();

    await checks.after(lane.store);
    for (const [name, store] of [['due block', lane.store], ['plain blocks', plain.store]] as const) {
      const paid = paidRecipients(store, f.payments);
      if (paid !== f.payments.length) throw new Error(`${label}: the ${name} paid ${paid} of ${f.payments.length} recipients`);
    }
    for (const l of [lane, plain]) await l.store.close();
    return { dueSeconds: lane.blockSeconds[0]!, plainSeconds: plain.seconds, plainBlockSeconds: [...plain.blockSeconds], emptySeconds, dueFirst };
  } finally {
    for (const d of dirs) await removeTempDir(d);
  }
}
