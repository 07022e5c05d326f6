// Shuffling bench: a shuffle of 30 participants on a node on disk (Blockchain.pushBlock on a
// ChainStore in classic-level), from the creation to DONE: the blocks it takes, the wall time of
// the whole lane, and each participant's processing CPU, against the raw X25519 and AEAD work the
// same participant must do at minimum, measured in the same run.
//
// The lane (bench/lib/shuffle-lane.ts): 30 accounts funded by the genesis; block 1 holds the
// creation (participant 0, 10 coins, 30 participants); block 2 the 29 registrations (a node's
// mempool admits a registration only once the creation is confirmed: its pending state reserves
// funds but holds no shuffling record); then one block per participant, since each processing
// names the full hash of the previous one and peels its blobs (the last participant's step is the
// recipients transaction); then one block with the 29 verifications, the last of which makes it
// DONE. Every step is the honest participant's own computation (src/capabilities/shuffling/
// participant.ts: registrationOf, processingOf, verificationOf) from the record the node holds
// after its previous block, so a processing blob lost between the builder and the node would stop
// the next participant. Each processingOf call is timed alone (process.cpuUsage: user + system
// CPU of the process, and performance.now), as is each block's push.
//
// The baseline (bench/lib/shuffle-raw.ts): for each participant i of n, i peels (X25519 shared
// secret + HKDF-SHA256 + XChaCha20-Poly1305 decrypt) and n-i-1 wraps (X25519 keygen + X25519
// shared + HKDF + encrypt) on blobs of the same sizes, @noble called directly, timed the same way
// right before or after the participant's processingOf (the order alternating), so both meet the
// same load from outside; its time is not in the lane's wall time. Each participant's figure is
// the median over the repetitions (SHUFFLING_BENCH_REPS, default 3; SHUFFLING_BENCH_PARTICIPANTS
// sets n, default 30, 3..30). The checks run after the
// timed part: stage DONE at the verification block, each of the 30 recipient accounts holding
// exactly the amount with its public key set, each participant back to its genesis balance less
// the amount and its fees (deposit returned), and every raw peel and wrap of the right length.
import { performance } from 'node:perf_hooks';
import { EPOCH_BEGINNING_MS } from '../../src/domain/network-params.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { COIN } from '../../src/domain/holding-ref.js';
import { bytesEqual } from '../../src/domain/hex.js';
import { ACCOUNTS } from '../../src/domain/state/accounts.js';
import { SHUFFLINGS } from '../../src/capabilities/shuffling/tables.js';
import { shufflingCreation, shufflingProcessing, shufflingRecipients, shufflingRegistration, shufflingVerification } from '../../src/capabilities/shuffling/types.js';
import { processingOf, registrationOf, verificationOf, type ParticipantStep } from '../../src/capabilities/shuffling/participant.js';
import type { Shuffling } from '../../src/capabilities/shuffling/records.js';
import type { BenchRow } from '../lib/report.js';
import { benchNetwork, epochNow, type BenchNetwork } from '../lib/fixtures.js';
import { benchKeys, type BenchKey } from '../lib/keys.js';
import { collectGarbage, median } from '../lib/timer.js';
import { makeTempDir, removeTempDir } from '../lib/tmp.js';
import { ShuffleLane, type TxSpec } from '../lib/shuffle-lane.js';
import { checkRaw, prepareRaw, runRaw, type RawOutput, type RawWork } from '../lib/shuffle-raw.js';

const N = Number(process.env['SHUFFLING_BENCH_PARTICIPANTS'] ?? 30);
const AMOUNT = 10n * ONE_COIN;
const REGISTRATION_PERIOD = 10;
const SENDER_BALANCE_COINS = 1_000_000n;
const REPS = Number(process.env['SHUFFLING_BENCH_REPS'] ?? 3);

if (!Number.isInteger(REPS) || REPS < 1) throw new Error('SHUFFLING_BENCH_REPS must be a positive integer');
if (!Number.isInteger(N) || N < 3 || N > 30) throw new Error('SHUFFLING_BENCH_PARTICIPANTS must be from 3 to 30');

