// The state of one remote peer as a pure XState v5 statechart. No I/O and no clock reads: every
// event carries its own timestamp (`at`, ms since the Unix epoch) so the owner decides what time it
// is, and the only timer (the end of a blacklisting) is the named delay `blacklistPeriod`, which
// tests drive with XState's SimulatedClock.
//
// States and the Nxt-family numbers reported to operators (see `peerStateCode`):
//   NON_CONNECTED            -> 0  never connected, or released from a blacklist
//   CONNECTED.handshaking    -> 0  transport up, the peer has not introduced itself yet; like the
//                                  older nodes, a peer only counts as CONNECTED once it has
//   CONNECTED.introduced     -> 1  hello exchanged, same network
//   DISCONNECTED             -> 2
//   BLACKLISTED              -> 2  with `blacklisted: true` (the network hangs up on entry)
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** What a peer says about itself in its hello (the chain-independent part of it). */
export interface PeerDescription {
  readonly application: string;
  readonly version: string;
  readonly platform: string;
  readonly shareAddress: boolean;
  /** `host:port`, or '' when the peer announces none. */
  readonly announcedAddress: string;
  readonly apiPort: number;
  readonly apiSSLPort: number;
  readonly blockchainState: string;
  readonly services: readonly string[];
  readonly cumulativeDifficulty: bigint;
}

export interface PenaltyRecord {
  readonly at: number;
  readonly points: number;
  readonly reason: string;
}

export interface PeerContext {
  readonly threshold: number;
  readonly blacklistPeriodMs: number;
  readonly maxPenaltyRecords: number;
  /** Misbehaviour points collected since the peer was last released from a blacklist. */
  score: number;
  /** The most recent penalties, newest last: lets an operator see why a peer was dropped. */
  lastPenalties: PenaltyRecord[];
  blacklistCause: string | null;
  blacklistedAt: number | null;
  blacklistedUntil: number | null;
  downloadedVolume: number;
  uploadedVolume: number;
  lastUpdated: number;
  lastConnectAttempt: number;
  inbound: boolean;
  info: PeerDescription | null;
}

export type PeerEvent =
  | { type: 'CONNECT_ATTEMPT'; at: number }
  | { type: 'CONNECTED'; inbound: boolean; at: number }
  | { type: 'HANDSHAKE_OK'; info: PeerDescription; at: number }
  | { type: 'DISCONNECTED'; at: number }
  | { type: 'MISBEHAVED'; points: number; reason: string; at: number }
  | { type: 'BLACKLIST'; reason: string; at: number }
  | { type: 'UNBLACKLIST'; at: number }
  | { type: 'TRAFFIC'; downloaded: number; uploaded: number; at: number }
  /** The operator changed the blacklist period: it applies from the next blacklisting (one in
   * progress keeps the end it was given). */
  | { type: 'SET_BLACKLIST_PERIOD'; ms: number };

export interface PeerMachineInput {
  /** Score at which a peer is blacklisted. */
  threshold: number;
  blacklistPeriodMs: number;
  /** How many penalties to remember (default 10). */
  maxPenaltyRecords?: number;
}

export const PEER_STATE = { NON_CONNECTED: 0, CONNECTED: 1, DISCONNECTED: 2 } as const;
export type PeerStateCode = (typeof PEER_STATE)[keyof typeof PEER_STATE];

function withPenalty(context: PeerContext, record: PenaltyRecord): PenaltyRecord[] {
  const list = [...context.lastPenalties, record];
  return list.length > context.maxPenaltyRecords ? list.slice(list.length - context.maxPenaltyRecords) : list;
}

