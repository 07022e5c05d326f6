import { describe, it, expect } from '@jest/globals';
import { forgeBlock } from '../../src/domain/forging.js';
import { computeHit, difficultyDelta, nextGenerationSignature, verifyHit } from '../../src/domain/consensus.js';
import { computePayload } from '../../src/domain/block.js';
import { verify } from '../../src/domain/crypto.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { TestChain } from './chain-fixture.js';
import { idOf, payment } from './fakes.js';

describe('forgeBlock', () => {
  it('fills in payload, generation signature, base target, position and signature', () => {
    const chain = new TestChain();
    const genesis = chain.tip;
    const { keyPair, timestamp } = chain.bestForger();
    const tx = payment({ from: 'devnet-0', to: idOf('newcomer'), timestamp: 0, ecBlockHeight: 0, ecBlockId: genesis.id });
    const b = forgeBlock({ previous: genesis, timestamp, transactions: [tx], keyPair, params: chain.params });
    expect(b.previousBlockId).toBe(genesis.id);
    expect(b.previousBlockHash).toEqual(genesis.hash);
    expect(b.height).toBe(1);
    expect(b.baseTarget).toBe(genesis.baseTarget); // no retarget after height 0
    expect(b.cumulativeDifficulty).toBe(difficultyDelta(b.baseTarget));
    expect(b.generationSignature).toEqual(nextGenerationSignature(genesis.generationSignature, keyPair.publicKey));
    expect({ ...computePayload([tx]) }).toEqual({ payloadHash: b.payloadHash, payloadLength: b.payloadLength, totalAmountMTA: b.totalAmountMTA, totalFeeMTA: b.totalFeeMTA });
    expect(verify(b.blockSignature!, b.unsignedBytes(), keyPair.publicKey)).toBe(true);
    const hit = computeHit(genesis.generationSignature, keyPair.publicKey);
    expect(verifyHit(hit, chain.effectiveBalance(keyPair.publicKey), genesis.baseTarget, timestamp - genesis.timestamp)).toBe(true);
    expect(verifyHit(hit, chain.effectiveBalance(keyPair.publicKey), genesis.baseTarget, timestamp - 1 - genesis.timestamp)).toBe(false);
  });

  it('needs the ancestor timestamp when the base target retargets', () => {
    const chain = new TestChain(devnetParams());
    for (let i = 0; i < 4; i++) chain.push(chain.forgeNext());
    const { keyPair, timestamp } = chain.bestForger();
    expect(() => forgeBlock({ previous: chain.tip, timestamp, transactions: [], keyPair, params: chain.params })).toThrow();
  });
});
