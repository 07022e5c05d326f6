// The SHUFFLING operations whose declared responses response-contract-shuffling.test.ts checks
// against real answers (response-contract.test.ts may leave them to it).
export const CHECKED_IN_SHUFFLING: readonly string[] = [
  'shufflingCreate', 'shufflingRegister', 'shufflingProcess', 'shufflingVerify', 'shufflingCancel',
  'startShuffler', 'stopShuffler', 'getShufflers',
  'getShuffling', 'getShufflingParticipants', 'getAllShufflings', 'getAccountShufflings', 'getHoldingShufflings', 'getAssignedShufflings',
];
