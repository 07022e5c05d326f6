// The one table of actors in the node's actor system. Each actor is registered under its key as
// XState `systemId`; the order here is the start order (the blockchain first, since every other
// actor asks it things). Registering another actor is one more line here.

export const SystemId = {
  blockchain: 'blockchain',
  mempool: 'mempool',
  forger: 'forger',
  peerManager: 'peerManager',
  shuffler: 'shuffler',
  contractExecutor: 'contractExecutor',
} as const;

export type SystemIdType = (typeof SystemId)[keyof typeof SystemId];

/** All system ids in start order. */
export const SYSTEM_IDS: readonly SystemIdType[] = Object.values(SystemId);

export function isSystemId(value: string): value is SystemIdType {
  return (SYSTEM_IDS as readonly string[]).includes(value);
}