interface Measured<T> {
  readonly value: T;
  readonly cpuMs: number;
  readonly wallMs: number;
}

/** Runs `fn` once: its process CPU (user + system) and wall time, in milliseconds. */
function measured<T>(fn: () => T): Measured<T> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, cpuMs: (c.user + c.system) / 1000, wallMs };
}

/** The transaction of an honest step; an honest run never blames. */
function specOf(sender: BenchKey, step: ParticipantStep): TxSpec {
  switch (step.kind) {
    case 'process':
      return { sender, type: shufflingProcessing, attachment: step.attachment, appendices: { prunableMessage: { isText: false, data: step.data } } };
    case 'recipients':
      return { sender, type: shufflingRecipients, attachment: step.attachment };
    case 'verify':
      return { sender, type: shufflingVerification, attachment: step.attachment };
    case 'cancel':
      throw new Error(`an honest participant blamed: ${step.reason}`);
  }
}

interface LaneRep {
  /** By participant index: processingOf's CPU and wall time, and the raw work's, timed next to it. */
  readonly processCpuMs: number[];
  readonly processWallMs: number[];
  readonly rawCpuMs: number[];
  readonly rawWallMs: number[];
  /** The 29 registrationOf calls, and the 29 verificationOf calls (wall). */
  readonly registrationMs: number;
  readonly verificationMs: number;
  readonly signMs: number;
  readonly forgeMs: number;
  readonly push: { readonly creation: number; readonly registrations: number; readonly processing: number[]; readonly recipients: number; readonly verifications: number };
  /** The whole lane, from before the creation is signed to after the DONE block is pushed. */
  readonly wallMs: number;
  readonly blocks: number;
  readonly chainSeconds: number;
}

