// Tokens (src/capabilities/tokens/token.ts): the byte layout, the base-32 text, the signature over website,
// key and time, the validity rule against an announced key, and refusal of malformed text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { keyPairFromSecret, sign, utf8Bytes, verifyNoble } from '../../src/domain/crypto.js';
import { DomainError, ErrorCode } from '../../src/domain/errors.js';
import {
  createToken,
  encodeToken,
  parseToken,
  TOKEN_BYTES,
  TOKEN_TEXT_LENGTH,
  tokenBytes,
  tokenMessage,
  tokenSignatureValid,
  tokenValid,
  type Token,
} from '../../src/capabilities/tokens/token.js';

const alice = keyPairFromSecret('token test alice');
const bob = keyPairFromSecret('token test bob');
const SITE = 'https://example.org';

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

/** A copy of `text` with the character at `i` replaced by another base-32 digit. */
function flipChar(text: string, i: number): string {
  const c = text[i] === '0' ? '1' : '0';
  return text.slice(0, i) + c + text.slice(i + 1);
}

describe('token layout and text', () => {
  it('is publicKey || timestamp (u32 LE) || signature, 100 bytes, 160 characters', () => {
    const token = createToken(SITE, alice, 0x01020304);
    const bytes = tokenBytes(token);
    expect(bytes).toHaveLength(TOKEN_BYTES);
    expect(TOKEN_BYTES).toBe(100);
    expect(bytes.slice(0, 32)).toEqual(alice.publicKey);
    expect([...bytes.slice(32, 36)]).toEqual([4, 3, 2, 1]);
    expect(bytes.slice(36)).toEqual(token.signature);
    const text = encodeToken(token);
    expect(text).toHaveLength(TOKEN_TEXT_LENGTH);
    expect(text).toMatch(/^[0-9a-v]{160}$/);
  });

  it('writes each 5-byte group as a 40-bit little-endian number in 8 base-32 digits', () => {
    const token: Token = { publicKey: new Uint8Array(32).fill(0), timestamp: 0, signature: new Uint8Array(64).fill(0xff) };
    const patterned = { ...token, publicKey: Uint8Array.from({ length: 32 }, (_v, i) => (i === 0 ? 1 : i === 9 ? 0x80 : 0)) };
    const text = encodeToken(patterned);
    expect(text.slice(0, 8)).toBe('00000001'); // byte 0 = 1: the lowest digit
    expect(text.slice(8, 16)).toBe((0x80 * 2 ** 32).toString(32).padStart(8, '0')); // byte 9 = top byte of group 2
    expect(text.slice(8, 16)).toBe('g0000000');
    // all-ones groups are the largest 8-digit value, 'vvvvvvvv' (2^40 - 1): never out of range
    expect(encodeToken(token).slice(-8)).toBe('vvvvvvvv');
  });

  it('round-trips: parse(encode(t)) == t, and the signature covers website.trim() || key || time', () => {
    const token = createToken(`  ${SITE}\n`, alice, 123456);
    const parsed = parseToken(encodeToken(token));
    expect(parsed).toEqual({ publicKey: alice.publicKey, timestamp: 123456, signature: token.signature });
    expect(tokenSignatureValid(parsed, SITE)).toBe(true);
    expect(tokenSignatureValid(parsed, ` ${SITE} `)).toBe(true);
    // the message, built by hand, is what was signed (checked with the portable verifier too)
    const ts = [0x40, 0xe2, 0x01, 0x00]; // 123456 LE
    const message = Uint8Array.from([...utf8Bytes(SITE), ...alice.publicKey, ...ts]);
    expect(tokenMessage(SITE, alice.publicKey, 123456)).toEqual(message);
    expect(verifyNoble(parsed.signature, message, alice.publicKey)).toBe(true);
    expect(parsed.signature).toEqual(sign(message, alice.seed));
  });

  it('encodes the largest and smallest timestamps; refuses others', () => {
    for (const ts of [0, 0xffffffff]) expect(parseToken(encodeToken(createToken(SITE, alice, ts))).timestamp).toBe(ts);
    for (const ts of [-1, 2 ** 32, 1.5]) expect(thrown(() => createToken(SITE, alice, ts)).code).toBe(ErrorCode.INVALID_PARAMETER);
  });

  it('accepts upper-case digits and surrounding white space as the same token', () => {
    const text = encodeToken(createToken(SITE, alice, 77));
    expect(parseToken(`\n ${text.toUpperCase()} \t`)).toEqual(parseToken(text));
  });

  it('refuses a website that is empty after trimming (errorCode 7 naming website)', () => {
    const e = thrown(() => createToken('  \t ', alice, 1));
    expect({ code: e.code, param: e.param }).toEqual({ code: ErrorCode.INVALID_PARAMETER, param: 'website' });
  });
});

