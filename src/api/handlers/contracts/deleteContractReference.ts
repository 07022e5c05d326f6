// deleteContractReference: a ContractReferenceDelete (8/3). Rules: src/capabilities/contracts/references.ts.
import { contractReferenceDelete } from '../../../capabilities/contracts/references.js';
import { ApiTag } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';

export const deleteContractReference = typedWrite({
  requestType: 'deleteContractReference',
  tag: ApiTag.CONTRACTS,
  type: contractReferenceDelete,
  version: 0,
  description:
    'Deletes the sender\'s contract reference: calls sent to the account no longer reach a contract. The contract and its storage stay. No reference: errorCode 7 naming account. Minimum fee: 1 coin.',
  params: [],
  attachment: () => ({}),
});
