// The CONTRACTS operations, registered by the contracts capability (getContractRunnerStatus asks
// the contract executor actor).
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { uploadContractFile } from './uploadContractFile.js';
import { downloadContractFile } from './downloadContractFile.js';
import { setContractReference } from './setContractReference.js';
import { getContractReferences } from './getContractReferences.js';
import { deleteContractReference } from './deleteContractReference.js';
import { verifyContract } from './verifyContract.js';
import { callContract } from './callContract.js';
import { queryContract } from './queryContract.js';
import { getContract } from './getContract.js';
import { getContracts } from './getContracts.js';
import { getContractState } from './getContractState.js';
import { getContractEvents } from './getContractEvents.js';
import { getContractCall } from './getContractCall.js';
import { getContractRunnerStatus } from './getContractRunnerStatus.js';

export const CONTRACT_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries(
  [
    uploadContractFile,
    downloadContractFile,
    setContractReference,
    getContractReferences,
    deleteContractReference,
    verifyContract,
    callContract,
    queryContract,
    getContract,
    getContracts,
    getContractState,
    getContractEvents,
    getContractCall,
    getContractRunnerStatus,
  ].map((h) => [h.requestType, h]),
);
