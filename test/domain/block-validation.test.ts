import { describe, it, expect } from '@jest/globals';
import { validateBlock } from '../../src/domain/block-validation.js';
import { Block, computePayload, signBlock } from '../../src/domain/block.js';
import { BlockRejectedError, BlockRejectReason } from '../../src/domain/errors.js';
import { MAX_PAYLOAD_LENGTH } from '../../src/domain/constants.js';
import { sha256 } from '../../src/domain/crypto.js';
import { Transaction } from '../../src/domain/transaction.js';
import type { BlockData } from '../../src/domain/types.js';
import { TestChain } from './chain-fixture.js';
import { idOf, key, paymentData, payment } from './fakes.js';
import { TEST_REGISTRY } from '../helpers/rules.js';
import { devnetParams, mainnetParams, type NetworkParams } from '../../src/domain/network-params.js';

/** The proof-of-stake rules (the mainnet's): the devnet's forge-on-demand rule switched off. */
function setup() {
  const chain = new TestChain(devnetParams({ forgeOnDemand: false }));
  chain.push(chain.forgeNext());
  chain.push(chain.forgeNext());
  const ec = { ecBlockHeight: 0, ecBlockId: chain.getBlockIdAtHeight(0)!, timestamp: chain.tip.timestamp };
  const txs = [payment({ from: 'devnet-5', to: idOf('v'), ...ec }), payment({ from: 'devnet-6', to: idOf('v'), ...ec })];
  const good = chain.forgeNext(txs);
  const forger = chain.forgers.find((k) => k.publicKey.every((b, i) => b === good.generatorPublicKey[i]))!;
  return { chain, good, forger, txs };
}

function reasonOf(chain: TestChain, block: Block, now = block.timestamp, balance?: bigint, params?: NetworkParams): BlockRejectReason | undefined {
  return errorOf(chain, block, now, balance, params)?.rejectReason;
}

function errorOf(chain: TestChain, block: Block, now = block.timestamp, balance?: bigint, params: NetworkParams = chain.params): BlockRejectedError | undefined {
  try {
    validateBlock(block, {
      previous: chain.tip,
      nowEpochSeconds: now,
      generatorEffectiveBalanceCoins: balance ?? chain.effectiveBalance(block.generatorPublicKey),
      params,
    });
    return undefined;
  } catch (e) {
    if (e instanceof BlockRejectedError) return e;
    throw e;
  }
}

