// `npm run mint`: mints a currency's units, --count times. Per mint: ask the node for the target
// and the next counter, search a nonce on every thread, submit currencyMint, print the answered
// transaction. With --count > 1 the next mint is searched at once, but submitted only once the
// node shows the previous one in a block (the node takes one mint per account and currency at a
// time, and the new supply may have lowered the target: the nonce is checked against the target
// then, and searched again if it no longer meets it).
import { setTimeout as sleep } from 'node:timers/promises';
import { keyPairFromSecret } from '../../domain/crypto.js';
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { proofMeetsTarget } from '../../capabilities/currencies/minting.js';
import { parseMinerArgs } from './args.js';
import { MiningAborted, mine } from './miner.js';
import { NodeError, getMintingTarget, submitMint, type MintingTargetAnswer } from './node-api.js';
import { USAGE, UsageError, type MinerOptions } from './options.js';
import { ProgressLine, formatCount, formatRate, formatSeconds } from './progress.js';

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal (the progress line is then rewritten in place). */
  readonly isTTY: boolean;
}

export const EXIT_OK = 0;
export const EXIT_NODE = 1;
export const EXIT_USAGE = 2;
export const EXIT_INTERRUPTED = 130;

interface Session {
  readonly o: MinerOptions;
  readonly secretPhrase: string;
  readonly account: bigint;
  readonly io: CliIo;
  readonly signal: AbortSignal | undefined;
}

function target(s: Session): Promise<MintingTargetAnswer> {
  return getMintingTarget(s.o.node, s.o.currency, s.account, s.o.units, s.signal);
}

/** Polls until the node's next counter is past `submitted` (that mint is in a block); returns
 * the answer, whose target is the one the next mint must meet. */
async function afterConfirmation(s: Session, submitted: bigint): Promise<MintingTargetAnswer> {
  let told = false;
  for (;;) {
    const answer = await target(s);
    if (answer.counter > submitted) return answer;
    if (!told) s.io.stderr(`waiting for the previous mint (counter ${submitted}) to be in a block, checking every ${s.o.pollSeconds} s\n`);
    told = true;
    await sleep(s.o.pollSeconds * 1000, undefined, { signal: s.signal });
  }
}

/** One mint: search, and (after a previous mint) wait and re-check; returns the counter used. */
async function mintOnce(s: Session, k: number, previous: bigint | undefined): Promise<bigint> {
  const { o, io } = s;
  for (;;) {
    const t = await target(s);
    const counter = previous !== undefined && t.counter <= previous ? previous + 1n : t.counter;
    io.stderr(`mint ${k}/${o.count}: ${formatCount(o.units)} units of currency ${o.currency}, counter ${counter}, ${t.algorithmName}, difficulty ${t.difficulty} (about ${formatCount(t.difficulty)} hashes), ${o.threads} thread${o.threads === 1 ? '' : 's'}\n`);
    const work = { algorithm: t.algorithm, currency: o.currency, units: o.units, counter, account: s.account, targetLE: t.targetLE };
    const progress = new ProgressLine(io.stderr, io.isTTY, t.difficulty);
    const found = await mine({ work, threads: o.threads, ...(s.signal ? { signal: s.signal } : {}), onProgress: (p) => progress.update(p) }).finally(() => progress.done());
    io.stderr(`found nonce ${found.nonce} after ${formatCount(found.hashes)} hashes in ${formatSeconds(found.seconds)} (${formatRate(found.hashes / Math.max(found.seconds, 1e-9))})\n`);
    if (previous !== undefined) {
      const now = await afterConfirmation(s, previous);
      if (now.counter > counter || now.algorithm !== t.algorithm) {
        io.stderr(`the node's next counter is now ${now.counter}: searching again\n`);
        continue;
      }
      if (!proofMeetsTarget(now.algorithm, { ...work, nonce: found.nonce }, now.targetLE)) {
        io.stderr('the target fell with the previous mint and the nonce no longer meets it: searching again\n');
        continue;
      }
    }
    const answer = await submitMint(o.node, { secretPhrase: s.secretPhrase, currency: o.currency, units: o.units, nonce: found.nonce, counter }, s.signal);
    io.stdout(`transaction ${answer.transaction} fullHash ${answer.fullHash}\n`);
    return counter;
  }
}

function isAbort(err: unknown): boolean {
  return err instanceof MiningAborted || (err as Error | undefined)?.name === 'AbortError';
}

export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo, signal?: AbortSignal): Promise<number> {
  let parsed;
  try {
    parsed = parseMinerArgs(argv, env);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr(`mint: ${err.message}\n\n${USAGE}\n`);
    return EXIT_USAGE;
  }
  if (parsed.help) {
    io.stdout(`${USAGE}\n`);
    return EXIT_OK;
  }
  const { options, secretPhrase } = parsed;
  const account = accountIdFromPublicKey(keyPairFromSecret(secretPhrase).publicKey);
  const session: Session = { o: options, secretPhrase, account, io, signal };
  io.stderr(`minting as account ${account} on ${options.node}\n`);
  try {
    let previous: bigint | undefined;
    for (let k = 1; k <= options.count; k++) previous = await mintOnce(session, k, previous);
    return EXIT_OK;
  } catch (err) {
    if (isAbort(err)) {
      io.stderr('mint: stopped\n');
      return EXIT_INTERRUPTED;
    }
    if (err instanceof NodeError) {
      // A node's error text could quote what it was sent; the phrase must not reach the screen.
      io.stderr(`mint: ${err.message.split(secretPhrase).join('[secret phrase]')}\n`);
      return EXIT_NODE;
    }
    throw err;
  }
}
