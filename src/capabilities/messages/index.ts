// Messages: the arbitrary-message transaction type, the PRUNABLE peer service (prunable data by
// full hash, and filling it into blocks from peers before they are checked), and the message and
// encryption operations. The appendix formats themselves are the chain core's (every transaction
// type can carry them: src/domain/appendix-codec.ts); so are the prunable lifetimes and pruning
// (src/chain/prunable.ts), which the store applies to every block.
import type { Capability, CapabilityActorEnv } from '../capability.js';
import type { Block } from '../../domain/block.js';
import { MESSAGE_HANDLERS } from '../../api/handlers/messages/index.js';
import { arbitraryMessage } from './arbitrary-message.js';
import { fillFromPeers, PRUNABLE_SERVICE, servePrunable } from './prunable-protocol.js';

export const messages: Capability = Object.freeze({
  name: 'messages',
  transactionTypes: Object.freeze([arbitraryMessage]),
  handlers: MESSAGE_HANDLERS,
  peerServices: Object.freeze([PRUNABLE_SERVICE]),
  peerProtocols: (env: CapabilityActorEnv) => ({ prunable: servePrunable(env) }),
  prepareBlock: (block: Block, env: CapabilityActorEnv) => fillFromPeers(block, env),
});
