// Shuffling onions (src/capabilities/shuffling/onion.ts): wrap/peel through every layer, wrong
// seeds, sorting as the shuffle, the blame check of one step (verifyLayer) and determinism.
import { describe, expect, it } from '@jest/globals';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import {
  compareBlobs,
  layerKeyPair,
  layerKeySeed,
  ONION_KEY_LENGTH,
  ONION_LAYER_OVERHEAD,
  onionDepth,
  peel,
  shuffleBlobs,
  verifyLayer,
  wrap,
  type LayerKeys,
} from '../../src/capabilities/shuffling/onion.js';

const SHUFFLING_ID = 0x8123456789abcdefn; // above 2^63: a "negative" Nxt id
const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');

interface Setup {
  n: number;
  seeds: Uint8Array[];
  layerPubs: Uint8Array[];
  recipients: Uint8Array[];
}

function setup(n: number, id = SHUFFLING_ID, tag = 'p'): Setup {
  const seeds: Uint8Array[] = [];
  const layerPubs: Uint8Array[] = [];
  const recipients: Uint8Array[] = [];
  for (let i = 0; i < n; i++) {
    const seed = layerKeySeed(keyPairFromSecret(`${tag} participant ${i}`).seed, id);
    seeds.push(seed);
    layerPubs.push(layerKeyPair(seed).publicKey);
    recipients.push(keyPairFromSecret(`${tag} recipient ${i}`).publicKey);
  }
  return { n, seeds, layerPubs, recipients };
}

/** Honest step of participant i: peel the inputs, add its onion, sort. */
function step(s: Setup, i: number, inputs: Uint8Array[], id = SHUFFLING_ID): Uint8Array[] {
  const peeled = inputs.map((b) => {
    const p = peel(b, s.seeds[i]!, id);
    if (p === undefined) throw new Error(`participant ${i} cannot peel`);
    return p;
  });
  return shuffleBlobs([...peeled, wrap(s.recipients[i]!, s.layerPubs.slice(i + 1), id, s.seeds[i]!)]);
}

/** The input list of every participant (index i) and the final output, all honest. */
function run(s: Setup, id = SHUFFLING_ID): Uint8Array[][] {
  const lists: Uint8Array[][] = [[]];
  for (let i = 0; i < s.n; i++) lists.push(step(s, i, lists[i]!, id));
  return lists;
}

function keysOf(s: Setup, i: number): LayerKeys {
  return { layerPublicKey: s.layerPubs[i]!, laterLayerPublicKeys: s.layerPubs.slice(i + 1) };
}

