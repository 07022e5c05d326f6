// The MESSAGES operations (and the encryption utilities), registered by the messages capability.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { sendMessage } from './sendMessage.js';
import { decryptFrom } from './decryptFrom.js';
import { encryptTo } from './encryptTo.js';
import { readMessage } from './readMessage.js';
import { getPrunableMessage } from './getPrunableMessage.js';
import { getPrunableMessages } from './getPrunableMessages.js';
import { getAllPrunableMessages } from './getAllPrunableMessages.js';

export const MESSAGE_HANDLERS: HandlerTable<NodeApiContext> = {
  sendMessage,
  encryptTo,
  decryptFrom,
  readMessage,
  getPrunableMessage,
  getPrunableMessages,
  getAllPrunableMessages,
};