describe('token validity', () => {
  const token = createToken(SITE, alice, 5000);
  const text = encodeToken(token);

  it('is valid for its website, and not for another', () => {
    expect(tokenValid(token, SITE, undefined)).toBe(true);
    expect(tokenValid(token, 'https://example.org/', undefined)).toBe(false);
    expect(tokenValid(token, 'https://Example.org', undefined)).toBe(false);
  });

  it('is invalid once any part is changed: key, timestamp or signature', () => {
    // every one of the 160 characters: the change lands in the key (0-51), the timestamp
    // (around 57) or the signature; none survives
    for (let i = 0; i < TOKEN_TEXT_LENGTH; i++) {
      const tampered = parseToken(flipChar(text, i));
      expect({ i, valid: tokenSignatureValid(tampered, SITE) }).toEqual({ i, valid: false });
    }
    expect(tokenSignatureValid({ ...token, timestamp: 5001 }, SITE)).toBe(false);
    expect(tokenSignatureValid({ ...token, publicKey: bob.publicKey }, SITE)).toBe(false);
    const sig = token.signature.slice();
    sig[63] ^= 0x01;
    expect(tokenSignatureValid({ ...token, signature: sig }, SITE)).toBe(false);
  });

  it("a token signed by another key claiming alice's key is invalid", () => {
    const forged: Token = { ...token, signature: createToken(SITE, bob, 5000).signature };
    expect(tokenSignatureValid(forged, SITE)).toBe(false);
  });

  it("is valid when the account announced the token's key, invalid when it announced another", () => {
    expect(tokenValid(token, SITE, null)).toBe(true);
    expect(tokenValid(token, SITE, alice.publicKey.slice())).toBe(true);
    expect(tokenValid(token, SITE, bob.publicKey)).toBe(false);
  });
});

describe('malformed token text: errorCode 7 naming token', () => {
  const text = encodeToken(createToken(SITE, alice, 5000));
  const cases: Array<[string, string]> = [
    ['empty', ''],
    ['one short', text.slice(1)],
    ['one long', text + '0'],
    ['twice', text + text],
    ['a letter past v', text.slice(0, 10) + 'w' + text.slice(11)],
    ['a sign (parseInt would take it)', '-' + text.slice(1)],
    ['a space inside', text.slice(0, 80) + ' ' + text.slice(81)],
    ['a non-ASCII digit', text.slice(0, 159) + '٣'],
    ['hex of the bytes', 'ab'.repeat(100)],
  ];
  it.each(cases)('%s', (_name, bad) => {
    const e = thrown(() => parseToken(bad));
    expect({ code: e.code, param: e.param }).toEqual({ code: ErrorCode.INVALID_PARAMETER, param: 'token' });
  });
});

describe('docs/tokens.md', () => {
  it("its example token is what createToken makes for devnet-0 at time 1000", () => {
    const doc = readFileSync(new URL('../../docs/tokens.md', import.meta.url), 'utf8');
    const shown = doc.match(/"token":"([0-9a-v]{160})"/)?.[1];
    const made = encodeToken(createToken('https://example.org', keyPairFromSecret('devnet-0'), 1000));
    expect(shown).toBe(made);
    expect(tokenValid(parseToken(made), 'https://example.org', undefined)).toBe(true);
    expect(tokenValid(parseToken(made), 'https://example.org/', undefined)).toBe(false);
  });
});
