import { afterAll, describe, expect, it } from '@jest/globals';
import { keyPairFromSecret, sign, smallOrderEncodings, verify } from '../../src/domain/crypto.js';
import { fromHex, toHex } from '../../src/domain/hex.js';
import { InlineVerifier, WorkerVerifierPool, type SignatureJob } from '../../src/chain/signature-pool.js';
import { withNonCanonicalS } from '../helpers/ed25519.js';

/** Valid signatures and every kind of invalid one, in a mixed order. */
function jobs(n: number): SignatureJob[] {
  const out: SignatureJob[] = [];
  const keys = Array.from({ length: 5 }, (_, i) => keyPairFromSecret(`pool-${i}`));
  for (let i = 0; i < n; i++) {
    const k = keys[i % keys.length]!;
    const message = new TextEncoder().encode(`message ${i} ${'x'.repeat(i % 50)}`);
    const signature = sign(message, k.seed);
    switch (i % 7) {
      case 1: {
        const bad = signature.slice();
        bad[5]! ^= 1;
        out.push({ signature: bad, message, publicKey: k.publicKey });
        break;
      }
      case 2: {
        // Non-canonical S (S + L): the same point equation holds, the rule refuses it.
        out.push({ signature: withNonCanonicalS(signature), message, publicKey: k.publicKey });
        break;
      }
      case 3: {
        const small = smallOrderEncodings();
        out.push({ signature, message, publicKey: fromHex(small[i % small.length]!) });
        break;
      }
      case 4:
        out.push({ signature: signature.subarray(0, 63), message, publicKey: k.publicKey });
        break;
      case 5:
        out.push({ signature, message: message.subarray(1), publicKey: k.publicKey });
        break;
      default:
        out.push({ signature, message, publicKey: k.publicKey });
    }
  }
  return out;
}

const pool = new WorkerVerifierPool({ workers: 2, minBatch: 8 });
afterAll(() => pool.close());

describe('signature verification pool', () => {
  it('the zero key is one of the small-order encodings (malformed records rely on it)', () => {
    expect(smallOrderEncodings()).toContain(toHex(new Uint8Array(32)));
  });

  it('agrees with the domain verify on valid, corrupted, non-canonical and small-order inputs', async () => {
    const batch = jobs(300);
    const expected = batch.map((j) => verify(j.signature, j.message, j.publicKey));
    expect(expected.filter(Boolean).length).toBeGreaterThan(50);
    expect(expected.filter((v) => !v).length).toBeGreaterThan(150);
    expect(await pool.verifyBatch(batch)).toEqual(expected);
    expect(await new InlineVerifier().verifyBatch(batch)).toEqual(expected);
    // Small batches stay on this thread and agree too.
    expect(await pool.verifyBatch(batch.slice(0, 5))).toEqual(expected.slice(0, 5));
  });

  it('handles concurrent batches and still answers after close (inline)', async () => {
    const a = jobs(100);
    const b = jobs(57);
    const [ra, rb] = await Promise.all([pool.verifyBatch(a), pool.verifyBatch(b)]);
    expect(ra).toEqual(a.map((j) => verify(j.signature, j.message, j.publicKey)));
    expect(rb).toEqual(b.map((j) => verify(j.signature, j.message, j.publicKey)));
    const closing = new WorkerVerifierPool({ workers: 1, minBatch: 1 });
    await closing.close();
    expect(await closing.verifyBatch(a.slice(0, 10))).toEqual(ra.slice(0, 10));
  });

  it('runs `meanwhile` exactly once on every path, with unchanged verdicts', async () => {
    const batch = jobs(120);
    const expected = batch.map((j) => verify(j.signature, j.message, j.publicKey));
    for (const verifier of [pool, new InlineVerifier()]) {
      let runs = 0;
      const answer = await verifier.verifyBatch(batch, { meanwhile: () => runs++ });
      expect(answer).toEqual(expected);
      expect(runs).toBe(1);
    }
    // A batch below minBatch (verified here) still runs it once.
    let small = 0;
    expect(await pool.verifyBatch(batch.slice(0, 3), { meanwhile: () => small++ })).toEqual(expected.slice(0, 3));
    expect(small).toBe(1);
  });

  it('a `meanwhile` that throws fails the batch only after the workers have answered', async () => {
    const batch = jobs(80);
    await expect(pool.verifyBatch(batch, { meanwhile: () => { throw new Error('meanwhile failed'); } })).rejects.toThrow('meanwhile failed');
    // The pool is not left with answers for nobody: the next batch is verified normally.
    expect(await pool.verifyBatch(batch)).toEqual(batch.map((j) => verify(j.signature, j.message, j.publicKey)));
  });
});
