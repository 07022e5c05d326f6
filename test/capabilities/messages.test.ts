// The messages capability's own rules and hooks: the arbitrary-message type, the PRUNABLE
// protocol's codec, filling pruned blocks from peers (what it takes and what it refuses), and the
// node's prepareBlock wiring.
import { afterAll, describe, expect, it } from '@jest/globals';
import { withoutPrunableData } from '../../src/domain/appendices.js';
import { Block } from '../../src/domain/block.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { utf8Bytes } from '../../src/domain/crypto.js';
import { DomainError, TransactionRejectedError } from '../../src/domain/errors.js';
import { signTransaction, type Transaction } from '../../src/domain/transaction.js';
import type { Appendices } from '../../src/domain/types.js';
import { arbitraryMessage } from '../../src/capabilities/messages/arbitrary-message.js';
import { decodeRequest, decodeResponse, encodeRequest, encodeResponse, fillFromPeers, MAX_HASHES } from '../../src/capabilities/messages/prunable-protocol.js';
import type { Capability, CapabilityActorEnv } from '../../src/capabilities/capability.js';
import { CAPABILITIES } from '../../src/capabilities/index.js';
import { createNode, type Node } from '../../src/node.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { TEST_REGISTRY } from '../helpers/rules.js';
import { keyOf } from '../chain/helpers.js';

function message(appendices: Appendices, amountMTA = 0n, recipientId = 0n): Transaction {
  const key = keyOf('devnet-4');
  return signTransaction(
    { type: 1, subtype: 0, version: TRANSACTION_VERSION, timestamp: 100, deadline: 1440, senderPublicKey: key.publicKey, recipientId, amountMTA, feeMTA: 2n * ONE_COIN, referencedTransactionFullHash: null, ecBlockHeight: 0, ecBlockId: 1n, attachment: { version: 0 }, appendices, signature: null },
    key,
    TEST_REGISTRY,
  );
}

const prunable: Appendices = { prunableMessage: { data: utf8Bytes('the data'), isText: true } };

describe('ArbitraryMessage (1/0)', () => {
  it('needs a message part and no amount', () => {
    expect(() => arbitraryMessage.validateStateless(message({ message: { data: utf8Bytes('hi'), isText: true } }), devnetParams())).not.toThrow();
    expect(() => arbitraryMessage.validateStateless(message({ encryptToSelfMessage: { data: new Uint8Array(20), nonce: new Uint8Array(24), isText: true, isCompressed: false } }), devnetParams())).not.toThrow();
    expect(() => arbitraryMessage.validateStateless(message({}), devnetParams())).toThrow(TransactionRejectedError);
    expect(() => arbitraryMessage.validateStateless(message({ publicKeyAnnouncement: { publicKey: keyOf('x').publicKey } }), devnetParams())).toThrow(TransactionRejectedError);
    expect(() => arbitraryMessage.validateStateless(message(prunable, 5n), devnetParams())).toThrow(TransactionRejectedError);
  });
});

describe('the messages.prunable codec', () => {
  it('round trips and bounds the request', () => {
    const hashes = [new Uint8Array(32).fill(1), new Uint8Array(32).fill(2)];
    expect(decodeRequest(encodeRequest(hashes))).toEqual(hashes);
    expect(() => encodeRequest([])).toThrow(DomainError);
    expect(() => decodeRequest(Uint8Array.of(0))).toThrow(DomainError);
    expect(() => decodeRequest(Uint8Array.of(MAX_HASHES + 1, ...new Uint8Array(32 * (MAX_HASHES + 1))))).toThrow(DomainError);
    expect(() => decodeRequest(Uint8Array.of(1, 2, 3))).toThrow();
    const answers = [Uint8Array.of(9, 9), undefined];
    expect(decodeResponse(encodeResponse(answers), 2)).toEqual(answers);
    expect(() => decodeResponse(encodeResponse(answers), 3)).toThrow(DomainError);
  });
});

