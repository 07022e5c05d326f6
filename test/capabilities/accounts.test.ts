// The accounts capability's rules without a node: the account info and leasing attachments
// (bytes and JSON), their limits, fees and refusals, the lease record codec, and the
// effective-balance hook as ChainRules composes it. The block-phase heights and forging are
// in accounts-leasing.test.ts; the API in test/api/{setAccountInfo,leaseBalance,getAccountLessors}.test.ts.
import { describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnetParams, mainnetParams } from '../../src/domain/network-params.js';
import { Transaction, transactionFromJSON, transactionToJSON } from '../../src/domain/transaction.js';
import { TransactionRejectedError, TxRejectReason } from '../../src/domain/errors.js';
import { minimumFeeMTA, validateStateless } from '../../src/domain/validation.js';
import { accountInfoFeeMTA, MAX_ACCOUNT_DESCRIPTION_BYTES, MAX_ACCOUNT_NAME_CHARACTERS } from '../../src/capabilities/accounts/account-info.js';
import { decodeLease, encodeLease, type AccountLease } from '../../src/capabilities/accounts/tables.js';
import { accounts } from '../../src/capabilities/accounts/index.js';
import type { StateReader } from '../../src/domain/state/state.js';
import { TEST_REGISTRY, TEST_RULES } from '../helpers/rules.js';
import { idOf } from '../chain/helpers.js';
import { accountInfoTx, leaseTx } from '../helpers/accounts-txs.js';

const registry = { registry: TEST_REGISTRY };
const at = { from: 'devnet-1', timestamp: 1000, ecBlockId: 1n };
const params = devnetParams();

function rejection(fn: () => void): TransactionRejectedError {
  try {
    fn();
  } catch (e) {
    if (e instanceof TransactionRejectedError) return e;
    throw e;
  }
  throw new Error('not refused');
}

/** The ledger-free rules as the pool runs them (fee set to the minimum, so only the rule at
 * test can refuse). */
function stateless(tx: Transaction, p = params): void {
  validateStateless(tx, { nowEpochSeconds: 1000, params: p, registry: TEST_REGISTRY });
}

const info = (name: string, description: string, fee?: bigint) => {
  const draft = accountInfoTx(registry, at, name, description);
  return accountInfoTx(registry, { ...at, feeMTA: fee ?? minimumFeeMTA(draft, params) }, name, description);
};

describe('account info (1/5)', () => {
  it('round-trips through bytes and JSON with its own attachment fields', () => {
    const tx = info('Émile 🚀', 'a description\nwith lines');
    const parsed = Transaction.fromBytes(tx.bytes(), TEST_REGISTRY);
    expect(parsed.attachment).toEqual({ version: 1, name: 'Émile 🚀', description: 'a description\nwith lines' });
    const json = transactionToJSON(tx);
    expect(json['attachment']).toMatchObject({ 'version.AccountInfo': 1, name: 'Émile 🚀', description: 'a description\nwith lines' });
    expect(transactionFromJSON(json, TEST_REGISTRY).id).toBe(tx.id);
  });

  it('charges 1 coin, plus 2 coins per started 32 bytes of name + description beyond the first 32', () => {
    expect(accountInfoFeeMTA('', '')).toBe(ONE_COIN);
    expect(accountInfoFeeMTA('x'.repeat(16), 'y'.repeat(16))).toBe(ONE_COIN);
    expect(accountInfoFeeMTA('x'.repeat(16), 'y'.repeat(17))).toBe(3n * ONE_COIN);
    expect(accountInfoFeeMTA('', 'y'.repeat(64))).toBe(3n * ONE_COIN);
    expect(accountInfoFeeMTA('', 'y'.repeat(65))).toBe(5n * ONE_COIN);
    // Bytes of UTF-8, not characters: 11 three-byte characters are 33 bytes.
    expect(accountInfoFeeMTA('€'.repeat(11), '')).toBe(3n * ONE_COIN);
    expect(minimumFeeMTA(accountInfoTx(registry, at, 'n', 'd'.repeat(100)), params)).toBe(7n * ONE_COIN);
    const low = rejection(() => stateless(info('n', 'd'.repeat(100), 6n * ONE_COIN)));
    expect(low).toMatchObject({ rejectReason: TxRejectReason.FEE_TOO_LOW, param: 'feeMTA' });
  });

  it(`limits the name to ${MAX_ACCOUNT_NAME_CHARACTERS} characters and the description to ${MAX_ACCOUNT_DESCRIPTION_BYTES} bytes`, () => {
    expect(() => stateless(info('🚀'.repeat(100), 'd'.repeat(1000)))).not.toThrow();
    expect(rejection(() => stateless(info('n'.repeat(101), '')))).toMatchObject({ rejectReason: TxRejectReason.INVALID_ATTACHMENT, param: 'name', code: 7 });
    expect(rejection(() => stateless(info('', 'd'.repeat(1001))))).toMatchObject({ param: 'description', code: 7 });
    // 334 three-byte characters are 1002 bytes.
    expect(rejection(() => stateless(info('', '€'.repeat(334))))).toMatchObject({ param: 'description' });
  });

  it('refuses text that has no UTF-8 form: bad bytes, lone surrogates in JSON', () => {
    const bytes = info('ab', '').bytes();
    // The attachment: version 1, name length 2 (u16 LE), 'a', 'b', description length 0.
    const name = Buffer.from(bytes).indexOf(Buffer.from([1, 2, 0, 0x61, 0x62, 0, 0]));
    expect(name).toBeGreaterThan(0);
    bytes[name + 3] = 0xff;
    expect(() => Transaction.fromBytes(bytes, TEST_REGISTRY)).toThrow(/UTF-8/);
    const json = transactionToJSON(info('ab', ''));
    (json['attachment'] as Record<string, unknown>)['name'] = 'a\ud800';
    expect(() => transactionFromJSON(json, TEST_REGISTRY)).toThrow(/name/);
  });

  it('has no recipient and carries no amount', () => {
    expect(TEST_REGISTRY.get(1, 5)).toMatchObject({ name: 'AccountInfo', canHaveRecipient: false });
  });
});

