// The events of a service actor (service-actor.ts): the control events that bypass its mailbox,
// and what tells a message from them.
import type { AnyActorLogic } from 'xstate';
import type { Envelope, Message } from './protocol.js';

// ---------------------------------------------------------------------------------------------
// Events

/** Control events understood by every service actor; they bypass the mailbox queue. */
export const ServiceControl = {
  drain: '@service.drain',
  spawn: '@service.spawn',
  stopChild: '@service.stopChild',
} as const;

export interface DrainEvent {
  readonly type: typeof ServiceControl.drain;
}
export interface SpawnChildEvent {
  readonly type: typeof ServiceControl.spawn;
  readonly id: string;
  readonly logic: AnyActorLogic;
  readonly input?: unknown;
}
export interface StopChildEvent {
  readonly type: typeof ServiceControl.stopChild;
  readonly id: string;
}
export type ServiceControlEvent = DrainEvent | SpawnChildEvent | StopChildEvent;
export type ServiceEvent<M extends Message> = Envelope<M> | ServiceControlEvent;

/** True for message types; XState's own events ('xstate.*') and control events ('@*') are not. */
export function isMessageType(type: string): boolean {
  return type.charCodeAt(0) !== 64 /* '@' */ && !type.startsWith('xstate.');
}
