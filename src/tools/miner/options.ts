// The miner's settings, their defaults and the usage text. The secret phrase is not an option:
// it comes from MINT_SECRET_PHRASE or a file (src/tools/miner/args.ts), never from argv, where
// `ps` and the shell history would show it.
import { availableParallelism } from 'node:os';

export const DEFAULT_NODE = 'http://127.0.0.1:6876';
export const DEFAULT_COUNT = 1;
/** How often the miner asks the node whether its previous mint is in a block yet (--count > 1). */
export const DEFAULT_POLL_SECONDS = 5;
export const MAX_THREADS = 256;
export const SECRET_ENV = 'MINT_SECRET_PHRASE';

/** The node's operations the miner calls. */
export const TARGET_REQUEST = 'GetMintingTarget';
export const MINT_REQUEST = 'currencyMint';

export interface MinerOptions {
  /** Currency id (unsigned 64-bit). */
  readonly currency: bigint;
  /** Units per mint, in QNT (the currency's smallest unit). */
  readonly units: bigint;
  /** Base URL of the node; its API is `<node>/api`. */
  readonly node: string;
  readonly threads: number;
  /** Mints to make, one after the other. */
  readonly count: number;
  readonly pollSeconds: number;
}

export function defaultThreads(): number {
  return Math.max(1, Math.min(MAX_THREADS, availableParallelism()));
}

/** A bad command line: the CLI prints the message and the usage, and exits with code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE = `usage: npm run mint -- --currency <id> --units <unitsQNT> [options]

Mints units of a mintable currency: asks the node for the target, searches a nonce whose hash
meets it on every core, and submits a currencyMint transaction.

  --currency <id>              currency id (required)
  --units <unitsQNT>           units per mint, in QNT (required, > 0)
  --node <url>                 node to use (default ${DEFAULT_NODE})
  --threads <n>                search threads (default: the number of CPUs)
  --count <k>                  mints to make, one after the other (default ${DEFAULT_COUNT})
  --poll-seconds <s>           with --count > 1: how often to check that the previous mint is
                               in a block before submitting the next (default ${DEFAULT_POLL_SECONDS})
  --secret-phrase-file <path>  read the minting account's secret phrase from this file
  --help                       this text

The secret phrase comes from the environment variable ${SECRET_ENV} or from
--secret-phrase-file (which wins when both are set); it is never accepted on the command line.
Exit codes: 0 minted, 1 the node refused or could not be reached, 2 bad arguments, 130 interrupted.`;