export const peerMachine = setup({
  types: {} as { context: PeerContext; events: PeerEvent; input: PeerMachineInput },
  delays: {
    blacklistPeriod: ({ context }) => context.blacklistPeriodMs,
  },
  guards: {
    crossesThreshold: ({ context, event }) =>
      event.type === 'MISBEHAVED' && context.score + event.points >= context.threshold,
  },
  actions: {
    recordPenalty: assign(({ context, event }) => {
      if (event.type !== 'MISBEHAVED') return {};
      const points = Math.max(0, event.points);
      return {
        score: context.score + points,
        lastPenalties: withPenalty(context, { at: event.at, points, reason: event.reason }),
      };
    }),
    causeFromScore: assign(({ context, event }) => {
      if (event.type !== 'MISBEHAVED') return {};
      return {
        blacklistCause: `score ${context.score} reached threshold ${context.threshold}; last: ${event.reason}`,
        blacklistedAt: event.at,
        blacklistedUntil: event.at + context.blacklistPeriodMs,
      };
    }),
    causeFromEvent: assign(({ context, event }) => {
      if (event.type !== 'BLACKLIST') return {};
      return {
        blacklistCause: event.reason,
        blacklistedAt: event.at,
        blacklistedUntil: event.at + context.blacklistPeriodMs,
        lastPenalties: withPenalty(context, { at: event.at, points: 0, reason: `blacklisted: ${event.reason}` }),
      };
    }),
    release: assign({ score: 0, blacklistCause: null, blacklistedAt: null, blacklistedUntil: null }),
    markConnected: assign(({ event }) => (event.type === 'CONNECTED' ? { inbound: event.inbound, lastUpdated: event.at } : {})),
    storeInfo: assign(({ event }) => (event.type === 'HANDSHAKE_OK' ? { info: event.info, lastUpdated: event.at } : {})),
    touch: assign(({ event }) => ('at' in event ? { lastUpdated: event.at } : {})),
    countTraffic: assign(({ context, event }) => {
      if (event.type !== 'TRAFFIC') return {};
      return {
        downloadedVolume: context.downloadedVolume + event.downloaded,
        uploadedVolume: context.uploadedVolume + event.uploaded,
        lastUpdated: event.at,
      };
    }),
    noteAttempt: assign(({ event }) => (event.type === 'CONNECT_ATTEMPT' ? { lastConnectAttempt: event.at } : {})),
    setBlacklistPeriod: assign(({ event }) => (event.type === 'SET_BLACKLIST_PERIOD' ? { blacklistPeriodMs: event.ms } : {})),
  },
}).createMachine({
  id: 'peer',
  initial: 'NON_CONNECTED',
  context: ({ input }) => ({
    threshold: input.threshold,
    blacklistPeriodMs: input.blacklistPeriodMs,
    maxPenaltyRecords: input.maxPenaltyRecords ?? 10,
    score: 0,
    lastPenalties: [],
    blacklistCause: null,
    blacklistedAt: null,
    blacklistedUntil: null,
    downloadedVolume: 0,
    uploadedVolume: 0,
    lastUpdated: 0,
    lastConnectAttempt: 0,
    inbound: false,
    info: null,
  }),
  on: {
    TRAFFIC: { actions: 'countTraffic' },
    CONNECT_ATTEMPT: { actions: 'noteAttempt' },
    SET_BLACKLIST_PERIOD: { actions: 'setBlacklistPeriod' },
    MISBEHAVED: [
      { guard: 'crossesThreshold', target: '.BLACKLISTED', actions: ['recordPenalty', 'causeFromScore'] },
      { actions: 'recordPenalty' },
    ],
    BLACKLIST: { target: '.BLACKLISTED', reenter: true, actions: 'causeFromEvent' },
  },
  states: {
    NON_CONNECTED: {
      on: { CONNECTED: { target: 'CONNECTED', actions: 'markConnected' } },
    },
    CONNECTED: {
      initial: 'handshaking',
      on: { DISCONNECTED: { target: 'DISCONNECTED', actions: 'touch' } },
      states: {
        handshaking: {
          on: { HANDSHAKE_OK: { target: 'introduced', actions: 'storeInfo' } },
        },
        introduced: {
          // A repeated hello (second connection, refresh) updates what we know.
          on: { HANDSHAKE_OK: { actions: 'storeInfo' } },
        },
      },
    },
    DISCONNECTED: {
      on: { CONNECTED: { target: 'CONNECTED', actions: 'markConnected' } },
    },
    BLACKLISTED: {
      after: { blacklistPeriod: { target: 'NON_CONNECTED', actions: 'release' } },
      on: {
        // Further bad behaviour is remembered but cannot re-trigger the threshold transition.
        MISBEHAVED: { actions: 'recordPenalty' },
        UNBLACKLIST: { target: 'NON_CONNECTED', actions: 'release' },
        // The network refuses these while blacklisted; a late event must not revive the peer.
        CONNECTED: {},
        HANDSHAKE_OK: {},
        DISCONNECTED: {},
      },
    },
  },
});

export type PeerSnapshot = SnapshotFrom<typeof peerMachine>;

// The state tests below read the state value itself: it is a top-level state's name, or
// `{ CONNECTED: 'handshaking' | 'introduced' }`. The same answers as `snapshot.matches(...)`,
// which parses its argument into a state value on every call (these run for every message a
// peer sends or is sent: a profile of the simulation showed `matches` among its allocators).
type PeerStateValue = string | { readonly CONNECTED?: string };

export function isBlacklisted(snapshot: PeerSnapshot): boolean {
  return (snapshot.value as PeerStateValue) === 'BLACKLISTED';
}

export function isIntroduced(snapshot: PeerSnapshot): boolean {
  const value = snapshot.value as PeerStateValue;
  return typeof value === 'object' && value.CONNECTED === 'introduced';
}

export function isConnected(snapshot: PeerSnapshot): boolean {
  const value = snapshot.value as PeerStateValue;
  return typeof value === 'object' && value.CONNECTED !== undefined;
}

/** The Nxt-family state number of a peer (see the mapping at the top of this file). */
export function peerStateCode(snapshot: PeerSnapshot): PeerStateCode {
  if (isIntroduced(snapshot)) return PEER_STATE.CONNECTED;
  const value = snapshot.value as PeerStateValue;
  if (value === 'DISCONNECTED' || value === 'BLACKLISTED') return PEER_STATE.DISCONNECTED;
  return PEER_STATE.NON_CONNECTED;
}