async function laneRep(net: BenchNetwork, recipients: readonly BenchKey[], works: readonly RawWork[], rep: number): Promise<LaneRep> {
  const participants = net.senders;
  const dir = await makeTempDir('shuffling');
  const lane = await ShuffleLane.open(net, dir);
  try {
    const t0 = performance.now();
    const creation = await lane.block([
      { sender: participants[0]!, type: shufflingCreation, attachment: { holding: COIN, amount: AMOUNT, participantCount: N, registrationPeriod: REGISTRATION_PERIOD } },
    ]);
    const id = creation.transactions[0]!.id;
    const read = (): Shuffling => {
      const s = lane.store.get(SHUFFLINGS, id);
      if (s === undefined) throw new Error(`the node holds no shuffling ${id}`);
      return s;
    };
    const open = read();
    const r0 = performance.now();
    const registrations = participants.slice(1).map((p): TxSpec => ({ sender: p, type: shufflingRegistration, attachment: registrationOf(open, id, p.seed) }));
    const registrationMs = performance.now() - r0;
    const registered = await lane.block(registrations);
    const processCpuMs: number[] = [];
    const processWallMs: number[] = [];
    const rawCpuMs: number[] = [];
    const rawWallMs: number[] = [];
    const rawOutputs: RawOutput[] = [];
    let rawMs = 0;
    const processing: number[] = [];
    let recipientsPush = 0;
    const blocks = [creation, registered];
    for (let i = 0; i < N; i++) {
      const s = read();
      const p = participants[i]!;
      if (s.stage !== 'PROCESSING' || s.assignee !== p.accountId) throw new Error(`participant ${i}: not its turn (stage ${s.stage})`);
      // The participant's processing and its raw work back to back, in alternating order, so
      // both meet the same load from outside (the raw work's time is then taken off the lane's).
      const rawFirst = (rep + i) % 2 === 1;
      const raw = rawFirst ? measured(() => runRaw(works[i]!)) : undefined;
      const step = measured(() => processingOf(s, id, p.accountId, p.seed, recipients[i]!.publicKey));
      const rawWork = raw ?? measured(() => runRaw(works[i]!));
      rawCpuMs.push(rawWork.cpuMs);
      rawWallMs.push(rawWork.wallMs);
      rawOutputs.push(rawWork.value);
      rawMs += rawWork.wallMs;
      if (step.value.kind !== (i < N - 1 ? 'process' : 'recipients')) throw new Error(`participant ${i}: processingOf gave a ${step.value.kind} step`);
      processCpuMs.push(step.cpuMs);
      processWallMs.push(step.wallMs);
      const pushed = await lane.block([specOf(p, step.value)]).catch((e: unknown) => {
        const bytes = step.value.kind === 'process' ? ` (${step.value.data.length} bytes of blobs)` : '';
        throw new Error(`participant ${i}'s ${step.value.kind} step${bytes} was refused by the node: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      });
      blocks.push(pushed);
      if (i < N - 1) processing.push(pushed.pushMs);
      else recipientsPush = pushed.pushMs;
    }
    const published = read();
    if (published.stage !== 'VERIFICATION') throw new Error(`after the recipients the shuffling is ${published.stage}`);
    const v0 = performance.now();
    const verifications = participants.slice(0, N - 1).map((p, k) => specOf(p, verificationOf(published, id, p.seed, recipients[k]!.publicKey)));
    const verificationMs = performance.now() - v0;
    const verified = await lane.block(verifications);
    blocks.push(verified);
    const wallMs = performance.now() - t0 - rawMs;

    // Checks, after the timed part.
    works.forEach((w, i) => checkRaw(w, rawOutputs[i]!));
    const done = read();
    if (done.stage !== 'DONE' || done.closedHeight !== verified.block.height) throw new Error(`the shuffling is ${done.stage} (closed at ${done.closedHeight}) after the verification block ${verified.block.height}`);
    recipients.forEach((r, k) => {
      const account = lane.store.get(ACCOUNTS, r.accountId);
      if (account?.balanceMTA !== AMOUNT || account.publicKey === null || !bytesEqual(account.publicKey, r.publicKey)) throw new Error(`recipient ${k} holds ${account?.balanceMTA ?? 0n}, not ${AMOUNT}`);
    });
    participants.forEach((p, k) => {
      const expected = SENDER_BALANCE_COINS * ONE_COIN - AMOUNT - (lane.feesBySender.get(p.accountId) ?? 0n);
      const balance = lane.store.get(ACCOUNTS, p.accountId)?.balanceMTA;
      if (balance !== expected) throw new Error(`participant ${k} holds ${balance}, not ${expected} (amount, deposit and fees)`);
    });
    return {
      processCpuMs,
      processWallMs,
      rawCpuMs,
      rawWallMs,
      registrationMs,
      verificationMs,
      signMs: blocks.reduce((t, b) => t + b.signMs, 0),
      forgeMs: blocks.reduce((t, b) => t + b.forgeMs, 0),
      push: { creation: creation.pushMs, registrations: registered.pushMs, processing, recipients: recipientsPush, verifications: verified.pushMs },
      wallMs,
      blocks: done.closedHeight - creation.block.height + 1,
      chainSeconds: verified.block.timestamp - creation.block.timestamp,
    };
  } finally {
    await lane.close();
    await removeTempDir(dir);
  }
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]): number => sum(xs) / xs.length;
const byParticipant = (reps: readonly (readonly number[])[]): number[] => Array.from({ length: N }, (_, i) => median(reps.map((r) => r[i]!)));
const ms = (x: number): string => x.toFixed(1);

export async function run(): Promise<BenchRow[]> {
  const now = epochNow({ epochBeginningMs: EPOCH_BEGINNING_MS });
  // N + 3 blocks a repetition, each at its forger's hit time (5 s on average): well in the past.
  const net = benchNetwork({ senders: N, senderBalanceCoins: SENDER_BALANCE_COINS, genesisTimestamp: now - (N + 3) * 5 * 4 - 600 });
  const recipients = benchKeys('bench-shuffle-recipient', N);
  const works = Array.from({ length: N }, (_, i) => prepareRaw(N, i));
  console.error(`shuffling: ${REPS} repetition(s) of a ${N}-participant coin shuffle on a fresh store, and the raw X25519 + XChaCha20-Poly1305 work of each participant`);

  const lanes: LaneRep[] = [];
  for (let rep = 0; rep < REPS; rep++) {
    collectGarbage();
    const l = await laneRep(net, recipients, works, rep);
    lanes.push(l);
    console.error(
      `shuffling: repetition ${rep + 1}/${REPS}: ${l.blocks} blocks creation to DONE in ${ms(l.wallMs)} ms; ` +
        `processing CPU mean ${ms(mean(l.processCpuMs))} ms, max ${ms(Math.max(...l.processCpuMs))} ms; raw mean ${ms(mean(l.rawCpuMs))} ms; pushes ${ms(sum([l.push.creation, l.push.registrations, ...l.push.processing, l.push.recipients, l.push.verifications]))} ms`,
    );
  }
  if (new Set(lanes.map((l) => l.blocks)).size !== 1) throw new Error('the repetitions took different numbers of blocks');

  const proc = byParticipant(lanes.map((l) => l.processCpuMs));
  const procWall = byParticipant(lanes.map((l) => l.processWallMs));
  const raw = byParticipant(lanes.map((l) => l.rawCpuMs));
  const rawWall = byParticipant(lanes.map((l) => l.rawWallMs));
  const worst = proc.indexOf(Math.max(...proc));
  const ratios = proc.map((p, i) => p / raw[i]!);
  const blocks = lanes[0]!.blocks;
  const med = (f: (l: LaneRep) => number): number => median(lanes.map(f));
  const pushTotal = med((l) => sum([l.push.creation, l.push.registrations, ...l.push.processing, l.push.recipients, l.push.verifications]));
  const repsLabel = `median over ${REPS} repetition(s)`;
  const at = (i: number): string => `participant ${i}: ${ms(proc[i]!)} ms vs raw ${ms(raw[i]!)} ms (${ratios[i]!.toFixed(2)}x)`;
  const x25519Note =
    `X25519 per participant i of ${N}: processingOf does a shared secret per peel (its layer public key derived once, as the raw work does) and a keygen + shared secret per wrap layer, ` +
    `as the raw work: ${N - 1} shared secrets and ${N - 1}-i keygens, plus one keygen for its own layer key; the rest of the ratio is HKDF, AEAD and sorting overhead in onion.ts`;
  const cpuOverWall = mean(proc) / mean(procWall);
  return [
    {
      bench: 'shuffling',
      name: `a shuffle of ${N}: blocks from creation to DONE`,
      subject: {
        label: `height of the block that made the shuffling DONE - height of the creation block + 1, on a node on disk: 1 creation block, 1 block of ${N - 1} registrations, ${N - 1} processing blocks (one per participant), 1 recipients block, 1 block of ${N - 1} verifications`,
        value: blocks,
        unit: 'blocks',
      },
      notes: [
        `chain time from the creation block to the DONE block: ${med((l) => l.chainSeconds)} s at the devnet's 5 s block target (the blocks' own timestamps, forgers at their hit times); the computation is a small part of it (next rows)`,
        'the fewest a node can do: its mempool admits a registration only once the creation is confirmed, and a processing only once the previous one is (each names the previous full hash as shufflingStateHash and needs its blobs); ' +
          'the block rules alone (each transaction validated at its position) would accept the creation and the registrations in one block, and recipients with verifications in another',
      ],
    },
    {
      bench: 'shuffling',
      name: `a shuffle of ${N}: processing CPU per participant, mean`,
      subject: {
        label: `processingOf (participant.ts: peel the previous participant's blobs, check, wrap its own recipient key for the later participants, sort, hash) timed alone with process.cpuUsage for each of the ${N} participants on the record the node holds; figure: mean over the ${N} of each participant's ${repsLabel}`,
        value: mean(proc),
        unit: 'ms',
      },
      baseline: {
        label: `the raw work of the same participant i: i peels (X25519 shared + HKDF-SHA256 + XChaCha20-Poly1305 decrypt) and ${N}-i-1 wraps (X25519 keygen + X25519 shared + HKDF + encrypt) on blobs of the same sizes, @noble directly, timed the same way next to the participant's processingOf (order alternating); mean over the ${N}; ratio = processing / raw (1 = no overhead)`,
        value: mean(raw),
        unit: 'ms',
      },
      notes: [
        `per participant, ratio processing / raw from ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} (median ${median(ratios).toFixed(2)}); ${[...new Set([0, 1, Math.floor((N - 1) / 2), N - 2, N - 1])].map(at).join('; ')}`,
        x25519Note,
        `wall time (performance.now) of the same calls: processing mean ${ms(mean(procWall))} ms, raw mean ${ms(mean(rawWall))} ms; CPU / wall ${cpuOverWall.toFixed(2)} (below 1: other processes took the cores during the calls; above 1: another thread of this process, a GC helper or LevelDB, worked meanwhile, as process.cpuUsage counts every thread)`,
      ],
    },
    {
      bench: 'shuffling',
      name: `a shuffle of ${N}: processing CPU per participant, max`,
      subject: { label: `the largest of the ${N} participants' processingOf CPU (each the ${repsLabel}): participant ${worst}`, value: proc[worst]!, unit: 'ms' },
      baseline: { label: `the raw work of the same participant ${worst} (${worst} peels, ${N - worst - 1} wraps), timed the same way`, value: raw[worst]!, unit: 'ms' },
      notes: [`the largest raw work is participant ${raw.indexOf(Math.max(...raw))}'s, ${ms(Math.max(...raw))} ms (a wrap layer costs a keygen more than a peel)`],
    },
    {
      bench: 'shuffling',
      name: `a shuffle of ${N}: creation to DONE, wall time of the work`,
      subject: {
        label: `wall time of the whole lane on one machine, ${repsLabel}: every participant's step computed in turn (registrationOf, processingOf, verificationOf), signed (native Ed25519), forged by the offline builder, parsed from its bytes and pushed on disk, ${blocks} blocks; neither the waits between block slots nor the raw work timed next to each processing are in it`,
        value: med((l) => l.wallMs),
        unit: 'ms',
      },
      baseline: { label: `the raw X25519 + AEAD work of all ${N} participants, summed (wall), ${repsLabel}`, value: med((l) => sum(l.rawWallMs)), unit: 'ms' },
      notes: [
        `of which: processingOf ${ms(med((l) => sum(l.processWallMs)))} ms (${N} calls), registrationOf ${ms(med((l) => l.registrationMs))} ms (${N - 1} calls: one X25519 keygen each), verificationOf ${ms(med((l) => l.verificationMs))} ms (${N - 1} calls), ` +
          `signing ${ms(med((l) => l.signMs))} ms, the builder's forging (a fixture cost: in-memory apply, block signature) ${ms(med((l) => l.forgeMs))} ms, pushes ${ms(pushTotal)} ms`,
        `on a real network the participants compute in parallel on their own machines and only the processing steps are in sequence: ${N} processingOf calls of ${ms(mean(proc))} ms on average against ${blocks} block slots of ~5 s`,
      ],
    },
    {
      bench: 'shuffling',
      name: `a shuffle of ${N}: block pushes creation to DONE`,
      subject: { label: `Blockchain.pushBlock of the ${blocks} blocks on a ChainStore on disk (signatures known as verified), summed, ${repsLabel}`, value: pushTotal, unit: 'ms' },
      notes: [
        `median per block: creation ${ms(med((l) => l.push.creation))} ms, ${N - 1} registrations ${ms(med((l) => l.push.registrations))} ms, a processing block ${ms(med((l) => median(l.push.processing)))} ms ` +
          `(slowest ${ms(med((l) => Math.max(...l.push.processing)))} ms), recipients ${ms(med((l) => l.push.recipients))} ms, ${N - 1} verifications (DONE: ${N} recipients funded, deposits returned) ${ms(med((l) => l.push.verifications))} ms`,
        `checked after each lane: stage DONE at the verification block, each of the ${N} recipient accounts holding exactly ${AMOUNT / ONE_COIN} coins with its public key, each participant at its genesis balance less the amount and its fees; each raw peel and wrap of the right length`,
      ],
    },
  ];
}
