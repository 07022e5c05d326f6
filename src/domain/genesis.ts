// The genesis block: deterministic from the network parameters, carrying no transactions.
// The allocation list (with the network's identity) is hashed into payloadHash, so the genesis
// id (used as the network id) differs between networks. applyGenesis credits the allocations.
import type { LedgerState } from './types.js';
import type { NetworkParams } from './network-params.js';
import { Block, signBlock } from './block.js';
import { BLOCK_VERSION, HASH_LENGTH, PUBLIC_KEY_LENGTH } from './constants.js';
import { ByteWriter } from './bytes.js';
import { keyPairFromSecret, sha256, utf8Bytes, type KeyPair } from './crypto.js';
import { accountIdFromPublicKey } from './account-id.js';
import { invalidParameter } from './errors.js';
import { recordBalance } from './consensus.js';
import { adjustBalance } from './ledger.js';

/** The well-known genesis signing key: seed = SHA-256('genesis'). It signs nothing but genesis
 * blocks and holds no funds. */
export function genesisKeyPair(): KeyPair {
  return keyPairFromSecret('genesis');
}

/** Bytes hashed into the genesis payloadHash: a domain tag, the network's name, epoch, block
 * time, initial base target, then every allocation (public key, amount) in order. */
export function genesisPayload(params: NetworkParams): Uint8Array {
  const w = new ByteWriter(256 + params.genesis.length * 40);
  const tag = utf8Bytes('totem-genesis-v1');
  const name = utf8Bytes(params.name);
  w.u16(tag.length).bytes(tag);
  w.u16(name.length).bytes(name);
  w.i64(BigInt(params.epochBeginningMs));
  w.i32(params.blockTimeSeconds);
  w.i64(params.initialBaseTarget);
  w.i32(params.genesisTimestamp);
  w.u32(params.genesis.length);
  for (const a of params.genesis) {
    if (a.amountMTA <= 0n) throw invalidParameter('genesis allocation must be positive', 'genesis');
    w.bytes(a.publicKey, PUBLIC_KEY_LENGTH);
    w.i64(a.amountMTA);
  }
  return w.finish();
}

/** Height 0, previous id 0, zero previous hash and generation signature, no transactions,
 * base target = params.initialBaseTarget, cumulative difficulty 0, signed by the genesis key. */
export function buildGenesisBlock(params: NetworkParams): Block {
  const key = genesisKeyPair();
  return signBlock(
    {
      version: BLOCK_VERSION,
      timestamp: params.genesisTimestamp,
      previousBlockId: 0n,
      previousBlockHash: new Uint8Array(HASH_LENGTH),
      totalAmountMTA: 0n,
      totalFeeMTA: 0n,
      payloadLength: 0,
      payloadHash: sha256(genesisPayload(params)),
      generatorPublicKey: key.publicKey,
      generationSignature: new Uint8Array(HASH_LENGTH),
      baseTarget: params.initialBaseTarget,
      height: 0,
      cumulativeDifficulty: 0n,
      transactions: [],
      blockSignature: null,
    },
    key,
  );
}

/** Credits every allocation at height 0, sets each account's public key and records the
 * balance history entry that makes genesis balances forge from block 1. */
export function applyGenesis(state: LedgerState, params: NetworkParams): void {
  for (const a of params.genesis) {
    if (a.amountMTA <= 0n) throw invalidParameter('genesis allocation must be positive', 'genesis');
    const id = accountIdFromPublicKey(a.publicKey);
    const credited = adjustBalance(state, id, a.amountMTA);
    const withKey = credited.publicKey === null ? { ...credited, publicKey: a.publicKey.slice() } : credited;
    state.putAccount(recordBalance(withKey, 0, params));
  }
}