describe('wrap and peel', () => {
  it.each([3, 4, 5])('an onion for %i later participants peels, layer by layer, to the recipient key', (layers) => {
    const s = setup(layers + 1);
    const onion = wrap(s.recipients[0]!, s.layerPubs.slice(1), SHUFFLING_ID, s.seeds[0]!);
    expect(onion.length).toBe(ONION_KEY_LENGTH + ONION_LAYER_OVERHEAD * layers);
    expect(onionDepth(onion)).toBe(layers);
    let cur: Uint8Array | undefined = onion;
    for (let j = 1; j <= layers; j++) {
      // No other participant can open the current layer.
      for (let k = 1; k <= layers; k++) if (k !== j) expect(peel(cur!, s.seeds[k]!, SHUFFLING_ID)).toBeUndefined();
      cur = peel(cur!, s.seeds[j]!, SHUFFLING_ID);
      expect(cur).toBeDefined();
      expect(onionDepth(cur!)).toBe(layers - j);
    }
    expect(hex(cur!)).toBe(hex(s.recipients[0]!));
  });

  it('with no later participants the onion is the recipient key itself', () => {
    const s = setup(1);
    expect(hex(wrap(s.recipients[0]!, [], SHUFFLING_ID, s.seeds[0]!))).toBe(hex(s.recipients[0]!));
  });

  it('a wrong seed, another shuffling id or a flipped bit fails to peel', () => {
    const s = setup(4);
    const onion = wrap(s.recipients[0]!, s.layerPubs.slice(1), SHUFFLING_ID, s.seeds[0]!);
    expect(peel(onion, s.seeds[2]!, SHUFFLING_ID)).toBeUndefined();
    expect(peel(onion, s.seeds[0]!, SHUFFLING_ID)).toBeUndefined();
    expect(peel(onion, layerKeySeed(keyPairFromSecret('p participant 1').seed, SHUFFLING_ID + 2n), SHUFFLING_ID)).toBeUndefined();
    expect(peel(onion, s.seeds[1]!, SHUFFLING_ID + 1n)).toBeUndefined();
    for (const pos of [0, 31, 32, 60, onion.length - 1]) {
      const bad = onion.slice();
      bad[pos]! ^= 1;
      expect(peel(bad, s.seeds[1]!, SHUFFLING_ID)).toBeUndefined();
    }
    expect(peel(onion.subarray(0, onion.length - 1), s.seeds[1]!, SHUFFLING_ID)).toBeUndefined();
    expect(peel(s.recipients[0]!, s.seeds[1]!, SHUFFLING_ID)).toBeUndefined();
  });

  it('refuses unusable keys naming the parameter', () => {
    const s = setup(3);
    expect(() => wrap(new Uint8Array(32).fill(0xff), s.layerPubs.slice(1), SHUFFLING_ID, s.seeds[0]!)).toThrow(
      expect.objectContaining({ param: 'recipientPublicKey' }),
    );
    expect(() => wrap(s.recipients[0]!, [new Uint8Array(32)], SHUFFLING_ID, s.seeds[0]!)).toThrow(expect.objectContaining({ param: 'layerPublicKeys' }));
    expect(() => wrap(s.recipients[0]!, [new Uint8Array(32).fill(0xff)], SHUFFLING_ID, s.seeds[0]!)).toThrow(
      expect.objectContaining({ param: 'layerPublicKeys' }),
    );
    expect(() => layerKeySeed(new Uint8Array(31), SHUFFLING_ID)).toThrow(expect.objectContaining({ param: 'secretPhrase' }));
  });
});

