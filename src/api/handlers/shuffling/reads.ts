// The SHUFFLING read operations (index.ts registers them with the writes).
import { getShuffling } from './getShuffling.js';
import { getShufflingParticipants } from './getShufflingParticipants.js';
import { getAllShufflings } from './getAllShufflings.js';
import { getAccountShufflings } from './getAccountShufflings.js';
import { getHoldingShufflings } from './getHoldingShufflings.js';
import { getAssignedShufflings } from './getAssignedShufflings.js';

export const SHUFFLING_READ_HANDLERS = [getShuffling, getShufflingParticipants, getAllShufflings, getAccountShufflings, getHoldingShufflings, getAssignedShufflings] as const;