describe('validateBlock', () => {
  it('accepts the forged block', () => {
    const { chain, good } = setup();
    expect(reasonOf(chain, good)).toBeUndefined();
  });

  it('each rule rejects with its reason', () => {
    const { chain, good, forger, txs } = setup();
    const resign = (patch: Partial<BlockData>) => signBlock({ ...good, ...patch }, forger);
    const withPayload = (t: Transaction[]) => resign({ transactions: t, ...computePayload(t) });
    const tx0 = txs[0]!;
    const cases: Array<[BlockRejectReason, Block, number?, bigint?]> = [
      [BlockRejectReason.BAD_VERSION, resign({ version: 4 })],
      [BlockRejectReason.NOT_SIGNED, new Block({ ...good, blockSignature: null })],
      [BlockRejectReason.BAD_PREVIOUS_BLOCK, resign({ previousBlockId: 5n })],
      [BlockRejectReason.BAD_PREVIOUS_HASH, resign({ previousBlockHash: sha256(Uint8Array.of(9)) })],
      [BlockRejectReason.BAD_HEIGHT, good.withPosition(good.height + 1, good.cumulativeDifficulty)],
      [BlockRejectReason.TIMESTAMP_NOT_AFTER_PREVIOUS, resign({ timestamp: chain.tip.timestamp })],
      [BlockRejectReason.TIMESTAMP_IN_FUTURE, good, good.timestamp - 16],
      [BlockRejectReason.TOO_MANY_TRANSACTIONS, withPayload(Array.from({ length: 256 }, () => tx0))],
      [BlockRejectReason.PAYLOAD_TOO_LARGE, resign({ payloadLength: MAX_PAYLOAD_LENGTH + 1 })],
      // 50 pruned 42 KiB prunable messages: 2.1 MB of prunable data, over the 2 MiB per block
      [BlockRejectReason.PAYLOAD_TOO_LARGE, withPayload(Array.from({ length: 50 }, (_, i) => payment({ from: 'devnet-5', to: idOf(`p${i}`), ecBlockHeight: 0, ecBlockId: chain.getBlockIdAtHeight(0)!, timestamp: chain.tip.timestamp, appendices: { prunableMessage: { hash: new Uint8Array(32).fill(i), length: 42 * 1024, isText: false, isCompressed: false } } })))],
      [BlockRejectReason.BAD_PAYLOAD_LENGTH, resign({ payloadLength: good.payloadLength - 1 })],
      [BlockRejectReason.BAD_PAYLOAD_HASH, resign({ payloadHash: sha256(Uint8Array.of(3)) })],
      [BlockRejectReason.BAD_PAYLOAD_HASH, resign({ transactions: [txs[1]!, txs[0]!] })], // order matters
      [BlockRejectReason.BAD_TOTALS, resign({ totalFeeMTA: good.totalFeeMTA + 1n })],
      [BlockRejectReason.BAD_TOTALS, resign({ totalAmountMTA: 0n })],
      [BlockRejectReason.DUPLICATE_TRANSACTION, withPayload([tx0, tx0])],
      [BlockRejectReason.INVALID_TRANSACTION, withPayload([new Transaction(paymentData({ from: 'devnet-5' }), TEST_REGISTRY)])],
      [BlockRejectReason.BAD_GENERATION_SIGNATURE, resign({ generationSignature: sha256(Uint8Array.of(4)) })],
      [BlockRejectReason.BAD_BASE_TARGET, resign({ baseTarget: good.baseTarget + 1n })],
      [BlockRejectReason.BAD_CUMULATIVE_DIFFICULTY, good.withPosition(good.height, good.cumulativeDifficulty + 1n)],
      [BlockRejectReason.HIT_NOT_VALID, good, undefined, 0n],
      [BlockRejectReason.HIT_NOT_VALID, good, undefined, 1n], // a 1-coin forger would have to wait far longer
      [BlockRejectReason.BAD_SIGNATURE, new Block({ ...good, blockSignature: good.blockSignature!.map((b, i) => (i === 5 ? b ^ 1 : b)) })],
    ];
    cases.forEach(([reason, block, now, balance], i) => expect({ i, reason: reasonOf(chain, block, now, balance) }).toEqual({ i, reason }));
    // Marked where thrown: only our clock and our tip make a refusal that is not the block's fault.
    const ours = new Set([BlockRejectReason.BAD_PREVIOUS_BLOCK, BlockRejectReason.TIMESTAMP_IN_FUTURE]);
    cases.forEach(([reason, block, now, balance]) => expect({ reason, dependsOnState: errorOf(chain, block, now, balance)!.dependsOnState }).toEqual({ reason, dependsOnState: ours.has(reason) }));
  });

  it("the devnet's forge-on-demand rule: no hit check (a forging balance is enough), no bound ahead of the clock", () => {
    const { chain, good, forger } = setup();
    const onDemand = { ...chain.params, forgeOnDemand: true };
    expect(devnetParams().forgeOnDemand).toBe(true);
    expect(mainnetParams({ forgeOnDemand: true }).forgeOnDemand).toBe(false);
    // A 1-coin forger, and a clock a day behind the block: both accepted under the devnet rule.
    expect(reasonOf(chain, good, undefined, 1n)).toBe(BlockRejectReason.HIT_NOT_VALID);
    expect(reasonOf(chain, good, undefined, 1n, onDemand)).toBeUndefined();
    expect(reasonOf(chain, good, good.timestamp - 86_400, undefined, onDemand)).toBeUndefined();
    // Still refused: no forging balance at all, a timestamp not after the previous block's.
    expect(reasonOf(chain, good, undefined, 0n, onDemand)).toBe(BlockRejectReason.HIT_NOT_VALID);
    const early = signBlock({ ...good, timestamp: chain.tip.timestamp }, forger);
    expect(reasonOf(chain, early, undefined, undefined, onDemand)).toBe(BlockRejectReason.TIMESTAMP_NOT_AFTER_PREVIOUS);
  });

  it('a block forged by another key fails the generation signature', () => {
    const { chain, good } = setup();
    const other = key('devnet-9').publicKey.every((b, i) => b === good.generatorPublicKey[i]) ? key('devnet-8') : key('devnet-9');
    const stolen = signBlock({ ...good, generatorPublicKey: other.publicKey }, other);
    expect(reasonOf(chain, stolen)).toBe(BlockRejectReason.BAD_GENERATION_SIGNATURE);
  });
});
