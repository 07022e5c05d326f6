// The actor framework's public surface (one import for node.ts and the chain actors).
export { SystemId, SYSTEM_IDS, isSystemId, type SystemIdType } from './system-ids.js';
export * from './errors.js';
export * from './protocol.js';
export {
  createServiceMachine,
  detached,
  fromHandler,
  fromHandlers,
  handlerContext,
  actorName,
  isServiceSnapshot,
  serviceStats,
  ServiceControl,
  TASK_RUN,
  TASK_DONE,
  TASK_FAILED,
  type ChildSpec,
  type HandleInput,
  type HandleLogic,
  type LastError,
  type ServiceContext,
  type ServiceControlEvent,
  type ServiceEvent,
  type ServiceMachine,
  type ServiceMachineOptions,
  type ServiceRef,
  type ServiceSnapshot,
  type ServiceStats,
  type RecentEvent,
  type ServiceDescriber,
  type TaskRunEvent,
  type TaskResultEvent,
} from './service-actor.js';
export { ask, tell, DEFAULT_ASK_TIMEOUT_MS, type AskOptions, type MessagesOf, type ReplyOf, type UntypedMessage } from './ask.js';
export {
  createNodeSystem,
  type ActorEntry,
  type NodeSystem,
  type NodeSystemOptions,
  type NodeSystemStatus,
  type StopOptions,
} from './system.js';
export { describeService, queuedTypeCounts } from './service-stats.js';
export {
  ActorInspector,
  createInspector,
  summarizeActor,
  SUMMARY_FIELDS,
  type ActorDebugInfo,
  type ActorSummary,
  type InFlightView,
  type RecentEventView,
  type ChildSource,
  type DebugError,
  type InspectorOptions,
  type MachineDebugInfo,
} from './inspector.js';
export { toJsonSafe, type JsonSafeOptions, type JsonValue } from './json-safe.js';
