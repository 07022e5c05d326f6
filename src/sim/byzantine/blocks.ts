// Byzantine blocks: well-formed (they decode, every field in range) but invalid, each breaking
// one rule, and twins of valid blocks (equivocation). They are built on the Byzantine node's tip
// (an honest receiver at the same tip judges them against that block) and gossiped raw; the node
// never pushes them itself.
//
// Rules (BAD_BLOCK_RULES), with the refusal an honest receiver gives:
//   bad-signature            valid in every rule but its signature           BAD_SIGNATURE
//   overspend                a transaction spends more than its sender holds INVALID_TRANSACTION
//   bad-fee                  a transaction pays no fee (below the minimum)    INVALID_TRANSACTION
//   early-timestamp          not after its predecessor                       TIMESTAMP_NOT_AFTER_PREVIOUS
//   future-timestamp         more than 15 s ahead of the receiver's clock    TIMESTAMP_IN_FUTURE (not the sender's provable fault: ignored)
//   bad-previous-hash        the previous block's id with another hash        BAD_PREVIOUS_HASH
//   unknown-previous         a previous block nobody has                      none: a peer ahead looks the same (a sync check follows)
//   bad-generation-signature a generation signature that does not follow     BAD_GENERATION_SIGNATURE
//   bad-base-target          a base target the retarget rule does not give    BAD_BASE_TARGET
// A block's height and cumulative difficulty are positions the receiver assigns, not block
// content (src/domain/block.ts): no wire block can carry a wrong one.
//
// The rules checked after the generator's hit (bad-signature, overspend, bad-fee) need a block
// whose hit is valid: it is signed by the devnet account (their phrases are public) that may
// forge first on the tip, once its time is near. The others fail before the hit is looked at
// and use any devnet account not yet used on this tip: a peer that sends two blocks of one
// generator on one previous block is an equivocator, judged before any other rule.
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { Block, signBlock } from '../../domain/block.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../domain/constants.js';
import { keyPairFromSecret, type KeyPair } from '../../domain/crypto.js';
import { earliestGenerator, retargetAncestorHeight, retargetsAfter } from '../../domain/consensus.js';
import { forgeBlock } from '../../domain/forging.js';
import { bytesEqual } from '../../domain/hex.js';
import { devnetSecretPhrases } from '../../domain/network-params.js';
import { signTransaction, type Transaction } from '../../domain/transaction.js';
import type { ByzantineContext } from '../byzantine.js';

export const BAD_BLOCK_RULES = [
  'bad-signature', 'overspend', 'bad-fee', 'early-timestamp', 'future-timestamp', 'bad-previous-hash', 'unknown-previous',
  'bad-generation-signature', 'bad-base-target',
] as const;
export type BadBlockRule = (typeof BAD_BLOCK_RULES)[number];

/** The rules whose blocks need a valid hit (checked after it). */
const AFTER_HIT: ReadonlySet<BadBlockRule> = new Set(['bad-signature', 'overspend', 'bad-fee']);

let devnetKeys: KeyPair[] | undefined;
function devnet(): KeyPair[] {
  devnetKeys ??= devnetSecretPhrases().map((p) => keyPairFromSecret(p));
  return devnetKeys;
}

/** After each block the node forges, a second one on the same previous block, gossiped. Each
 * peer that gets both from it penalises it (EQUIVOCATION), twice is a blacklisting. */
export function equivocate(ctx: ByzantineContext): () => void {
  const { sim, node } = ctx;
  const keyPair = keyPairFromSecret(`devnet-${node.forger!}`);
  return node.node.events.on('blockPushed', ({ block }) => {
    if (!bytesEqual(block.generatorPublicKey, keyPair.publicKey)) return;
    void (async () => {
      const chain = node.node.blockchain;
      const previous = await chain.getBlock({ id: block.previousBlockId });
      if (previous === undefined) return;
      const ancestor = retargetsAfter(previous.height) ? await chain.getBlock({ height: retargetAncestorHeight(previous.height) }) : undefined;
      const twin = forgeBlock({
        previous,
        ...(ancestor !== undefined ? { ancestorTimestamp: ancestor.timestamp } : {}),
        timestamp: block.timestamp + 1,
        transactions: [],
        keyPair,
        params: node.node.params,
      });
      ctx.count('equivocate');
      sim.links.record('equivocate', `${node.name} ${block.height} ${block.id} ${twin.id}`);
      node.transport.sendRawGossip('block', twin.fullBytes());
    })();
  });
}

