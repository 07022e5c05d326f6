import { describe, it, expect } from '@jest/globals';
import { Transaction } from '../../src/domain/transaction.js';
import { verify } from '../../src/domain/crypto.js';
import { payment } from './fakes.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

// Node Buffers (what libp2p and node:http hand out) have a `slice` that returns a view, not a
// copy; parsing must never alias the caller's memory.
describe('parsing from a Node Buffer', () => {
  it('copies the input: the signature still verifies and the caller buffer is untouched', () => {
    const tx = payment();
    const wire = Buffer.from(tx.bytes());
    const before = Buffer.from(wire);
    const parsed = Transaction.fromBytes(wire, TEST_REGISTRY);
    expect(verify(parsed.signature!, parsed.unsignedBytes(), parsed.senderPublicKey)).toBe(true);
    expect(wire.equals(before)).toBe(true);
    wire.fill(0);
    expect(parsed.id).toBe(tx.id);
    expect(verify(parsed.signature!, parsed.unsignedBytes(), parsed.senderPublicKey)).toBe(true);
  });
});
