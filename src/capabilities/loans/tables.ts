// The loans' tables (buckets 46-47; 48-49 reserved for loans; docs/storage.md, docs/loans.md).
// Where their indexes live (docs/architecture.md, "State"): loans' in memory with the whole table
// (not scanned by the rules: one record per offer, each paid for with its fee; the listings page
// over them); loanRepayments' on disk (persistIndexes), a history that grows with the chain and
// that only queries read.
//
// Record formats (the key is not repeated in the value):
//   loans           key: the offer's transaction id; u64 lender, u64 borrower, u8 principal kind,
//                   u64 principal id, varBig principalAmount, u8 interestType (0 FIXED, 1 BPS),
//                   varBig interestValue, varBig interest, varUint duration, u8 collateral kind,
//                   u64 collateral id, varBig collateralAmount, varUint expirationHeight,
//                   u8 state, varUint height, acceptedHeight, maturityHeight, varBig repaid,
//                   varUint closedHeight
//   loanRepayments  key: the repayment's transaction id; u64 loan, borrower, lender,
//                   varBig amount, varUint height, u32 timestamp
import { ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith } from '../../domain/state/pair-key.js';
import { HOLDING_TYPES, type HoldingRef } from '../../domain/holding-ref.js';
import { INTEREST_TYPES, LOAN_STATES, type Loan, type LoanRepaymentRecord } from './records.js';
import type { ByteReader } from '../../domain/state/record-bytes.js';

const kindOf = (h: HoldingRef): number => HOLDING_TYPES.indexOf(h.type);

function readRef(r: ByteReader): HoldingRef {
  const type = HOLDING_TYPES[r.u8()];
  if (type === undefined) throw new Error('bad holding kind in a loan record');
  return { type, id: r.u64() };
}

export const LOANS: Table<bigint, Loan> = defineTable<bigint, Loan>({
  name: 'loans',
  bucket: 46,
  key: u64Key,
  value: {
    encode: (l: Loan) =>
      new ByteWriter(96)
        .u64(l.lender)
        .u64(l.borrower)
        .u8(kindOf(l.principal))
        .u64(l.principal.id)
        .varBig(l.principalAmount)
        .u8(INTEREST_TYPES.indexOf(l.interestType))
        .varBig(l.interestValue)
        .varBig(l.interest)
        .varUint(l.duration)
        .u8(kindOf(l.collateral))
        .u64(l.collateral.id)
        .varBig(l.collateralAmount)
        .varUint(l.expirationHeight)
        .u8(LOAN_STATES.indexOf(l.state))
        .varUint(l.height)
        .varUint(l.acceptedHeight)
        .varUint(l.maturityHeight)
        .varBig(l.repaid)
        .varUint(l.closedHeight)
        .finish(),
    decode: (bytes: Uint8Array): Loan =>
      decodeWith(bytes, (r) => ({
        lender: r.u64(),
        borrower: r.u64(),
        principal: readRef(r),
        principalAmount: r.varBig(),
        interestType: INTEREST_TYPES[r.u8()]!,
        interestValue: r.varBig(),
        interest: r.varBig(),
        duration: r.varUint(),
        collateral: readRef(r),
        collateralAmount: r.varBig(),
        expirationHeight: r.varUint(),
        state: LOAN_STATES[r.u8()]!,
        height: r.varUint(),
        acceptedHeight: r.varUint(),
        maturityHeight: r.varUint(),
        repaid: r.varBig(),
        closedHeight: r.varUint(),
      })),
  },
  cache: 'all',
  indexes: [
    { name: 'byLender', entry: (l: Loan) => [l.lender, -l.height] },
    // A named borrower is listed from the offer on; an open offer to anyone is not.
    { name: 'byBorrower', entry: (l: Loan) => (l.borrower === 0n ? undefined : [l.borrower, -l.height]) },
    { name: 'byHolding', entry: (l: Loan) => [kindOf(l.principal), l.principal.id, -l.height] },
    { name: 'byState', entry: (l: Loan) => [LOAN_STATES.indexOf(l.state), -l.height] },
  ],
});

export const LOAN_REPAYMENTS: Table<bigint, LoanRepaymentRecord> = defineTable<bigint, LoanRepaymentRecord>({
  name: 'loanRepayments',
  bucket: 47,
  key: u64Key,
  value: {
    encode: (p: LoanRepaymentRecord) => new ByteWriter(48).u64(p.loan).u64(p.borrower).u64(p.lender).varBig(p.amount).varUint(p.height).u32(p.timestamp).finish(),
    decode: (bytes: Uint8Array): LoanRepaymentRecord =>
      decodeWith(bytes, (r) => ({ loan: r.u64(), borrower: r.u64(), lender: r.u64(), amount: r.varBig(), height: r.varUint(), timestamp: r.u32() })),
  },
  // History: written once per repayment (keyed by its transaction), only queries read it.
  cache: 256,
  persistIndexes: true,
  appendOnly: true,
  indexes: [{ name: 'byLoan', entry: (p: LoanRepaymentRecord) => [p.loan, p.height] }],
});

export const LOAN_TABLES = Object.freeze([LOANS, LOAN_REPAYMENTS]);
