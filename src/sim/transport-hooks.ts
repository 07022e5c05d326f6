// What a SimTransport lets the rest of the simulation plug in: a tap that sees every message
// (the campaign's per-fault counts, src/sim/campaign/link-tap.ts) and a hook over the answers a
// Byzantine node serves (src/sim/byzantine/answers.ts).
import type { NetworkErrorCode } from '../net/errors.js';
import type { AnyProtocolName } from '../net/interface.js';
import type { SimLinks } from './links.js';

/** An answer to a request, as it travels back. */
export type SimAnswer = { ok: true; payload: Uint8Array } | { ok: false; code: NetworkErrorCode; message: string };

export interface SendOptions {
  readonly reliable?: boolean;
  readonly onLost?: () => void;
}

/** Sees every message a transport sends and passes it on to the links. */
export interface LinkTap {
  send(links: SimLinks, a: string, b: string, what: string, deliver: () => void, opts: SendOptions): void;
  /** Whether it counts the messages of a>b now (only those need every delivery). */
  watching(a: string, b: string): boolean;
}

/** How a Byzantine node shapes an answer it serves: another answer, after a delay, or none at
 * all (null: the requester's timeout ends the request). */
export type AnswerHook = (protocol: AnyProtocolName, request: Uint8Array, honest: SimAnswer) => { answer: SimAnswer; delayMs: number } | null;