describe('effective-balance leasing (4/0)', () => {
  const lease = (period: number, to = idOf('devnet-2'), p = { ...at }) => leaseTx(registry, p, to, period);

  it('round-trips its period through bytes and JSON', () => {
    const tx = lease(1440);
    expect(Transaction.fromBytes(tx.bytes(), TEST_REGISTRY).attachment).toEqual({ version: 1, period: 1440 });
    const json = transactionToJSON(tx);
    expect(json['attachment']).toMatchObject({ 'version.EffectiveBalanceLeasing': 1, period: 1440 });
    expect(transactionFromJSON(json, TEST_REGISTRY).id).toBe(tx.id);
    expect(minimumFeeMTA(tx, params)).toBe(ONE_COIN);
  });

  it('refuses leasing to yourself, naming recipient', () => {
    expect(rejection(() => stateless(lease(10, idOf('devnet-1'))))).toMatchObject({ rejectReason: TxRejectReason.INVALID_RECIPIENT, param: 'recipient', code: 7 });
  });

  it('takes periods from the network minimum to 65535 (devnet 2, mainnet 1440)', () => {
    expect(() => stateless(lease(2))).not.toThrow();
    expect(() => stateless(lease(65535))).not.toThrow();
    expect(rejection(() => stateless(lease(1)))).toMatchObject({ rejectReason: TxRejectReason.INVALID_ATTACHMENT, param: 'period', code: 7 });
    const mainnet = mainnetParams();
    expect([mainnet.leasingDelay, mainnet.minLeasingPeriod]).toEqual([1440, 1440]);
    expect([params.leasingDelay, params.minLeasingPeriod]).toEqual([3, 2]);
    expect(rejection(() => stateless(lease(1439), mainnet))).toMatchObject({ param: 'period' });
    expect(() => stateless(lease(1440), mainnet)).not.toThrow();
  });

  it('must have a recipient and no amount', () => {
    const tx = lease(10);
    const paid = new Transaction({ ...tx, amountMTA: 5n, signature: null }, TEST_REGISTRY);
    expect(rejection(() => effectiveBalanceLeasingStateless(paid))).toMatchObject({ param: 'amountMTA' });
    const none = new Transaction({ ...tx, recipientId: 0n, signature: null }, TEST_REGISTRY);
    expect(rejection(() => stateless(none.withSignature(new Uint8Array(64))))).toMatchObject({ param: 'recipient' });
  });
});

function effectiveBalanceLeasingStateless(tx: Transaction): void {
  tx.txType.validateStateless(tx, params);
}

