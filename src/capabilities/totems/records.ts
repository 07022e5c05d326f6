// The records of the totem exchange (plain immutable shapes; tables.ts has their codecs and
// indexes). Quantities are QNT (the totem's smallest unit), prices MTA per QNT, all bigint.
import type { PhasingParams } from '../../domain/phasing.js';

/** A totem (an asset): the id is its issuance transaction's id. */
export interface Totem {
  readonly issuer: bigint;
  readonly name: string;
  readonly description: string;
  readonly decimals: number;
  readonly initialQuantity: bigint;
  /** Current quantity: falls when units are deleted. */
  readonly quantity: bigint;
  /** Height of the issuance's block. */
  readonly height: number;
}

/** One account's units of one totem. `quantity` counts every unit the account owns, units in its
 * open asks included (Nxt's confirmed balance); `available` is what it may still transfer, delete
 * or offer (quantity minus its open asks). Its recent history, (height, quantity at the end of
 * that height) back to the dividend window's start, is what a dividend at a past height reads:
 * the newest entries as bytes in `tail`, older ones in the chunks firstChunk .. firstChunk +
 * chunks - 1 of the totemHistory table (history.ts). `lastChange` is the height of its last entry
 * (derived from the tail, not stored). */
export interface Holding {
  readonly account: bigint;
  readonly totem: bigint;
  readonly quantity: bigint;
  readonly available: bigint;
  readonly tail: Uint8Array;
  readonly firstChunk: number;
  readonly chunks: number;
  readonly lastChange: number;
}

export type OrderKind = 'ask' | 'bid';

/** An open order; the id is its placement transaction's id. A bid holds quantity x price of the
 * buyer's coin until it fills or is cancelled; an ask holds quantity units (Holding.available). */
export interface Order {
  readonly kind: OrderKind;
  readonly account: bigint;
  readonly totem: bigint;
  readonly price: bigint;
  /** What remains to fill. */
  readonly quantity: bigint;
  /** Height of the placement's block. */
  readonly height: number;
  /** Order of the placement among the totem records made in that block (transaction order). */
  readonly seq: number;
}

export type TradeType = 'buy' | 'sell';

/** A trade: key (askOrder, bidOrder), as an ask and a bid meet at most once. */
export interface Trade {
  readonly totem: bigint;
  readonly askOrder: bigint;
  readonly bidOrder: bigint;
  readonly seller: bigint;
  readonly buyer: bigint;
  readonly quantity: bigint;
  readonly price: bigint;
  readonly askOrderHeight: number;
  readonly bidOrderHeight: number;
  /** 'buy' when the bid took a resting ask (at the ask's price), 'sell' when the ask took a bid. */
  readonly tradeType: TradeType;
  readonly height: number;
  readonly seq: number;
  readonly timestamp: number;
}

/** A transfer (key: its transaction id). */
export interface Transfer {
  readonly totem: bigint;
  readonly sender: bigint;
  readonly recipient: bigint;
  readonly quantity: bigint;
  readonly height: number;
  readonly seq: number;
  readonly timestamp: number;
}

/** A dividend payment (key: its transaction id). */
export interface Dividend {
  readonly totem: bigint;
  readonly issuer: bigint;
  readonly amountPerQNT: bigint;
  /** The height whose holdings were paid. */
  readonly dividendHeight: number;
  readonly totalDividend: bigint;
  readonly numberOfAccounts: number;
  readonly height: number;
  readonly seq: number;
  readonly timestamp: number;
}

export type ApprovalState = 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED';

export interface ApprovalVote {
  readonly approver: bigint;
  readonly approve: boolean;
  readonly height: number;
  readonly transaction: bigint;
}

/** The latest approval request of a totem and where it stands (key: the totem id). */
export interface Approval {
  readonly request: bigint;
  readonly requestHeight: number;
  readonly state: ApprovalState;
  /** Height at whose start a pending request expires. */
  readonly expiresAt: number;
  readonly votes: readonly ApprovalVote[];
  /** Height of the block that approved, rejected or expired it (0 while pending). */
  readonly decisionHeight: number;
  /** True inside a block that made the request or cast a vote on it: the block's end phase
   * (which has the network's approvers, quorum and expiry) counts the votes and clears it, so
   * committed records never hold it. */
  readonly toTally: boolean;
}

/** The block-local sequence behind `seq`: records of one block are numbered in the order the
 * block's transactions made them. */
export interface BlockSeq {
  readonly height: number;
  readonly next: number;
}

/** A totem's phasing control (setPhasingTotemControl); keyed by totem. */
export interface TotemControl extends PhasingParams {
  readonly height: number;
}
