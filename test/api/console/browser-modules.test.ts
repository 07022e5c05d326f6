// The browser modules of index.html (plain JavaScript) run here under Node against the domain
// code they restate: RS addresses, account ids, the byte layout of a payment and its id.
import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { accountIdOf, encodeRS, isRecipient, parseRecipient } from '../../../src/api/console/browser/account-address.js';
import { checkUnsignedPayment, coinsToMTA, formatCoins, transactionIdOf, withSignature, type ExpectedPayment } from '../../../src/api/console/browser/tx-check.js';
import { accountIdFromPublicKey } from '../../../src/domain/account-id.js';
import { ACCOUNT_RS_PREFIX } from '../../../src/domain/constants.js';
import { encodeRS as domainEncodeRS } from '../../../src/domain/reed-solomon.js';
import { Transaction } from '../../../src/domain/transaction.js';
import { idOf, key, payment, paymentData } from '../../domain/fakes.js';
import { TEST_REGISTRY } from '../../helpers/rules.js';

const PREFIX = ACCOUNT_RS_PREFIX;
const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });

describe('account-address.js', () => {
  it('encodes every id as the domain does', () => {
    fc.assert(fc.property(u64, (id) => encodeRS(id, PREFIX) === domainEncodeRS(id)));
    expect(encodeRS(0n, PREFIX)).toBe(domainEncodeRS(0n));
    expect(encodeRS(2n ** 64n - 1n, PREFIX)).toBe(domainEncodeRS(2n ** 64n - 1n));
    expect(() => encodeRS(2n ** 64n, PREFIX)).toThrow(/out of range/);
  });

  it('derives the account id of a public key as the domain does', () => {
    for (const phrase of ['alice', 'devnet-0', 'ünïcødé phrase']) {
      expect(accountIdOf(key(phrase).publicKey)).toBe(accountIdFromPublicKey(key(phrase).publicKey));
    }
  });

  it('reads a recipient as an id (Nxt negative spelling too) or an address, any case, prefix optional', () => {
    const id = idOf('bob');
    const rs = domainEncodeRS(id);
    expect(parseRecipient(` ${id} `, PREFIX)).toEqual({ id });
    expect(parseRecipient('-1', PREFIX)).toEqual({ id: 2n ** 64n - 1n });
    expect(parseRecipient(rs.toLowerCase(), PREFIX)).toEqual({ rs });
    expect(parseRecipient(rs.slice(PREFIX.length + 1), PREFIX)).toEqual({ rs });
    for (const bad of ['', 'TOTEM-AAAA', `${rs}X`, '1.5', '18446744073709551616', 'TOTEM-1111-1111-1111-11111']) {
      expect(parseRecipient(bad, PREFIX)).toBeNull();
    }
    expect(isRecipient(id, parseRecipient(rs, PREFIX)!, PREFIX)).toBe(true);
    expect(isRecipient(id, parseRecipient(String(id), PREFIX)!, PREFIX)).toBe(true);
    expect(isRecipient(id + 1n, parseRecipient(rs, PREFIX)!, PREFIX)).toBe(false);
    // An address whose checksum is wrong names no id: nothing in the bytes can match it.
    const typo = rs.slice(0, -1) + (rs.endsWith('2') ? '3' : '2');
    expect(isRecipient(id, parseRecipient(typo, PREFIX)!, PREFIX)).toBe(false);
  });
});

describe('tx-check.js', () => {
  const expected = (o: Partial<ExpectedPayment> = {}): ExpectedPayment => ({
    senderPublicKey: key('alice').publicKey,
    recipient: { rs: domainEncodeRS(idOf('bob')) },
    prefix: PREFIX,
    amountMTA: 5n * 100_000_000n,
    feeMTA: 100_000_000n,
    deadline: 1440,
    ...o,
  });
  const unsignedOf = (tx: Transaction) => new Transaction({ ...tx, signature: null }, TEST_REGISTRY).unsignedBytes();

  it('accepts the unsigned bytes of exactly the payment asked for, and reads its fields', () => {
    const { problems, fields } = checkUnsignedPayment(unsignedOf(payment()), expected());
    expect(problems).toEqual([]);
    expect(fields).toMatchObject({ type: 0, subtype: 0, timestamp: 1000, deadline: 1440, recipientId: idOf('bob'), amountMTA: 500_000_000n, feeMTA: 100_000_000n, flags: 0 });
  });

  it('refuses bytes that differ from the request in any way the user would care about', () => {
    const cases: Array<[string, Parameters<typeof paymentData>[0]]> = [
      ['recipient', { to: idOf('mallory') }],
      ['amount', { amountMTA: 6n * 100_000_000n }],
      ['fee', { feeMTA: 2n * 100_000_000n }],
      ['deadline', { deadline: 60 }],
      ['sender', { from: 'mallory' }],
      ['references', { referencedTransactionFullHash: new Uint8Array(32).fill(7) }],
      ['appendices', { appendices: { message: { data: new TextEncoder().encode('hi'), isText: true } } }],
    ];
    for (const [what, change] of cases) {
      const tx = new Transaction(paymentData(change), TEST_REGISTRY);
      const { problems } = checkUnsignedPayment(tx.unsignedBytes(), expected());
      expect({ what, found: problems.length > 0 }).toEqual({ what, found: true });
    }
    const signed = payment().bytes();
    expect(checkUnsignedPayment(signed, expected()).problems).toContain('it is already signed');
    const otherType = unsignedOf(payment()).slice();
    otherType[0] = 1;
    expect(checkUnsignedPayment(otherType, expected()).problems[0]).toMatch(/not an ordinary payment/);
    const longer = new Uint8Array([...unsignedOf(payment()), 0]);
    expect(checkUnsignedPayment(longer, expected()).problems).toContain('its attachment is not the empty payment attachment');
    expect(checkUnsignedPayment(new Uint8Array(100), expected()).problems).toEqual(['the bytes are too short for a transaction']);
  });

  it('signs into the signature slot and computes the id the domain computes', () => {
    const tx = payment();
    const unsigned = unsignedOf(tx);
    expect(withSignature(unsigned, tx.signature!)).toEqual(new Uint8Array(tx.bytes()));
    expect(transactionIdOf(unsigned, tx.signature!)).toBe(tx.id.toString());
  });

  it('converts coins and MTA exactly, refusing what is not an amount', () => {
    expect(coinsToMTA('1')).toBe(100_000_000n);
    expect(coinsToMTA(' 1.5 ')).toBe(150_000_000n);
    expect(coinsToMTA('0.00000001')).toBe(1n);
    expect(coinsToMTA('92233720368.54775807')).toBe(2n ** 63n - 1n);
    for (const bad of ['', '-1', '1e3', '0.000000001', '1,5', '92233720368.54775808', 'NaN', '.5']) expect(coinsToMTA(bad)).toBeNull();
    expect(formatCoins(150_000_000n)).toBe('1.5');
    expect(formatCoins('100000000')).toBe('1');
    expect(formatCoins(1n)).toBe('0.00000001');
    expect(formatCoins(-250_000_000n)).toBe('-2.5');
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }), (mta) => coinsToMTA(formatCoins(mta)) === mta));
  });
});