/** Every `everyMs`, one block breaking the next rule of `rules`, built on the node's tip. */
export function craftedBlocks(ctx: ByzantineContext, rules: readonly BadBlockRule[], everyMs: number): () => void {
  let turn = 0;
  let busy = false;
  /** Devnet accounts used as generators on the current tip. */
  let tip = 0n;
  const used = new Set<number>();
  return ctx.every(everyMs, () => {
    const { node } = ctx;
    if (busy || !node.running || !node.transport.started) return;
    busy = true;
    const rule = rules[turn % rules.length]!;
    void (async () => {
      try {
        const previous = await node.node.blockchain.lastBlock();
        if (previous.id !== tip) {
          tip = previous.id;
          used.clear();
        }
        const block = await craft(ctx, rule, previous, used);
        if (block === undefined) return;
        turn++;
        ctx.count(`bad-blocks/${rule}`);
        ctx.record.forged.blocks.push(block.id);
        ctx.sim.links.record('bad-block', `${node.name} ${rule} ${block.id}`);
        node.transport.sendRawGossip('block', block.fullBytes());
      } finally {
        busy = false;
      }
    })();
  });
}

async function craft(ctx: ByzantineContext, rule: BadBlockRule, previous: Block, used: Set<number>): Promise<Block | undefined> {
  const { node, rng } = ctx;
  const chain = node.node.blockchain;
  const params = node.node.params;
  const keys = devnet();
  const balances = await Promise.all(keys.map((k) => chain.getEffectiveBalance(accountIdFromPublicKey(k.publicKey))));
  const now = node.time.nowEpochSeconds();
  let generator: number;
  let timestamp: number;
  if (AFTER_HIT.has(rule)) {
    const best = earliestGenerator(previous, keys.map((k, i) => ({ i, publicKey: k.publicKey, effectiveBalanceCoins: balances[i]! })));
    // Wait for a hit that is due (or nearly): a receiver refuses blocks ahead of its clock.
    if (best === undefined || best.hitTime > now + 5 || used.has(best.candidate.i)) return undefined;
    generator = best.candidate.i;
    timestamp = Math.max(best.hitTime, previous.timestamp + 1);
  } else {
    const free = keys.map((_, i) => i).filter((i) => !used.has(i));
    if (free.length === 0) return undefined;
    generator = rng.pick(free);
    timestamp = Math.max(now, previous.timestamp + 1);
  }
  used.add(generator);
  const keyPair = keys[generator]!;
  const ancestor = retargetsAfter(previous.height) ? await chain.getBlock({ height: retargetAncestorHeight(previous.height) }) : undefined;
  const forge = (transactions: Transaction[], at = timestamp) => forgeBlock({
    previous, ...(ancestor !== undefined ? { ancestorTimestamp: ancestor.timestamp } : {}), timestamp: at, transactions, keyPair, params,
  });
  /** The valid block with some fields changed, signed again. */
  const altered = (change: Partial<Block>) => signBlock({ ...forge([]), ...change, blockSignature: null }, keyPair);
  switch (rule) {
    case 'bad-signature': {
      const valid = forge([]);
      const signature = valid.blockSignature!.slice();
      signature[rng.int(0, 31)] ^= 1 << rng.int(0, 7);
      return valid.withSignature(signature);
    }
    case 'overspend':
    case 'bad-fee': {
      const sender = keys[(generator + 1 + rng.int(0, keys.length - 2)) % keys.length]!;
      const account = await chain.getAccount(accountIdFromPublicKey(sender.publicKey));
      const balance = account?.balanceMTA ?? 0n;
      const amount = rule === 'overspend' ? balance + ONE_COIN : ONE_COIN;
      const tx = payment(ctx, sender, previous.timestamp, amount, rule === 'overspend' ? ONE_COIN : 0n);
      ctx.record.forged.transactions.push(tx.id);
      return forge([tx]);
    }
    case 'early-timestamp':
      return altered({ timestamp: previous.timestamp - rng.int(0, 5) });
    case 'future-timestamp':
      return forge([], now + 16 + rng.int(0, 60));
    case 'bad-previous-hash':
      return altered({ previousBlockHash: rng.bytes(32) });
    case 'unknown-previous':
      return altered({ previousBlockId: BigInt.asUintN(64, BigInt(rng.int(1, 0x7fffffff)) * 0x100000001n) });
    case 'bad-generation-signature':
      return altered({ generationSignature: rng.bytes(32) });
    case 'bad-base-target': {
      const valid = forge([]);
      return altered({ baseTarget: valid.baseTarget * 2n + 1n });
    }
  }
}

/** A signed payment from `sender` to a seeded account, with `extra` fields (a bad one, signed). */
export function payment(ctx: ByzantineContext, sender: KeyPair, timestamp: number, amountMTA: bigint, feeMTA: bigint, extra: { deadline?: number; recipientId?: bigint } = {}): Transaction {
  const node = ctx.node.node;
  return signTransaction({
    type: 0,
    subtype: 0,
    version: TRANSACTION_VERSION,
    timestamp,
    deadline: extra.deadline ?? 1440,
    senderPublicKey: sender.publicKey,
    recipientId: extra.recipientId ?? accountIdFromPublicKey(keyPairFromSecret(`byzantine-sink-${ctx.rng.int(0, 9)}`).publicKey),
    amountMTA,
    feeMTA,
    referencedTransactionFullHash: null,
    ecBlockHeight: 0,
    ecBlockId: ctx.sim.genesisId,
    attachment: { version: 0 },
    appendices: {},
    signature: null,
  }, sender, node.registry);
}
