// Protocol constants shared by every network. Network-specific numbers (block time, base
// targets, genesis) live in network-params.ts.

/** 1 coin = 10^8 MTA (the smallest unit). */
export const ONE_COIN = 100_000_000n;
export const MAX_LONG = 2n ** 63n - 1n;
export const MIN_LONG = -(2n ** 63n);
export const MAX_UNSIGNED_LONG = 2n ** 64n - 1n;
export const TWO_64 = 2n ** 64n;

/** Highest balance or amount any account can hold: the whole signed 64-bit range. Supplies are
 * far lower; the check that matters is overflow-free arithmetic. */
export const MAX_BALANCE_MTA = MAX_LONG;

export const MAX_TRANSACTIONS_PER_BLOCK = 255;
/** Size of the common transaction header (see transaction.ts), the smallest possible signed
 * transaction is this plus the 1-byte attachment version. */
export const TRANSACTION_HEADER_LENGTH = 176;
/** Byte budget of a block's transactions: 255 transactions of 640 bytes each (163,200 bytes).
 * 640 leaves room for the 177-byte payment plus a few hundred bytes of message or attachment,
 * so a full block of ordinary traffic fits while one block stays small enough to gossip. */
export const MAX_PAYLOAD_LENGTH = MAX_TRANSACTIONS_PER_BLOCK * 640;
/** Prunable data one block may carry, bytes (counted on the signed length words, so pruned parts
 * count as whole ones): keeps a block's full bytes far below the peer network's message cap. */
export const MAX_PRUNABLE_PAYLOAD_LENGTH = 2 * 1024 * 1024;

/** A transaction or block may be at most this far ahead of the receiver's clock. */
export const MAX_TIMESTAMP_DRIFT_SECONDS = 15;
/** Deepest reorganisation (blocks popped off); undo records older than this can be trimmed. */
export const MAX_ROLLBACK = 720;
/** Economic clustering: transactions name the block this far below the tip by default. */
export const EC_BLOCK_DISTANCE = 720;

export const MIN_DEADLINE_MINUTES = 1;
export const MAX_DEADLINE_MINUTES = 32767;
export const DEFAULT_DEADLINE_MINUTES = 1440;

/** The version that transactions and blocks carry (3 in the spec's samples). */
export const TRANSACTION_VERSION = 3;
export const BLOCK_VERSION = 3;
/** The single chain of this node (reported as `chain` in transaction JSON). */
export const CHAIN_ID = 1;

export const ACCOUNT_RS_PREFIX = 'TOTEM';

/** Plain message appendix, bytes. */
export const MAX_MESSAGE_LENGTH = 1000;
/** Prunable plain message appendix, bytes (42 KiB like Nxt). */
export const MAX_PRUNABLE_MESSAGE_LENGTH = 42 * 1024;
/** Encrypted message appendix ciphertext, bytes: a 1000-byte plaintext, the 16-byte AEAD tag, and
 * room to spare. */
export const MAX_ENCRYPTED_MESSAGE_LENGTH = 1000 + 64;
/** The nonce of an encrypted message: exactly XChaCha20's 24 bytes (encryption.ts; Nxt used 32).
 * Any other length could never decrypt, so the chain carries none. */
export const ENCRYPTED_MESSAGE_NONCE_LENGTH = 24;

export const PUBLIC_KEY_LENGTH = 32;
export const SIGNATURE_LENGTH = 64;
export const HASH_LENGTH = 32;

/** Base of every minimum fee: 1 coin per transaction. */
export const MIN_TRANSACTION_FEE_MTA = ONE_COIN;
