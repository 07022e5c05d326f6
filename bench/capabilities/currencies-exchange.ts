// Currency exchange bench: 50,000 currencyBuy / currencySell requests applied in blocks on disk
// (Blockchain.pushBlock on a ChainStore in classic-level, signatures known as verified) against
// the exchange offers of 200 accounts on one currency, at rates that cross a few offers each;
// figure: exchange fills (one per offer a request takes units from) per second. Baseline: the
// same number of payments in as many blocks, pushed the same way on another store, block by
// block in lockstep. The issue sets no target for it: the ratio is reported.
import type { Block } from '../../src/domain/block.js';
import { EPOCH_BEGINNING_MS } from '../../src/domain/network-params.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { EXCHANGES, OFFERS } from '../../src/capabilities/currencies/tables.js';
import type { BenchRow } from '../lib/report.js';
import { benchNetwork, epochNow, paymentBatch, prng, recipientIds } from '../lib/fixtures.js';
import { ChainBuilder } from '../lib/chain-builder.js';
import { collectGarbage, median, rate } from '../lib/timer.js';
import { openLane, parse, push, resetTimings, serial, type Lane } from '../lib/block-lanes.js';
import { makeTempDir, removeTempDir } from '../lib/tmp.js';
import { benchCurrencyIssuance, benchCurrencyTransfer, benchExchange, benchOffer } from '../lib/currency-txs.js';

const BLOCKS = Number(process.env['CURRENCY_BENCH_BLOCKS'] ?? 200);
const PER_BLOCK = 250;
const TRADERS = 200;
const UNITS_PER_TRADER = 10_000_000n;
/** Offers buy at 90..109 and sell one to twenty above; requests buy at up to 100..129 and sell
 * at down to 80..109, so a request usually takes from one to a few offers. */
const BUY_RATE = 90;

