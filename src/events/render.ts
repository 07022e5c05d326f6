// The core topics' events, made from the node's typed notifications. Fields follow the API's
// rendering (src/domain/block.ts blockToJSON, transactionToJSON): ids and amounts as decimal
// strings, every account as id and Reed-Solomon address (`...RS`), amounts in MTA. Events carry
// ids and totals, not whole objects: a client that wants more asks the API (getBlock,
// getTransaction) for the id it was given.
import type { Block } from '../domain/block.js';
import type { Transaction } from '../domain/transaction.js';
import { idToString } from '../domain/ids.js';
import { encodeRS } from '../domain/reed-solomon.js';
import { toHex } from '../domain/hex.js';
import type { BlockPoppedEvent } from '../chain/events.js';
import type { TransactionRemovedReason } from '../chain/mempool.js';
import type { NetworkEventMap } from '../net/network.js';
import type { DeferredFields, EventFields, LiveEventDraft } from './interface.js';

/** The accounts a transaction concerns: its sender and its recipient when it has one. */
function transactionAccounts(tx: Transaction): bigint[] {
  return tx.recipientId === 0n ? [tx.senderId] : [tx.senderId, tx.recipientId];
}

/** The accounts a block concerns: its generator and every sender and recipient in it. */
function blockAccounts(block: Block): bigint[] {
  const accounts = new Set<bigint>([block.generatorId]);
  for (const tx of block.transactions) for (const account of transactionAccounts(tx)) accounts.add(account);
  return [...accounts];
}

/** What every transaction event says of the transaction. */
function transactionFields(tx: Transaction): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    transaction: idToString(tx.id),
    fullHash: toHex(tx.fullHash),
    type: tx.type,
    subtype: tx.subtype,
    sender: idToString(tx.senderId),
    senderRS: encodeRS(tx.senderId),
  };
  if (tx.recipientId !== 0n) {
    fields['recipient'] = idToString(tx.recipientId);
    fields['recipientRS'] = encodeRS(tx.recipientId);
  }
  fields['amountMTA'] = tx.amountMTA.toString();
  fields['feeMTA'] = tx.feeMTA.toString();
  fields['timestamp'] = tx.timestamp;
  fields['deadline'] = tx.deadline;
  return fields;
}

/** Bounds of the JSON of the deferred events (tested against extreme values): the hub's id, topic
 * and time (~80 bytes) and a transaction's fields (~400 bytes with 20-digit ids and amounts)
 * fit in TX_EVENT_BYTES; a removal adds its reason and detail (JSON escapes at most 6 bytes per
 * character); a block adds ~23 bytes per transaction id. */
const TX_EVENT_BYTES = 700;
const BLOCK_EVENT_BYTES = 700;
const BYTES_PER_LISTED_ID = 23;

function deferred(render: () => EventFields, maxBytes: number): DeferredFields {
  return { render, maxBytes };
}

export function blockPushed(block: Block): LiveEventDraft {
  const fields = deferred(() => blockPushedFields(block), BLOCK_EVENT_BYTES + BYTES_PER_LISTED_ID * block.transactions.length);
  return { topic: 'block.pushed', fields, accounts: blockAccounts(block), height: block.height, block: block.id };
}

function blockPushedFields(block: Block): EventFields {
  return {
    block: idToString(block.id),
    height: block.height,
    timestamp: block.timestamp,
    previousBlock: idToString(block.previousBlockId),
    generator: idToString(block.generatorId),
    generatorRS: encodeRS(block.generatorId),
    numberOfTransactions: block.transactions.length,
    totalAmountMTA: block.totalAmountMTA.toString(),
    totalFeeMTA: block.totalFeeMTA.toString(),
    cumulativeDifficulty: block.cumulativeDifficulty.toString(),
    transactions: block.transactions.map((tx) => idToString(tx.id)),
  };
}

export function transactionConfirmed(tx: Transaction, block: Block, index: number): LiveEventDraft {
  const fields = deferred(() => ({
    ...transactionFields(tx),
    block: idToString(block.id),
    height: block.height,
    blockTimestamp: block.timestamp,
    transactionIndex: index,
  }), TX_EVENT_BYTES);
  return { topic: 'transaction.confirmed', fields, accounts: transactionAccounts(tx), height: block.height, block: block.id };
}

/** block.pushed, then transaction.confirmed for each of its transactions, in block order. */
export function pushedBlockEvents(block: Block): LiveEventDraft[] {
  return [blockPushed(block), ...block.transactions.map((tx, index) => transactionConfirmed(tx, block, index))];
}

/** One popOff (a reorg or an operator's pop): the popped blocks newest first, and the new tip. */
export function blockPopped(event: BlockPoppedEvent): LiveEventDraft {
  const accounts = new Set<bigint>();
  for (const block of event.blocks) for (const account of blockAccounts(block)) accounts.add(account);
  const fields: EventFields = {
    blocks: event.blocks.map((block) => ({
      block: idToString(block.id),
      height: block.height,
      generator: idToString(block.generatorId),
      generatorRS: encodeRS(block.generatorId),
      transactions: block.transactions.map((tx) => idToString(tx.id)),
    })),
    height: event.tip.height,
    tip: idToString(event.tip.id),
    keepTransactions: event.keepTransactions,
  };
  const popped = { tip: event.tip.height, blocks: event.blocks.map((block) => ({ height: block.height, id: block.id })) };
  return { topic: 'block.popped', fields, accounts: [...accounts], popped };
}

export function transactionAdded(tx: Transaction): LiveEventDraft {
  return { topic: 'transaction.added', fields: deferred(() => transactionFields(tx), TX_EVENT_BYTES), accounts: transactionAccounts(tx) };
}

/** `reason` says why it left the pool, `detail` more of it (the rule that refused it, the
 * contract fault, the penalty window; docs/events.md). */
export function transactionRemoved(tx: Transaction, reason: TransactionRemovedReason, detail: string): LiveEventDraft {
  const fields = deferred(() => ({ ...transactionFields(tx), reason, detail }), TX_EVENT_BYTES + 6 * (reason.length + detail.length));
  return { topic: 'transaction.removed', fields, accounts: transactionAccounts(tx) };
}

export function peerConnected(peer: NetworkEventMap['peer:handshake']): LiveEventDraft {
  const fields: EventFields = {
    peerId: peer.peerId,
    address: peer.address,
    inbound: peer.inbound,
    application: peer.info.application,
    version: peer.info.version,
    services: [...peer.info.services],
  };
  return { topic: 'peer.connected', fields, accounts: [] };
}

export function peerBlacklisted(peer: NetworkEventMap['peer:blacklisted']): LiveEventDraft {
  return { topic: 'peer.blacklisted', fields: { peerId: peer.peerId, address: peer.address, reason: peer.reason }, accounts: [] };
}
