// The LOANS operations whose declared responses test/api/response-contract-loans.test.ts checks
// (response-contract.test.ts may leave them to it).
export const CHECKED_IN_LOANS: readonly string[] = ['publishLoanOffer', 'cancelLoanOffer', 'acceptLoan', 'repayLoan', 'getLoan', 'getLoanOffers', 'getAccountLoans'];
