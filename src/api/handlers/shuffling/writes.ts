// The transaction-creating SHUFFLING operations (index.ts registers them with the reads).
import { shufflingCreate } from './shufflingCreate.js';
import { shufflingRegister } from './shufflingRegister.js';
import { shufflingProcess } from './shufflingProcess.js';
import { shufflingVerify } from './shufflingVerify.js';
import { shufflingCancel } from './shufflingCancel.js';

export const SHUFFLING_WRITE_HANDLERS = [shufflingCreate, shufflingRegister, shufflingProcess, shufflingVerify, shufflingCancel] as const;