describe('filling pruned blocks from peers', () => {
  const tx = message(prunable);
  const block = new Block({
    version: 3, timestamp: 200, previousBlockId: 1n, previousBlockHash: new Uint8Array(32), totalAmountMTA: 0n, totalFeeMTA: tx.feeMTA, payloadLength: tx.size, payloadHash: new Uint8Array(32),
    generatorPublicKey: keyOf('devnet-0').publicKey, generationSignature: new Uint8Array(32), baseTarget: 1n, height: 1, cumulativeDifficulty: 1n, blockSignature: null,
    transactions: [tx.withAppendices(withoutPrunableData(tx.appendices))],
  });
  let pending: Transaction | undefined;
  const envWith = (answers: Array<(hashes: Uint8Array[]) => Promise<Uint8Array>>, mustHold = true): CapabilityActorEnv & { asked: string[] } => {
    const asked: string[] = [];
    return {
      asked,
      peers: {
        withService: () => answers.map((_, i) => `peer${i}`),
        request: (peer: string, _protocol: string, bytes: Uint8Array) => {
          asked.push(peer);
          return answers[Number(peer.slice(4))]!(decodeRequest(bytes));
        },
      },
      registry: TEST_REGISTRY,
      blockchain: { lastBlock: async () => ({ id: block.previousBlockId }) },
      mempool: { get: async () => pending },
      prunable: { mustHold: () => mustHold },
    } as unknown as CapabilityActorEnv & { asked: string[] };
  };

  it('takes data whose hash the block commits to, asking other peers when one fails or lies', async () => {
    const other = message({ prunableMessage: { data: utf8Bytes('other data'), isText: true } });
    const liars = [
      async () => {
        throw new Error('unreachable');
      },
      async () => encodeResponse([other.bytes()]), // a different transaction
      async () => encodeResponse([Uint8Array.of(1, 2, 3)]), // garbage
    ];
    const env = envWith([...liars, ...liars]);
    expect(await fillFromPeers(block, env)).toBe(block);
    // six peers announce the service: five at most are asked, each once, in random order
    expect(env.asked).toHaveLength(5);
    expect(new Set(env.asked).size).toBe(5);
    const env2 = envWith([...liars, async () => encodeResponse([tx.bytes()])]);
    const filled2 = await fillFromPeers(block, env2);
    expect(filled2.transactions[0]!.appendices).toEqual(prunable);
    expect(filled2.id).toBe(block.id);
  });

  it('takes the data from its own pool first, and never data failing the content rules', async () => {
    pending = tx;
    const env = envWith([async () => encodeResponse([tx.bytes()])]);
    expect((await fillFromPeers(block, env)).transactions[0]!.appendices).toEqual(prunable);
    expect(env.asked).toEqual([]);
    pending = undefined;
    // signed invalid UTF-8 "text": its hash matches, its content does not pass
    const bad = message({ prunableMessage: { data: Uint8Array.of(0xff, 0xfe), isText: true } });
    const badBlock = new Block({ ...block, transactions: [bad.withAppendices(withoutPrunableData(bad.appendices))] });
    const filled = await fillFromPeers(badBlock, envWith([async () => encodeResponse([bad.bytes()])]));
    expect(filled).toBe(badBlock);
  });

  it('asks nothing for a block that does not extend the tip', async () => {
    const env = envWith([async () => encodeResponse([tx.bytes()])]);
    const elsewhere = new Block({ ...block, previousBlockId: 999n });
    expect(await fillFromPeers(elsewhere, env)).toBe(elsewhere);
    expect(env.asked).toEqual([]);
  });

  it('asks nobody for data this node need not hold, or when no network is attached', async () => {
    const env = envWith([async () => encodeResponse([tx.bytes()])], false);
    expect(await fillFromPeers(block, env)).toBe(block);
    expect(env.asked).toEqual([]);
    const detached = { ...envWith([]), peers: { withService: () => { throw new Error('not started'); } } } as unknown as CapabilityActorEnv;
    expect(await fillFromPeers(block, detached)).toBe(block);
  });
});

describe('prepareBlock wiring', () => {
  let node: Node | undefined;
  afterAll(() => node?.stop());

  it('blocks pushed through the node pass every capability hook first', async () => {
    const seen: bigint[] = [];
    const recorder: Capability = { name: 'recorder', prepareBlock: async (b) => { seen.push(b.id); return b; } };
    node = await createNode({ network: 'devnet', autoForge: false }, { capabilities: [...CAPABILITIES, recorder], timeSource: new ManualTimeSource({ params: devnetParams(), startEpochSeconds: 100 }) });
    await node.start();
    const tip = await node.blockchain.lastBlock();
    const bogus = new Block({ ...tip, previousBlockId: 12345n, transactions: [] });
    await node.blockchain.pushBlock(bogus).catch(() => undefined);
    expect(seen).toEqual([bogus.id]);
  });
});