describe('a whole shuffle', () => {
  it.each([3, 5])('%i participants end with the sorted set of recipient keys', (n) => {
    const s = setup(n);
    const lists = run(s);
    const final = lists[n]!;
    expect(final.map(hex)).toEqual(s.recipients.map(hex).sort());
    for (let i = 0; i < n; i++) {
      expect(lists[i + 1]!.length).toBe(i + 1);
      expect(verifyLayer(lists[i]!, lists[i + 1]!, s.seeds[i]!, SHUFFLING_ID, keysOf(s, i))).toEqual({
        ok: true,
        ownOnion: wrap(s.recipients[i]!, s.layerPubs.slice(i + 1), SHUFFLING_ID, s.seeds[i]!),
        recipientPublicKey: s.recipients[i],
      });
    }
  });

  it('sorting hides the order: the output does not depend on the input order', () => {
    const s = setup(5);
    const lists = run(s);
    const inputs = lists[3]!;
    const peeled = inputs.map((b) => peel(b, s.seeds[3]!, SHUFFLING_ID)!);
    const own = wrap(s.recipients[3]!, s.layerPubs.slice(4), SHUFFLING_ID, s.seeds[3]!);
    const a = shuffleBlobs([own, ...peeled]);
    const b = shuffleBlobs([...peeled].reverse().concat([own]));
    expect(a.map(hex)).toEqual(b.map(hex));
    expect(a.map(hex)).toEqual(lists[4]!.map(hex));
    for (let i = 1; i < a.length; i++) expect(compareBlobs(a[i - 1]!, a[i]!)).toBeLessThan(0);
    // The own onion is not at the position of its owner's index for some participant: the
    // position is set by bytes, not by who added the blob.
    const ownPositions = [1, 2, 3, 4].map((i) => lists[i + 1]!.findIndex((x) => hex(x) === hex(wrap(s.recipients[i]!, s.layerPubs.slice(i + 1), SHUFFLING_ID, s.seeds[i]!))));
    expect(ownPositions.some((p, k) => p !== k + 1)).toBe(true);
  });

  it('shuffleBlobs sorts bytewise unsigned and does not modify its argument', () => {
    const blobs = [Uint8Array.of(0x80), Uint8Array.of(0x01, 0x00), Uint8Array.of(0x01), Uint8Array.of(0x7f)];
    const copy = blobs.map(hex);
    expect(shuffleBlobs(blobs).map(hex)).toEqual(['01', '0100', '7f', '80']);
    expect(blobs.map(hex)).toEqual(copy);
  });

  it('is deterministic: the same inputs give the same bytes', () => {
    const a = run(setup(4));
    const b = run(setup(4));
    expect(a.map((l) => l.map(hex))).toEqual(b.map((l) => l.map(hex)));
    const s = setup(4);
    expect(hex(layerKeySeed(keyPairFromSecret('x').seed, 5n))).toBe(hex(layerKeySeed(keyPairFromSecret('x').seed, 5n)));
    // Each input of the seed matters.
    const seeds = [layerKeySeed(keyPairFromSecret('x').seed, 5n), layerKeySeed(keyPairFromSecret('y').seed, 5n), layerKeySeed(keyPairFromSecret('x').seed, 6n)].map(hex);
    expect(new Set(seeds).size).toBe(3);
    // A signed id and its unsigned 64-bit value are the same shuffling.
    expect(hex(layerKeySeed(s.seeds[0]!, -1n))).toBe(hex(layerKeySeed(s.seeds[0]!, 2n ** 64n - 1n)));
    // Another shuffling id gives other onions.
    const other = wrap(s.recipients[0]!, s.layerPubs.slice(1), SHUFFLING_ID + 1n, s.seeds[0]!);
    expect(hex(other)).not.toBe(hex(wrap(s.recipients[0]!, s.layerPubs.slice(1), SHUFFLING_ID, s.seeds[0]!)));
  });
});