function buildFixture() {
  const started = Date.now();
  const now = epochNow({ epochBeginningMs: EPOCH_BEGINNING_MS });
  const net = benchNetwork({ senders: 1 + TRADERS, genesisTimestamp: now - (BLOCKS + 4) * 5 * 4 - 600 });
  const [issuer, ...traders] = net.senders;
  const chain = new ChainBuilder(net.params, net.forgers);
  const at = (timestamp: number) => ({ timestamp, ecBlockId: chain.genesis.id });
  const currency = chain.forgeAppend((ts) => [benchCurrencyIssuance(issuer!, 'BENCH', UNITS_PER_TRADER * BigInt(TRADERS), at(ts))]).transactions[0]!.id;
  chain.forgeAppend((ts) => traders.map((k) => benchCurrencyTransfer(issuer!, k.accountId, currency, UNITS_PER_TRADER, at(ts))));
  const random = prng(31);
  const int = (n: number) => Math.floor(random() * n);
  chain.forgeAppend((ts) =>
    traders.map((k) => {
      const buyRate = BigInt(BUY_RATE + int(20));
      return benchOffer(k, { currency, buyRate, sellRate: buyRate + 1n + BigInt(int(20)), limit: 1_000_000_000n, supply: 1_000_000n, expirationHeight: BLOCKS + 100 }, at(ts));
    }),
  );
  const setupCount = chain.blocks.length - 1;
  for (let b = 0; b < BLOCKS; b++) {
    chain.forgeAppend((ts) =>
      Array.from({ length: PER_BLOCK }, (_, i) => {
        const side = i % 2 === 0 ? 'buy' : 'sell';
        const rateMTA = BigInt(side === 'buy' ? 100 + int(30) : 80 + int(30));
        return benchExchange(traders[int(TRADERS)]!, side, currency, rateMTA, BigInt(1 + int(100)), at(ts), ONE_COIN + BigInt(i));
      }),
    );
  }
  const expectedFills = chain.store.scan(EXCHANGES, 'recent').length;
  console.error(`currencies-exchange: exchange chain built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const paying = new ChainBuilder(net.params, net.forgers);
  const recipients = [...recipientIds(20_000), ...net.senders.map((s) => s.accountId)];
  for (let b = 0; b < BLOCKS; b++) {
    paying.forgeAppend((timestamp) => paymentBatch({ count: PER_BLOCK, senders: net.senders, recipients, timestamp, ecBlockHeight: 0, ecBlockId: paying.genesis.id, seed: 700 + b, firstSender: b * PER_BLOCK }));
  }
  if (Math.max(chain.tip.timestamp, paying.tip.timestamp) > now) throw new Error('fixture chain ends in the future');
  return {
    net,
    expectedFills,
    setup: serial(chain.blocks.slice(1, 1 + setupCount)),
    exchange: serial(chain.blocks.slice(1 + setupCount)),
    payments: serial(paying.blocks.slice(1)),
  };
}

export async function run(): Promise<BenchRow[]> {
  const count = BLOCKS * PER_BLOCK;
  console.error(`currencies-exchange: building ${BLOCKS} blocks of ${PER_BLOCK} buy/sell requests against ${TRADERS} offers, and ${BLOCKS} blocks of ${PER_BLOCK} payments`);
  const f = buildFixture();
  const dirs = [await makeTempDir('currency-exchange'), await makeTempDir('currency-payments')];
  try {
    const setup = parse(f.setup);
    const exchangeBlocks = parse(f.exchange);
    const paymentBlocks = parse(f.payments);
    const exchange = await openLane(f.net.params, dirs[0]!, [...setup, ...exchangeBlocks]);
    const payments = await openLane(f.net.params, dirs[1]!, paymentBlocks);
    for (const block of setup) await push(exchange, block);
    resetTimings(exchange);
    collectGarbage();
    // Fills per block, read from the store after each push: the newest records, the block's own
    // (a request fills at most a few offers, so ten per request is plenty to read).
    const blockFills: number[] = [];
    for (let i = 0; i < BLOCKS; i++) {
      const pair: Array<[Lane, Block]> = [[exchange, exchangeBlocks[i]!], [payments, paymentBlocks[i]!]];
      if (i % 2 === 1) pair.reverse();
      for (const [lane, block] of pair) await push(lane, block);
      const height = exchangeBlocks[i]!.height;
      blockFills.push((await exchange.store.page(EXCHANGES, { index: 'recent' }, { limit: PER_BLOCK * 10 })).filter(([, e]) => e.height === height).length);
    }
    const fills = blockFills.reduce((a, b) => a + b, 0);
    if (fills !== f.expectedFills) throw new Error(`the disk lane made ${fills} fills, the fixture builder ${f.expectedFills}`);
    const offers = exchange.store.scan(OFFERS, 'byCurrency').length;
    for (const lane of [exchange, payments]) await lane.store.close();
    const fillsPerSecond = median(blockFills.map((n, i) => n / exchange.blockSeconds[i]!));
    console.error(`currencies-exchange: ${exchange.seconds.toFixed(2)} s for ${fills} fills, payments ${payments.seconds.toFixed(2)} s`);
    return [
      {
        bench: 'currencies-exchange',
        name: 'exchange fills in blocks, on disk',
        subject: {
          label: `${BLOCKS} blocks x ${PER_BLOCK} currencyBuy/currencySell requests (alternating; ${TRADERS} accounts with one offer each on one currency, 1..100 units, buys up to 100..129 and sells down to 80..109 MTA against offers buying at 90..109 and selling 1..20 above), Blockchain.pushBlock of each on a ChainStore on disk; figure: fills per second, median over the blocks of (the block's fills / its push time)`,
          value: fillsPerSecond,
          unit: 'fills/s',
        },
        baseline: {
          label: `${BLOCKS} blocks x ${PER_BLOCK} ordinary payments pushed the same way on another store, block by block in lockstep (median block)`,
          value: PER_BLOCK / median(payments.blockSeconds),
          unit: 'tx/s',
        },
        notes: [
          `${fills.toLocaleString('en-US')} fills from ${count.toLocaleString('en-US')} requests (${(fills / count).toFixed(2)} per request); ${offers} offers stand at the end`,
          `requests: ${(PER_BLOCK / median(exchange.blockSeconds)).toFixed(0)}/s in the median block; over all ${BLOCKS} blocks ${rate(count, exchange.seconds).toFixed(0)} requests/s and ${rate(fills, exchange.seconds).toFixed(0)} fills/s vs ${rate(count, payments.seconds).toFixed(0)} payments/s (each including the block's commit on disk)`,
          'no target is set for this figure (issue 13 asks for it to be measured)',
        ],
      },
    ];
  } finally {
    for (const d of dirs) await removeTempDir(d);
  }
}
