// The phasing appendix: bytes and JSON round trips, the ledger-free parameter rules (Nxt's), the
// fee, the finish height's range, and which types may be phased.
import { describe, expect, it } from '@jest/globals';
import { ByteReader, ByteWriter } from '../../src/domain/bytes.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { phasingToJSON, appendicesFromJSON } from '../../src/domain/appendix-json.js';
import { checkFinishHeight, MinBalanceModel, phasingFeeMTA, readPhasing, validatePhasing, VotingModel, writePhasing, type PhasingAppendix } from '../../src/domain/phasing.js';

const base: PhasingAppendix = {
  finishHeight: 100,
  votingModel: VotingModel.ACCOUNT,
  quorum: 2n,
  minBalance: 0n,
  minBalanceModel: MinBalanceModel.NONE,
  holding: 0n,
  whitelist: [5n, 7n, 9n],
  linkedFullHashes: [],
  hashedSecret: new Uint8Array(0),
  algorithm: 0,
};

const hashPoll: PhasingAppendix = { ...base, votingModel: VotingModel.HASH, quorum: 1n, whitelist: [], hashedSecret: new Uint8Array(32).fill(7), algorithm: 2 };

describe('phasing appendix', () => {
  it('round-trips through its bytes and its JSON', () => {
    for (const p of [base, hashPoll, { ...base, votingModel: VotingModel.NONE, quorum: 0n, whitelist: [] }]) {
      const w = new ByteWriter(256);
      writePhasing(w, p);
      const r = new ByteReader(w.finish());
      expect(readPhasing(r)).toEqual(p);
      expect(appendicesFromJSON(phasingToJSON(p)).phasing).toEqual(p);
    }
  });

  it.each<[string, Partial<PhasingAppendix>, string]>([
    ['a whitelist longer than 10', { whitelist: Array.from({ length: 11 }, (_, i) => BigInt(i + 1)), quorum: 1n }, 'phasingWhitelisted'],
    ['an unsorted whitelist', { whitelist: [9n, 5n] }, 'phasingWhitelisted'],
    ['a quorum above the whitelist', { quorum: 4n }, 'phasingQuorum'],
    ['a zero quorum', { quorum: 0n }, 'phasingQuorum'],
    ['a TOTEM poll without holding', { votingModel: VotingModel.TOTEM, whitelist: [] }, 'phasingHolding'],
    ['a holding where none is taken', { holding: 12n }, 'phasingHolding'],
    ['a min balance without model', { minBalance: 5n }, 'phasingMinBalanceModel'],
    ['a NONE poll with a quorum', { votingModel: VotingModel.NONE, whitelist: [] }, 'phasingQuorum'],
    ['a TRANSACTION poll without links', { votingModel: VotingModel.TRANSACTION, whitelist: [], quorum: 1n }, 'phasingLinkedFullHash'],
    ['a HASH poll with a secret of the wrong length', { ...hashPoll, hashedSecret: new Uint8Array(20) }, 'phasingHashedSecret'],
    ['a HASH poll with an unknown algorithm', { ...hashPoll, algorithm: 3 }, 'phasingHashedSecretAlgorithm'],
    ['a secret on an ACCOUNT poll', { hashedSecret: new Uint8Array(32), algorithm: 2 }, 'phasingHashedSecret'],
  ])('refuses %s naming %s', (_what, change, param) => {
    expect(() => validatePhasing({ ...base, ...change })).toThrow(expect.objectContaining({ param, code: 7 }));
  });

  it('accepts the valid shapes of every model', () => {
    expect(() => validatePhasing(base)).not.toThrow();
    expect(() => validatePhasing(hashPoll)).not.toThrow();
    expect(() => validatePhasing({ ...base, votingModel: VotingModel.COIN, whitelist: [], quorum: 1000n, minBalance: 10n, minBalanceModel: MinBalanceModel.COIN })).not.toThrow();
    expect(() => validatePhasing({ ...base, votingModel: VotingModel.TOTEM, whitelist: [], holding: 77n })).not.toThrow();
    expect(() => validatePhasing({ ...base, votingModel: VotingModel.TRANSACTION, whitelist: [], quorum: 1n, linkedFullHashes: [new Uint8Array(32).fill(1)] })).not.toThrow();
    expect(() => validatePhasing({ ...base, votingModel: VotingModel.NONE, quorum: 0n, whitelist: [] })).not.toThrow();
  });

  it('costs 1 coin balance-independent, 20 coins weighted, plus secret and links', () => {
    expect(phasingFeeMTA(base)).toBe(ONE_COIN);
    expect(phasingFeeMTA(hashPoll)).toBe(2n * ONE_COIN);
    expect(phasingFeeMTA({ ...base, votingModel: VotingModel.COIN, whitelist: [] })).toBe(20n * ONE_COIN);
  });

  it('finishes 2 blocks (1 for a poll without votes) to 14 days of blocks after the including block', () => {
    expect(() => checkFinishHeight({ ...base, finishHeight: 12 }, 10)).not.toThrow();
    expect(() => checkFinishHeight({ ...base, finishHeight: 11 }, 10)).toThrow(expect.objectContaining({ param: 'phasingFinishHeight' }));
    expect(() => checkFinishHeight({ ...base, votingModel: VotingModel.NONE, finishHeight: 11 }, 10)).not.toThrow();
    expect(() => checkFinishHeight({ ...base, finishHeight: 10 + 14 * 1440 }, 10)).not.toThrow();
    expect(() => checkFinishHeight({ ...base, finishHeight: 11 + 14 * 1440 }, 10)).toThrow(expect.objectContaining({ param: 'phasingFinishHeight' }));
  });
});
