// Subscriptions bench: a block at which 10,000 subscription payments fall due, pushed on disk
// (Blockchain.pushBlock on a ChainStore in classic-level), against the same 10,000 payments as
// plain payments in blocks pushed the same way on another store, in the same run.
//
// A block holds at most MAX_TRANSACTIONS_PER_BLOCK (255) transactions, so the 10,000 coin
// subscriptions are created over 40 blocks of 250 (1,000 payers, 10,000 distinct new recipients,
// 1..100 coins, open-ended, period 1,000 blocks), all with the same first payment height F; empty
// blocks follow up to F - 1, and the timed block is the empty block at F, whose begin phase makes
// all 10,000 payments (each: the ledger move, a payment record, the subscription updated and its
// next payment scheduled at F + 1000). The baseline is the same 10,000 payments (same payers,
// recipients and amounts) as plain payments in 40 blocks of 250; its time is the SUM of those
// blocks' push times. Each repetition opens two fresh stores (the subscription lane's setup blocks
// are pushed untimed), the order of the two timed sections alternates, and the figures are
// medians over the repetitions. After each timed push every recipient's balance, every
// subscription's payment count and every payment record are checked, so a payment that did not
// happen cannot make the figure.
import { EPOCH_BEGINNING_MS } from '../../src/domain/network-params.js';
import { MAX_TRANSACTIONS_PER_BLOCK, ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { Transaction } from '../../src/domain/transaction.js';
import { COIN } from '../../src/domain/holding-ref.js';
import { dueAt } from '../../src/domain/state/schedule.js';
import { SUBSCRIPTION_PAYMENTS, SUBSCRIPTIONS } from '../../src/capabilities/subscriptions/tables.js';
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
/** Empty blocks between the last creation block and the due block. */
const EMPTY_BEFORE_DUE = 2;
const PERIOD = 1_000;
const REPS = Number(process.env['SUBSCRIPTIONS_BENCH_REPS'] ?? 5);

if (PER_BLOCK > MAX_TRANSACTIONS_PER_BLOCK || !Number.isInteger(BLOCKS)) throw new Error('the subscriptions do not split into blocks that fit');

/** A coin subscription creation signed natively (fee 1 coin). */
function creation(payer: BenchKey, recipientId: bigint, amount: bigint, firstPaymentHeight: number, timestamp: number, ecBlockId: bigint): Transaction {
  const unsigned = new Transaction(
    {
      type: 12,
      subtype: 0,
      version: TRANSACTION_VERSION,
      timestamp,
      deadline: 1440,
      senderPublicKey: payer.publicKey,
      recipientId,
      amountMTA: 0n,
      feeMTA: ONE_COIN,
      referencedTransactionFullHash: null,
      ecBlockHeight: 0,
      ecBlockId,
      attachment: { version: 1, holding: COIN, amount, period: PERIOD, firstPaymentHeight, numberOfPayments: 0, endHeight: 0 } as never,
      appendices: {},
      signature: null,
    },
    BENCH_REGISTRY,
  );
  return unsigned.withSignature(payer.sign(unsigned.unsignedBytes()));
}


interface Fixture extends DueFixture {
  readonly dueHeight: number;
}

function buildFixture(): Fixture {
  const started = Date.now();
  const now = epochNow({ epochBeginningMs: EPOCH_BEGINNING_MS });
  const totalBlocks = BLOCKS + EMPTY_BEFORE_DUE + 1;
  const net = benchNetwork({ senders: SENDERS, genesisTimestamp: now - totalBlocks * 5 * 4 - 600 });
  const recipients = recipientIds(COUNT, 'bench-subscription-recipient');
  const payments: Payment[] = recipients.map((recipientId, i) => ({ sender: net.senders[i % SENDERS]!, recipientId, amountMTA: BigInt(1 + (i % 100)) * ONE_COIN }));
  const dueHeight = BLOCKS + EMPTY_BEFORE_DUE + 1;
  const subs = new ChainBuilder(net.params, net.forgers);
  for (let b = 0; b < BLOCKS; b++) {
    subs.forgeAppend((ts) => payments.slice(b * PER_BLOCK, (b + 1) * PER_BLOCK).map((p) => creation(p.sender, p.recipientId, p.amountMTA, dueHeight, ts, subs.genesis.id)));
  }
  for (let b = 0; b < EMPTY_BEFORE_DUE; b++) subs.forgeAppend(() => []);
  if (subs.height !== dueHeight - 1) throw new Error(`the setup ends at ${subs.height}, not ${dueHeight - 1}`);
  if (dueAt(subs.store, dueHeight).length !== COUNT) throw new Error('the builder did not schedule every subscription');
  subs.forgeAppend(() => []);
  // The builder applied the due block in memory: it made every payment.
  const paid = subs.store.scan(SUBSCRIPTIONS, 'byPayer').filter(([, s]) => s.paymentsMade === 1 && s.state === 'ACTIVE').length;
  if (paid !== COUNT) throw new Error(`the fixture builder made ${paid} of ${COUNT} subscription payments`);

  const plain = plainPaymentBlocks(net, payments, PER_BLOCK);
  if (Math.max(subs.tip.timestamp, plain.builder.tip.timestamp) > now) throw new Error('fixture chain ends in the future');
  console.error(`subscriptions: fixture built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const blocks = serial(subs.blocks.slice(1));
  return { net, payments, dueHeight, setup: blocks.slice(0, -1), due: blocks[blocks.length - 1]!, plain: plain.blocks };
}

/** The due block paid every subscription once at F, recorded it and scheduled the next. */
function checks(f: Fixture) {
  return {
    before(store: ChainStore): void {
      if (dueAt(store, f.dueHeight).length !== COUNT) throw new Error('the disk lane did not schedule every subscription');
    },
    async after(store: ChainStore): Promise<void> {
      const all = store.scan(SUBSCRIPTIONS, 'byPayer');
      const paidOnce = all.filter(([, s]) => s.paymentsMade === 1 && s.state === 'ACTIVE' && s.nextDueHeight === f.dueHeight + PERIOD).length;
      if (all.length !== COUNT || paidOnce !== COUNT) throw new Error(`the due block paid ${paidOnce} of ${all.length} subscriptions (expected ${COUNT})`);
      const records = (await store.page(SUBSCRIPTION_PAYMENTS, { index: 'bySubscription' })).filter(([, p]) => p.paid && p.height === f.dueHeight).length;
      if (records !== COUNT) throw new Error(`the due block recorded ${records} of ${COUNT} payments`);
      if (dueAt(store, f.dueHeight + PERIOD).length !== COUNT) throw new Error('the due block did not schedule every next payment');
    },
  };
}

export async function run(): Promise<BenchRow[]> {
  console.error(`subscriptions: building ${BLOCKS} blocks of ${PER_BLOCK} subscription creations (one first payment height), ${EMPTY_BEFORE_DUE} empty blocks and the due block, and ${BLOCKS} blocks of ${PER_BLOCK} plain payments`);
  const f = buildFixture();
  const reps: DueRep[] = [];
  for (let i = 0; i < REPS; i++) {
    const rep = await dueRepetition(f, i, 'subscriptions', checks(f));
    reps.push(rep);
    console.error(
      `subscriptions: repetition ${i + 1}/${REPS} (${rep.dueFirst ? 'due block first' : 'plain blocks first'}): due block ${(rep.dueSeconds * 1000).toFixed(1)} ms (${(COUNT / rep.dueSeconds).toFixed(0)} payments/s), ` +
        `${BLOCKS} plain blocks ${(rep.plainSeconds * 1000).toFixed(1)} ms (${(COUNT / rep.plainSeconds).toFixed(0)} payments/s), empty block ${(rep.emptySeconds * 1000).toFixed(1)} ms`,
    );
    collectGarbage();
  }
  const duePerSecond = median(reps.map((r) => COUNT / r.dueSeconds));
  const plainPerSecond = median(reps.map((r) => COUNT / r.plainSeconds));
  const ms = (s: number) => (s * 1000).toFixed(1);
  return [
    {
      bench: 'subscriptions',
      name: '10,000 subscription payments falling due in one block, on disk',
      subject: {
        label: `the empty block at the first payment height F = ${f.dueHeight}, whose begin phase makes ${COUNT.toLocaleString('en-US')} coin subscription payments (subscriptions created over ${BLOCKS} blocks of ${PER_BLOCK}, ${SENDERS} payers, ${COUNT.toLocaleString('en-US')} distinct new recipients, 1..100 coins, each payment recorded and the next one scheduled), Blockchain.pushBlock of it on a ChainStore on disk; figure: ${COUNT.toLocaleString('en-US')} / its push time, median over ${REPS} repetitions on fresh stores`,
        value: duePerSecond,
        unit: 'payments/s',
      },
      baseline: {
        label: `the same ${COUNT.toLocaleString('en-US')} payments as plain payments in ${BLOCKS} blocks of ${PER_BLOCK}, pushed the same way on another fresh store; figure: ${COUNT.toLocaleString('en-US')} / the SUM of the ${BLOCKS} blocks' push times, median over the same repetitions (timed sections alternating in order)`,
        value: plainPerSecond,
        unit: 'payments/s',
      },
      target: { kind: 'ratio-at-least', value: 0.5 },
      notes: [
        `per repetition, due block vs the ${BLOCKS} plain blocks: ${reps.map((r) => `${ms(r.dueSeconds)} ms vs ${ms(r.plainSeconds)} ms${r.dueFirst ? '' : ' (plain first)'}`).join('; ')}`,
        `ratio per repetition (plain seconds / due-block seconds): ${reps.map((r) => (r.plainSeconds / r.dueSeconds).toFixed(2)).join(', ')}; median ${median(reps.map((r) => r.plainSeconds / r.dueSeconds)).toFixed(2)} (the row's ratio is of the two medians)`,
        `the median plain block took ${ms(median(reps.flatMap((r) => r.plainBlockSeconds)))} ms, an empty block (F - 1, setup) ${ms(median(reps.map((r) => r.emptySeconds)))} ms`,
        `checked after every timed push: ${COUNT.toLocaleString('en-US')} subscriptions paid once at F with a recorded payment and the next one scheduled at F + ${PERIOD}, every recipient holding exactly its payment on both stores (and none before F)`,
      ],
    },
  ];
}
