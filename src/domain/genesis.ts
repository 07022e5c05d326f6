// The genesis block: deterministic from the network parameters, carrying no transactions.
// The allocation list (with the network's identity, and for genesis-file networks every consensus
// rule) is hashed into payloadHash, so the genesis id (used as the network id) differs between
// networks. applyGenesis credits the allocations.
import type { LedgerState } from './types.js';
import type { GenesisAllocation, GenesisPayloadVersion, NetworkParams } from './network-params.js';
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

/** The account an allocation credits: its account id, or its key's id (the two must agree). */
export function genesisAllocationId(a: GenesisAllocation): bigint {
  if (a.publicKey === null) {
    if (a.accountId === undefined || a.accountId <= 0n) throw invalidParameter('genesis allocation needs a public key or an account id', 'genesis');
    return a.accountId;
  }
  const id = accountIdFromPublicKey(a.publicKey);
  if (a.accountId !== undefined && a.accountId !== id) throw invalidParameter(`genesis allocation's account id ${a.accountId} is not its public key's ${id}`, 'genesis');
  return id;
}

/** The payload version a network hashes: as declared, else 1 unless an allocation has no key. */
export function genesisPayloadVersionOf(params: NetworkParams): GenesisPayloadVersion {
  if (params.genesisPayloadVersion !== undefined) return params.genesisPayloadVersion;
  return params.genesis.some((a) => a.publicKey === null) ? 2 : 1;
}

/** Bytes hashed into the genesis payloadHash (see GenesisPayloadVersion).
 * v1: a domain tag, the network's name, epoch, block time, initial base target, genesis
 * timestamp, then every allocation (public key, amount) in order. Devnet and mainnet ids rest on
 * these exact bytes.
 * v2: a domain tag, then every consensus parameter in a fixed order, then every allocation as a
 * kind byte (0: 32-byte public key, 1: u64 account id) and its amount. */
export function genesisPayload(params: NetworkParams): Uint8Array {
  const version = genesisPayloadVersionOf(params);
  const w = new ByteWriter(512 + params.genesis.length * 41 + params.totemApprovers.length * 8);
  const tag = utf8Bytes(`totem-genesis-v${version}`);
  const name = utf8Bytes(params.name);
  w.u16(tag.length).bytes(tag);
  w.u16(name.length).bytes(name);
  w.i64(BigInt(params.epochBeginningMs));
  w.i32(params.blockTimeSeconds);
  w.i64(params.initialBaseTarget);
  w.i32(params.genesisTimestamp);
  if (version === 2) writeConsensusRules(w, params);
  w.u32(params.genesis.length);
  for (const a of params.genesis) {
    if (a.amountMTA <= 0n) throw invalidParameter('genesis allocation must be positive', 'genesis');
    if (version === 1) {
      if (a.publicKey === null) throw invalidParameter('genesis payload v1 cannot hold an allocation without a public key', 'genesis');
      w.bytes(a.publicKey, PUBLIC_KEY_LENGTH);
    } else {
      // The id is checked against the key (genesisAllocationId) so a file cannot name one
      // account and credit another.
      const id = genesisAllocationId(a);
      if (a.publicKey !== null) w.u8(0).bytes(a.publicKey, PUBLIC_KEY_LENGTH);
      else w.u8(1).u64(id);
    }
    w.i64(a.amountMTA);
  }
  return w.finish();
}

/** The v2 payload's rules: every NetworkParams field that changes which blocks are valid. */
function writeConsensusRules(w: ByteWriter, params: NetworkParams): void {
  w.i64(params.minBaseTarget);
  w.i64(params.maxBaseTarget);
  w.i32(params.guaranteedBalanceConfirmations);
  w.i64(params.minForgingBalanceMTA);
  w.i32(params.maxRollback);
  w.u8(params.forgeOnDemand ? 1 : 0);
  w.i32(params.leasingDelay);
  w.i32(params.minLeasingPeriod);
  w.u32(params.totemApprovers.length);
  for (const id of params.totemApprovers) w.u64(id);
  w.i32(params.totemApprovalQuorum);
  w.i32(params.totemApprovalExpiry);
  w.i32(params.maxTransactionsPerBlock);
  w.i32(params.maxPayloadLength);
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

/** Credits every allocation at height 0, sets the public key of each account given by key and
 * records the balance history entry that makes genesis balances forge from block 1. An account
 * given by id alone stays without a key until its first transaction or forged block. */
export function applyGenesis(state: LedgerState, params: NetworkParams): void {
  for (const a of params.genesis) {
    if (a.amountMTA <= 0n) throw invalidParameter('genesis allocation must be positive', 'genesis');
    const id = genesisAllocationId(a);
    const credited = adjustBalance(state, id, a.amountMTA);
    const withKey = credited.publicKey === null && a.publicKey !== null ? { ...credited, publicKey: a.publicKey.slice() } : credited;
    state.putAccount(recordBalance(withKey, 0, params));
  }
}
