// Phasing bench: a block in which 10,000 phased payments finish at once, pushed on disk
// (Blockchain.pushBlock on a ChainStore in classic-level), against 10,000 plain payments pushed
// the same way on another store, in the same run.
//
// A block holds at most MAX_TRANSACTIONS_PER_BLOCK (255) transactions, so the 10,000 phased
// payments are accepted over 40 blocks of 250 (NONE time-lock polls: quorum 0, no whitelist, fee
// 1 coin + the appendix's), all with the same finish height F; empty blocks follow up to F - 1,
// and the timed block is the empty block at F, whose begin phase releases all 10,000. The
// baseline is the same 10,000 payments (same senders, recipients and amounts) as plain payments
// in 40 blocks of 250, and its time is the SUM of those 40 blocks' push times. Each repetition
// opens two fresh stores (the phased lane's setup blocks are pushed untimed), and the order of
// the two timed sections alternates from one repetition to the next; the figures are medians
// over the repetitions. After each timed push every recipient's balance and every poll's
// result are checked, so a release that did not happen cannot make the figure.
import { EPOCH_BEGINNING_MS } from '../../src/domain/network-params.js';
import { MAX_TRANSACTIONS_PER_BLOCK, ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { Transaction } from '../../src/domain/transaction.js';
import { MinBalanceModel, phasingFeeMTA, VotingModel, type PhasingAppendix } from '../../src/domain/phasing.js';
import { DEFERRED } from '../../src/domain/deferred-table.js';
import { POLLS, RESULTS } from '../../src/capabilities/phasing/tables.js';
import type { ChainStore } from '../../src/storage/chain-store.js';
import type { BenchRow } from '../lib/report.js';
import { benchNetwork, epochNow, recipientIds } from '../lib/fixtures.js';
import type { BenchKey } from '../lib/keys.js';
import { ChainBuilder } from '../lib/chain-builder.js';
import { collectGarbage, median } from '../lib/timer.js';
import { serial } from '../lib/block-lanes.js';
import { dueRepetition, plainPaymentBlocks, type DueFixture, type DueRep, type Payment } from '../lib/due-block.js';
import { BENCH_REGISTRY } from '../lib/rules.js';

const COUNT = 10_000;
const PER_BLOCK = 250;
const BLOCKS = COUNT / PER_BLOCK;
const SENDERS = 1_000;
/** Empty blocks between the last acceptance block and the finish block. */
const EMPTY_BEFORE_FINISH = 2;
const REPS = Number(process.env['PHASING_BENCH_REPS'] ?? 5);

if (PER_BLOCK > MAX_TRANSACTIONS_PER_BLOCK || !Number.isInteger(BLOCKS)) throw new Error('the payments do not split into blocks that fit');

/** A NONE (time lock) poll finishing at `finishHeight`. */
function timeLock(finishHeight: number): PhasingAppendix {
  return {
    finishHeight,
    votingModel: VotingModel.NONE,
    quorum: 0n,
    minBalance: 0n,
    minBalanceModel: MinBalanceModel.NONE,
    holding: 0n,
    whitelist: [],
    linkedFullHashes: [],
    hashedSecret: new Uint8Array(0),
    algorithm: 0,
  };
}

/** A phased payment signed natively (the fee: 1 coin + the appendix's). */
function phasedPayment(sender: BenchKey, recipientId: bigint, amountMTA: bigint, phasing: PhasingAppendix, timestamp: number, ecBlockId: bigint): Transaction {
  const unsigned = new Transaction(
    {
      type: 0,
      subtype: 0,
      version: TRANSACTION_VERSION,
      timestamp,
      deadline: 1440,
      senderPublicKey: sender.publicKey,
      recipientId,
      amountMTA,
      feeMTA: ONE_COIN + phasingFeeMTA(phasing),
      referencedTransactionFullHash: null,
      ecBlockHeight: 0,
      ecBlockId,
      attachment: { version: 0 },
      appendices: { phasing },
      signature: null,
    },
    BENCH_REGISTRY,
  );
  return unsigned.withSignature(sender.sign(unsigned.unsignedBytes()));
}


interface Fixture extends DueFixture {
  readonly finishHeight: number;
}

function buildFixture(): Fixture {
  const started = Date.now();
  const now = epochNow({ epochBeginningMs: EPOCH_BEGINNING_MS });
  const totalBlocks = BLOCKS + EMPTY_BEFORE_FINISH + 1;
  const net = benchNetwork({ senders: SENDERS, genesisTimestamp: now - totalBlocks * 5 * 4 - 600 });
  const recipients = recipientIds(COUNT, 'bench-phasing-recipient');
  const payments: Payment[] = recipients.map((recipientId, i) => ({ sender: net.senders[i % SENDERS]!, recipientId, amountMTA: BigInt(1 + (i % 100)) * ONE_COIN }));
  // Acceptance blocks at heights 1..BLOCKS: every poll finishes at F.
  const finishHeight = BLOCKS + EMPTY_BEFORE_FINISH + 1;
  const phasing = timeLock(finishHeight);
  const phased = new ChainBuilder(net.params, net.forgers);
  for (let b = 0; b < BLOCKS; b++) {
    phased.forgeAppend((ts) => payments.slice(b * PER_BLOCK, (b + 1) * PER_BLOCK).map((p) => phasedPayment(p.sender, p.recipientId, p.amountMTA, phasing, ts, phased.genesis.id)));
  }
  for (let b = 0; b < EMPTY_BEFORE_FINISH; b++) phased.forgeAppend(() => []);
  if (phased.height !== finishHeight - 1) throw new Error(`the setup ends at ${phased.height}, not ${finishHeight - 1}`);
  if (phased.store.scan(POLLS, 'byFinish', { prefix: [finishHeight] }).length !== COUNT) throw new Error('the builder did not open every poll');
  phased.forgeAppend(() => []);
  // The builder applied the finish block in memory: it released every payment.
  const released = phased.store.scan(RESULTS, 'byHeight', { prefix: [finishHeight] }).filter(([, r]) => r.approved).length;
  if (released !== COUNT) throw new Error(`the fixture builder released ${released} of ${COUNT} phased payments`);

  const plain = plainPaymentBlocks(net, payments, PER_BLOCK);
  if (Math.max(phased.tip.timestamp, plain.builder.tip.timestamp) > now) throw new Error('fixture chain ends in the future');
  console.error(`phasing: fixture built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const blocks = serial(phased.blocks.slice(1));
  return { net, payments, finishHeight, setup: blocks.slice(0, -1), due: blocks[blocks.length - 1]!, plain: plain.blocks };
}

/** The finish block released every payment, at F, approved; nothing is left deferred. */
function checks(f: Fixture) {
  return {
    async before(store: ChainStore): Promise<void> {
      if ((await store.count(RESULTS, { index: 'byHeight' })) !== 0) throw new Error('a poll finished before its finish height');
      if (store.scan(POLLS, 'byFinish', { prefix: [f.finishHeight] }).length !== COUNT) throw new Error('the disk lane did not open every poll');
    },
    async after(store: ChainStore): Promise<void> {
      const results = await store.page(RESULTS, { index: 'byHeight', prefix: [f.finishHeight] });
      const approved = results.filter(([, r]) => r.approved).length;
      if (results.length !== COUNT || approved !== COUNT) throw new Error(`the finish block decided ${results.length} polls, ${approved} approved, of ${COUNT}`);
      if (results.some(([id]) => store.get(DEFERRED, id) !== undefined)) throw new Error('a released payment is still deferred');
    },
  };
}

export async function run(): Promise<BenchRow[]> {
  console.error(`phasing: building ${BLOCKS} blocks of ${PER_BLOCK} phased payments (NONE polls, one finish height), ${EMPTY_BEFORE_FINISH} empty blocks and the finish block, and ${BLOCKS} blocks of ${PER_BLOCK} plain payments`);
  const f = buildFixture();
  const reps: DueRep[] = [];
  for (let i = 0; i < REPS; i++) {
    const rep = await dueRepetition(f, i, 'phasing', checks(f));
    reps.push(rep);
    console.error(
      `phasing: repetition ${i + 1}/${REPS} (${rep.dueFirst ? 'finish block first' : 'plain blocks first'}): finish block ${(rep.dueSeconds * 1000).toFixed(1)} ms (${(COUNT / rep.dueSeconds).toFixed(0)} releases/s), ` +
        `${BLOCKS} plain blocks ${(rep.plainSeconds * 1000).toFixed(1)} ms (${(COUNT / rep.plainSeconds).toFixed(0)} payments/s), empty block ${(rep.emptySeconds * 1000).toFixed(1)} ms`,
    );
    collectGarbage();
  }
  const releasesPerSecond = median(reps.map((r) => COUNT / r.dueSeconds));
  const paymentsPerSecond = median(reps.map((r) => COUNT / r.plainSeconds));
  const ms = (s: number) => (s * 1000).toFixed(1);
  return [
    {
      bench: 'phasing',
      name: '10,000 phased payments finishing in one block, on disk',
      subject: {
        label: `the empty block at the finish height F = ${f.finishHeight}, whose begin phase releases ${COUNT.toLocaleString('en-US')} phased payments (NONE time-lock polls accepted over ${BLOCKS} blocks of ${PER_BLOCK}, ${SENDERS} senders, ${COUNT.toLocaleString('en-US')} distinct new recipients, 1..100 coins), Blockchain.pushBlock of it on a ChainStore on disk; figure: ${COUNT.toLocaleString('en-US')} / its push time, median over ${REPS} repetitions on fresh stores`,
        value: releasesPerSecond,
        unit: 'releases/s',
      },
      baseline: {
        label: `the same ${COUNT.toLocaleString('en-US')} payments as plain payments in ${BLOCKS} blocks of ${PER_BLOCK}, pushed the same way on another fresh store; figure: ${COUNT.toLocaleString('en-US')} / the SUM of the ${BLOCKS} blocks' push times, median over the same repetitions (timed sections alternating in order)`,
        value: paymentsPerSecond,
        unit: 'payments/s',
      },
      target: { kind: 'ratio-at-least', value: 0.5 },
      notes: [
        `per repetition, finish block vs the ${BLOCKS} plain blocks: ${reps.map((r) => `${ms(r.dueSeconds)} ms vs ${ms(r.plainSeconds)} ms${r.dueFirst ? '' : ' (plain first)'}`).join('; ')}`,
        `ratio per repetition (releases/s over payments/s, i.e. plain seconds / finish-block seconds): ${reps.map((r) => (r.plainSeconds / r.dueSeconds).toFixed(2)).join(', ')}; median ${median(reps.map((r) => r.plainSeconds / r.dueSeconds)).toFixed(2)} (the row's ratio is of the two medians)`,
        `the finish block is one block (one validation, one commit) against ${BLOCKS} blocks (each with its own validation and commit): the median plain block took ${ms(median(reps.flatMap((r) => r.plainBlockSeconds)))} ms, an empty block (F - 1, setup) ${ms(median(reps.map((r) => r.emptySeconds)))} ms`,
        `checked after every timed push: ${COUNT.toLocaleString('en-US')} results approved at F, nothing left deferred, every recipient holding exactly its payment on both stores (and none before F)`,
      ],
    },
  ];
}
