// Real chain services on memory stores, for the sync exchange tests: every chain shares one
// ManualTimeSource, forges on demand, and peers are wired to each other's request handlers
// directly (no sockets), so the codecs, handlers and sync logic run against real blocks.
import { ChainStore } from '../../src/storage/chain-store.js';
import { Blockchain } from '../../src/chain/blockchain.js';
import { Mempool } from '../../src/chain/mempool.js';
import { Forger } from '../../src/chain/forger.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams, type NetworkParams } from '../../src/domain/network-params.js';
import { signTransaction, type Transaction } from '../../src/domain/transaction.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { keyPairFromSecret, type KeyPair } from '../../src/domain/crypto.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import type { Block } from '../../src/domain/block.js';
import { createSyncRequestHandlers, type ServingChain } from '../../src/net/sync/handlers.js';
import { resolveServeLimits, type ServeLimits } from '../../src/net/sync/options.js';
import type { SyncPeers } from '../../src/net/sync/sync-actors.js';
import type { ProtocolName, RequestHandler } from '../../src/net/interface.js';
import { PeerMisbehaviourError } from '../../src/net/errors.js';
import { TEST_REGISTRY, TEST_RULES } from '../helpers/rules.js';

export const PARAMS: NetworkParams = devnetParams();

const keys = new Map<string, KeyPair>();
export function keyOf(phrase: string): KeyPair {
  let k = keys.get(phrase);
  if (k == null) {
    k = keyPairFromSecret(phrase);
    keys.set(phrase, k);
  }
  return k;
}

export function accountOf(phrase: string): bigint {
  return accountIdFromPublicKey(keyOf(phrase).publicKey);
}

export interface LocalChain {
  readonly name: string;
  readonly store: ChainStore;
  readonly chain: Blockchain;
  readonly pool: Mempool;
  readonly forger: Forger;
  readonly time: ManualTimeSource;
  close(): Promise<void>;
}

export function manualTime(): ManualTimeSource {
  return new ManualTimeSource({ params: PARAMS, startEpochSeconds: 1_000 });
}

/** A chain on a memory store that forges with the given devnet accounts. */
export async function localChain(name: string, time: ManualTimeSource, forgers: string[] = ['devnet-0']): Promise<LocalChain> {
  const store = await ChainStore.open({}, { tables: TEST_RULES.tables });
  const chain = await Blockchain.open({ params: PARAMS, rules: TEST_RULES }, { store, timeSource: time });
  const pool = await Mempool.open({ params: PARAMS }, { store, timeSource: time, rules: TEST_RULES });
  chain.useVerifiedTransactions(pool);
  pool.follow(chain.events);
  const forger = new Forger({ params: PARAMS }, { chain, pool, timeSource: time });
  for (const f of forgers) forger.addAccount(f);
  return { name, store, chain, pool, forger, time, close: () => store.close() };
}

export async function forge(c: LocalChain, n: number): Promise<Block[]> {
  const out: Block[] = [];
  for (let i = 0; i < n; i++) out.push(await c.forger.generateBlock());
  return out;
}

/** Pushes `to` the blocks of `from` above `to`'s tip (same chain). */
export async function copyBlocks(from: LocalChain, to: LocalChain): Promise<void> {
  const start = to.chain.tip.height + 1;
  const end = from.chain.tip.height;
  if (end < start) return;
  const blocks = await from.chain.getBlocks(end, start);
  for (const b of blocks.reverse()) await to.chain.pushBlock(b);
}

let nonce = 0;
/** A signed payment valid on these chains (EC block: genesis). */
export function payment(c: LocalChain, o: { from?: string; to?: bigint; amountCoins?: bigint } = {}): Transaction {
  const from = keyOf(o.from ?? 'devnet-5');
  return signTransaction({
    type: 0,
    subtype: 0,
    version: TRANSACTION_VERSION,
    timestamp: c.time.nowEpochSeconds(),
    deadline: 1440,
    senderPublicKey: from.publicKey,
    recipientId: o.to ?? accountOf(`recipient-${nonce++}`),
    amountMTA: (o.amountCoins ?? 10n) * ONE_COIN,
    feeMTA: ONE_COIN,
    referencedTransactionFullHash: null,
    ecBlockHeight: 0,
    ecBlockId: c.chain.genesisBlockId,
    attachment: { version: 0 },
    appendices: {},
    signature: null,
  }, from, TEST_REGISTRY);
}

