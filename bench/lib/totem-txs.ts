// Signed transactions of the totem exchange for the benchmarks, signed natively with fixture keys
// (bench/lib/keys.ts): the test helpers sign with noble (~1k signatures/s), far too slow for the
// 10^5 transactions a benchmark fixture needs.
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { issuanceFeeMTA, totemIssuance } from '../../src/capabilities/totems/issuance.js';
import { totemTransfer } from '../../src/capabilities/totems/transfer.js';
import { askOrderPlacement, bidOrderPlacement } from '../../src/capabilities/totems/orders.js';
import type { BenchKey } from './keys.js';
import { BENCH_REGISTRY } from './rules.js';

/** When and against which economic-clustering block a transaction is stamped. */
export interface Stamp {
  /** Epoch seconds. */
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly ecBlockHeight?: number;
}

export function signed(sender: BenchKey, type: { type: number; subtype: number }, attachment: Attachment, at: Stamp, recipientId = 0n, feeMTA = ONE_COIN): Transaction {
  const unsigned = new Transaction(
    {
      type: type.type,
      subtype: type.subtype,
      version: TRANSACTION_VERSION,
      timestamp: at.timestamp,
      deadline: 1440,
      senderPublicKey: sender.publicKey,
      recipientId,
      amountMTA: 0n,
      feeMTA,
      referencedTransactionFullHash: null,
      ecBlockHeight: at.ecBlockHeight ?? 0,
      ecBlockId: at.ecBlockId,
      attachment,
      appendices: {},
      signature: null,
    },
    BENCH_REGISTRY,
  );
  return unsigned.withSignature(sender.sign(unsigned.unsignedBytes()));
}

/** An issuance of `quantityQNT` units (decimals 0); the totem's id is the transaction's id. */
export function benchIssuance(sender: BenchKey, name: string, quantityQNT: bigint, at: Stamp): Transaction {
  const attachment = { version: 1, name, description: '', quantityQNT, decimals: 0 };
  return signed(sender, totemIssuance, attachment, at, 0n, issuanceFeeMTA(attachment));
}

export function benchTransfer(sender: BenchKey, to: bigint, totem: bigint, quantityQNT: bigint, at: Stamp): Transaction {
  return signed(sender, totemTransfer, { version: 1, totem, quantityQNT } as Attachment, at, to);
}

export function benchOrder(sender: BenchKey, kind: 'ask' | 'bid', totem: bigint, quantityQNT: bigint, priceMTA: bigint, at: Stamp): Transaction {
  return signed(sender, kind === 'ask' ? askOrderPlacement : bidOrderPlacement, { version: 1, totem, quantityQNT, priceMTA } as Attachment, at);
}