describe('verifyLayer (blame)', () => {
  const s = setup(5);
  const lists = run(s);
  const i = 2; // checks participant 2: 2 inputs, 3 outputs, 2 later layers
  const inputs = lists[i]!;
  const outputs = lists[i + 1]!;
  const own = wrap(s.recipients[i]!, s.layerPubs.slice(i + 1), SHUFFLING_ID, s.seeds[i]!);
  const peeled = inputs.map((b) => peel(b, s.seeds[i]!, SHUFFLING_ID)!);
  const check = (out: Uint8Array[], ins = inputs, seed = s.seeds[i]!, keys = keysOf(s, i)) => verifyLayer(ins, out, seed, SHUFFLING_ID, keys);

  it('accepts an honest step, including the first and the last participant', () => {
    expect(check(outputs).ok).toBe(true);
    expect(verifyLayer([], lists[1]!, s.seeds[0]!, SHUFFLING_ID, keysOf(s, 0)).ok).toBe(true);
    expect(verifyLayer(lists[4]!, lists[5]!, s.seeds[4]!, SHUFFLING_ID, keysOf(s, 4)).ok).toBe(true);
  });

  it('a wrong seed: SEED_MISMATCH, the participant at fault', () => {
    expect(check(outputs, inputs, s.seeds[3]!)).toEqual({ ok: false, rule: 'SEED_MISMATCH', participantAtFault: true });
    expect(check(outputs, inputs, new Uint8Array(31))).toMatchObject({ rule: 'SEED_MISMATCH' });
  });

  it('a dropped blob: DROPPED_BLOB naming the input', () => {
    const peeledIndex = 1;
    const out = outputs.filter((b) => hex(b) !== hex(peeled[peeledIndex]!));
    expect(out.length).toBe(2);
    expect(check(out)).toEqual({ ok: false, rule: 'DROPPED_BLOB', participantAtFault: true, index: peeledIndex });
  });

  it('a duplicated blob: OUTPUT_DUPLICATE, whether it replaces another or is added', () => {
    const added = shuffleBlobs([...outputs, peeled[0]!]);
    expect(check(added)).toMatchObject({ ok: false, rule: 'OUTPUT_DUPLICATE', participantAtFault: true });
    const replaced = shuffleBlobs([peeled[0]!, peeled[0]!, own]);
    expect(check(replaced)).toMatchObject({ ok: false, rule: 'OUTPUT_DUPLICATE', participantAtFault: true });
  });

  it('a corrupted output blob: UNKNOWN_BLOB naming the output', () => {
    const out = outputs.map((b) => b.slice());
    const k = out.findIndex((b) => hex(b) === hex(peeled[0]!));
    out[k]![40]! ^= 0x10;
    const sorted = shuffleBlobs(out);
    const verdict = check(sorted);
    expect(verdict).toMatchObject({ ok: false, rule: 'UNKNOWN_BLOB', participantAtFault: true });
    expect(hex(sorted[(verdict as { index: number }).index]!)).toBe(hex(out[k]!));
    // Corrupting its own onion is the same rule (it is no longer recognisably its own).
    const ownBad = own.slice();
    ownBad[0]! ^= 1;
    expect(check(shuffleBlobs([...peeled, ownBad]))).toMatchObject({ rule: 'UNKNOWN_BLOB' });
  });

  it('a corrupted input blob: INPUT_UNDECRYPTABLE, not the participant\'s fault', () => {
    const ins = inputs.map((b) => b.slice());
    ins[1]![ins[1]!.length - 1]! ^= 1;
    expect(check(outputs, ins)).toEqual({ ok: false, rule: 'INPUT_UNDECRYPTABLE', participantAtFault: false, index: 1 });
    expect(check(outputs, [inputs[0]!, inputs[1]!.subarray(0, 100)])).toMatchObject({ rule: 'INPUT_UNDECRYPTABLE', index: 1 });
  });

  it('duplicated inputs: PEELED_DUPLICATE, not the participant\'s fault', () => {
    expect(check(outputs, [inputs[0]!, inputs[0]!])).toEqual({ ok: false, rule: 'PEELED_DUPLICATE', participantAtFault: false, index: 1 });
  });

  it('unsorted outputs: OUTPUT_NOT_SORTED', () => {
    expect(check([...outputs].reverse())).toMatchObject({ ok: false, rule: 'OUTPUT_NOT_SORTED', participantAtFault: true, index: 1 });
  });

  it('no own onion: OWN_ONION_MISSING; a bad inner layer: OWN_ONION_INVALID', () => {
    expect(check(shuffleBlobs(peeled))).toEqual({ ok: false, rule: 'OWN_ONION_MISSING', participantAtFault: true });
    // The onion's inner layer is for a key that is not participant 4's published one.
    const stranger = layerKeyPair(layerKeySeed(keyPairFromSecret('stranger').seed, SHUFFLING_ID)).publicKey;
    const badOwn = wrap(s.recipients[i]!, [s.layerPubs[3]!, stranger], SHUFFLING_ID, s.seeds[i]!);
    const out = shuffleBlobs([...peeled, badOwn]);
    expect(check(out)).toEqual({ ok: false, rule: 'OWN_ONION_INVALID', participantAtFault: true, index: out.indexOf(badOwn) });
  });

  it('the last participant: an extra recipient key is UNKNOWN_BLOB', () => {
    const extra = keyPairFromSecret('extra recipient').publicKey;
    expect(verifyLayer(lists[4]!, shuffleBlobs([...lists[5]!, extra]), s.seeds[4]!, SHUFFLING_ID, keysOf(s, 4))).toMatchObject({ rule: 'UNKNOWN_BLOB' });
  });

  it('is deterministic', () => {
    const out = outputs.filter((b) => hex(b) !== hex(peeled[0]!));
    expect(check(out)).toEqual(check(out));
  });
});
