// setContractReference: a ContractReferenceSet (8/1). Rules: src/capabilities/contracts/references.ts.
import { contractReferenceSet } from '../../../capabilities/contracts/references.js';
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { keyPairFromSecret } from '../../../domain/crypto.js';
import { apiErrors } from '../../errors.js';
import { ApiTag } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';

export const setContractReference = typedWrite({
  requestType: 'setContractReference',
  tag: ApiTag.CONTRACTS,
  type: contractReferenceSet,
  description:
    'Points the sender\'s account at a contract: calls sent to the account run that contract (resolved when each call is applied). One reference per account; setting another replaces it, which is how a contract is upgraded for its callers. Storage belongs to the contract id: the new contract has its own. account must be the sender (errorCode 7 naming account); an unknown contract: errorCode 7 naming contract. Minimum fee: 1 coin.',
  params: [
    { name: 'account', type: 'account', required: true, description: 'The account to point: the sender\'s own.' },
    { name: 'contract', type: 'id', required: true, description: 'The contract it points at. Unknown: errorCode 7 naming contract.' },
  ],
  // The reference is the sender's own: naming another account is refused before anything is built.
  before(p) {
    // With pieces the sender is sharedPieceAccount (the pieces are checked against it when signing).
    const phrase = p['secretPhrase'] as string | undefined;
    const key = phrase !== undefined ? keyPairFromSecret(phrase).publicKey : (p['publicKey'] as Uint8Array | undefined);
    const sender = (p['sharedPieceAccount'] as bigint | undefined) ?? (key !== undefined ? accountIdFromPublicKey(key) : undefined);
    if (sender !== undefined && sender !== p.account) throw apiErrors.invalidParam('account', 'must be the sender\'s account');
  },
  attachment: (p) => ({ contract: p.contract }),
});
