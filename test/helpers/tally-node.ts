// An in-process devnet node running the node's capabilities plus the test-only "tally" one, and
// builders of signed tally transactions.
import { createNode, type Node } from '../../src/node.js';
import { CAPABILITIES } from '../../src/capabilities/index.js';
import type { Capability } from '../../src/capabilities/capability.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { createSimulatedClock } from '../../src/machines/clock.js';
import type { ChainStore } from '../../src/storage/chain-store.js';
import { signedTx } from './signed-tx.js';
import { tally, TALLY_TYPE } from './tally-capability.js';

export const TALLY_CAPABILITIES = [...CAPABILITIES, tally];

export interface TallyNode {
  readonly node: Node;
  readonly time: ManualTimeSource;
}

/** `capabilities` replaces TALLY_CAPABILITIES (e.g. to add one not registered yet). */
export async function tallyNode(
  opts: { dataDir?: string; store?: ChainStore; time?: ManualTimeSource; capabilities?: readonly Capability[] } = {},
): Promise<TallyNode> {
  const params = devnetParams();
  const time = opts.time ?? new ManualTimeSource({ params, startEpochSeconds: 1000 });
  const node = await createNode(
    // Contracts run inline (no worker threads, no watchdog): the outcomes are the executor's, and a
    // loaded test machine cannot trip a watchdog.
    { network: 'devnet', autoForge: false, signatureWorkers: 0, contractWorkers: 0, ...(opts.dataDir ? { dataDir: opts.dataDir } : {}) },
    { timeSource: time, clock: createSimulatedClock(), capabilities: opts.capabilities ?? TALLY_CAPABILITIES, ...(opts.store ? { store: opts.store } : {}) },
  );
  await node.start();
  return { node, time };
}

export interface TxInput {
  readonly from: string;
  readonly to?: bigint;
  readonly amountMTA?: bigint;
  readonly feeMTA?: bigint;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
}

function build(node: Node, subtype: number, attachment: Attachment, p: TxInput): Transaction {
  return signedTx(node, { type: TALLY_TYPE, subtype }, attachment, p);
}

export const issue = (node: Node, p: TxInput, units: bigint, expireAfter = 0): Transaction =>
  build(node, 0, { version: 0, units, expireAfter } as Attachment, p);

export const transfer = (node: Node, p: TxInput, tallyId: bigint, units: bigint): Transaction =>
  build(node, 1, { version: 0, tally: tallyId, units } as Attachment, p);

export const deferred = (node: Node, p: TxInput, tallyId: bigint, units: bigint, delay: number, approve: boolean): Transaction =>
  build(node, 2, { version: 0, tally: tallyId, units, delay, approve: approve ? 1 : 0 } as Attachment, p);