describe('the lease record', () => {
  it('round-trips current, running, next and requests; refuses a running lease without a current one', () => {
    const full: AccountLease = {
      current: { lessee: 2n ** 64n - 1n, from: 10, to: 1_000_000 },
      active: true,
      next: { lessee: 7n, from: 1_000_000, to: 1_065_535 },
      requests: [{ lessee: 9n, period: 65535 }],
    };
    expect(decodeLease(encodeLease(full), 1n)).toEqual(full);
    const queued: AccountLease = { current: null, active: false, next: null, requests: [{ lessee: 3n, period: 2 }] };
    expect(decodeLease(encodeLease(queued), 1n)).toEqual(queued);
    expect(() => encodeLease({ ...queued, active: true })).toThrow(/running lease/);
    expect(() => decodeLease(Uint8Array.of(2, 0), 1n)).toThrow(/bad flags/);
  });
});

describe('the effective-balance hook', () => {
  const C = ONE_COIN;
  const account = (id: bigint, history: Array<[number, bigint]>) => ({ id, publicKey: null, balanceMTA: history.at(-1)![1], forgedBalanceMTA: 0n, creationHeight: 0, balanceHistory: history });
  /** A committed state of three accounts: 5 (2000 coins), 7 (lends to 5; its balance dipped
   * to 3000 coins at height 95), 8 (1500 coins). */
  function stateWith(leases: Record<string, unknown>): StateReader {
    const records: Record<string, unknown> = {
      'accounts:5': account(5n, [[0, 2000n * C]]),
      'accounts:7': account(7n, [[0, 5000n * C], [95, 3000n * C], [99, 4000n * C]]),
      'accounts:8': account(8n, [[0, 1500n * C]]),
      ...leases,
    };
    // Only what the hook reads: records by table and key, and the running-lease index.
    const get = (table: { name: string }, key: unknown) => records[`${table.name}:${key}`];
    const scan = (table: { name: string }, index: string, opts?: { prefix?: readonly unknown[] }) =>
      Object.entries(records)
        .filter(([k, v]) => k.startsWith(`${table.name}:`) && index === 'runningByLessee' && (v as { active: boolean }).active && (v as { current: { lessee: bigint } }).current.lessee === opts?.prefix?.[0])
        .map(([k, v]) => [BigInt(k.split(':')[1]!), v] as const);
    return { get: get as StateReader['get'], scan: scan as StateReader['scan'] };
  }
  const running = (lessee: bigint) => ({ current: { lessee, from: 90, to: 200 }, active: true, next: null, requests: [] });
  const window = { ...params, guaranteedBalanceConfirmations: 10 };

  it('is composed by ChainRules: own guaranteed balance, plus what lessors lend, then the minimum forging balance', () => {
    expect(TEST_RULES.capabilities.map((c) => c.name)).toContain('accounts');
    expect(accounts.effectiveBalance).toBeDefined();
    const none = stateWith({});
    expect(TEST_RULES.effectiveBalanceCoins(none, 5n, 100, window)).toBe(2000n);
    expect(TEST_RULES.effectiveBalanceCoins(none, 7n, 100, window)).toBe(3000n);
    const leased = stateWith({ 'accountLeases:7': running(5n) });
    // 7 lends its lowest balance of heights 90..100 (3000 coins), not its 4000 now.
    expect(TEST_RULES.effectiveBalanceCoins(leased, 5n, 100, window)).toBe(5000n);
    expect(TEST_RULES.effectiveBalanceCoins(leased, 7n, 100, window)).toBe(0n);
    // A lease not yet running moves nothing.
    const scheduled = stateWith({ 'accountLeases:7': { ...running(5n), active: false } });
    expect(TEST_RULES.effectiveBalanceCoins(scheduled, 5n, 100, window)).toBe(2000n);
    expect(TEST_RULES.effectiveBalanceCoins(scheduled, 7n, 100, window)).toBe(3000n);
  });

  it('a lessee below the minimum forging balance forges once leases lift it over; a lessor leasing out keeps what it receives', () => {
    const tooSmall = { ...params, minForgingBalanceMTA: 2000n * C };
    const alone = stateWith({});
    expect(TEST_RULES.effectiveBalanceCoins(alone, 8n, 100, tooSmall)).toBe(0n);
    const lifted = stateWith({ 'accountLeases:7': running(8n) });
    expect(TEST_RULES.effectiveBalanceCoins(lifted, 8n, 100, { ...tooSmall, guaranteedBalanceConfirmations: 10 })).toBe(4500n);
    // 5 leases its 2000 to 8 while 7 leases to 5: 5 forges with 7's 3000 only.
    const both = stateWith({ 'accountLeases:7': running(5n), 'accountLeases:5': running(8n) });
    expect(TEST_RULES.effectiveBalanceCoins(both, 5n, 100, window)).toBe(3000n);
    expect(TEST_RULES.effectiveBalanceCoins(both, 8n, 100, window)).toBe(3500n);
  });
});