/**
 * Peers over direct calls: `peerId` -> that chain's request handlers. Records what was asked,
 * the punishments, and can be told to fail or tamper with answers.
 */
export class DirectPeers implements SyncPeers {
  readonly handlers = new Map<string, Record<ProtocolName, RequestHandler>>();
  readonly requests: Array<{ peerId: string; protocol: ProtocolName }> = [];
  readonly penalties: Array<{ peer: string; points: number; reason: string }> = [];
  readonly blacklisted: Array<{ peer: string; reason: string }> = [];
  /** Rewrites an answer (tests of bad peers). */
  tamper: ((peerId: string, protocol: ProtocolName, answer: Uint8Array) => Uint8Array) | null = null;
  /** Peers that do not answer. */
  readonly silent = new Set<string>();

  constructor(readonly self = 'me') {}

  add(peerId: string, c: Pick<LocalChain, 'chain'> & Partial<Pick<LocalChain, 'pool'>>, limits: ServeLimits = resolveServeLimits()): void {
    const pool = c.pool ?? { list: async () => [] };
    this.handlers.set(peerId, createSyncRequestHandlers(limits, { chain: c.chain as ServingChain, pool }));
  }

  introducedPeers(): string[] {
    return [...this.handlers.keys()].filter((p) => !this.blacklisted.some((b) => b.peer === p));
  }

  async request(peerId: string, protocol: ProtocolName, bytes: Uint8Array): Promise<Uint8Array> {
    this.requests.push({ peerId, protocol });
    const h = this.handlers.get(peerId)?.[protocol];
    if (h == null || this.silent.has(peerId)) throw new Error(`${peerId} does not answer ${protocol}`);
    let answer: Uint8Array;
    try {
      answer = await h(bytes, { peerId: this.self, address: null });
    } catch (err) {
      if (err instanceof PeerMisbehaviourError) throw new Error(`refused: ${err.reason}`);
      throw err;
    }
    return this.tamper == null ? answer : this.tamper(peerId, protocol, answer);
  }

  penalise(peer: string, points: number, reason: string): void {
    this.penalties.push({ peer, points, reason });
  }

  blacklist(peer: string, reason: string): void {
    this.blacklisted.push({ peer, reason });
  }
}

/**
 * A served chain that is just a list of blocks, unchecked: lets a test peer offer blocks that no
 * real chain would accept (invalid ones, or a claimed cumulative difficulty it does not have).
 */
export class ListChain {
  constructor(readonly blocks: Block[], readonly claimedDifficulty?: bigint) {}
  get tip(): Block {
    return this.blocks[this.blocks.length - 1]!;
  }
  async status() {
    const tip = this.tip;
    return {
      height: tip.height, lastBlockId: tip.id, lastBlockTimestamp: tip.timestamp,
      cumulativeDifficulty: this.claimedDifficulty ?? tip.cumulativeDifficulty, genesisBlockId: this.blocks[0]!.id,
      isScanning: false, isDownloading: false, blockchainState: 'UP_TO_DATE' as const,
    };
  }
  async getBlock(q: { id?: bigint; height?: number }) {
    return q.id !== undefined ? this.blocks.find((b) => b.id === q.id) : this.blocks[q.height!];
  }
  async getBlocks(from: number, to: number) {
    return this.blocks.slice(to, from + 1).reverse();
  }
  async getBlockIdAtHeight(h: number) {
    return this.blocks[h]?.id;
  }
  async getBlockIds(from: number, to: number) {
    return this.blocks.slice(from, to + 1).map((b) => b.id);
  }
  async getBlockBytes(from: number, to: number) {
    return this.blocks.slice(from, to + 1).map((b) => ({ id: b.id, height: b.height, previousBlockId: b.previousBlockId, bytes: b.fullBytes() }));
  }
}

/** All blocks of a chain, genesis first. */
export async function blocksOf(c: LocalChain): Promise<Block[]> {
  return (await c.chain.getBlocks(c.chain.tip.height, 0)).reverse();
}
