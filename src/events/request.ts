// What a client asks of a stream, read from an /events or /ws query string, the Last-Event-ID
// header, or a WebSocket subscribe message, and checked the way the API checks its parameters:
// anything wrong is an ApiError naming the parameter (errorCode 4, or 1 for a missing one).
import { apiErrors, type ApiError } from '../api/errors.js';
import { INT_MAX, parseAccountText } from '../api/params.js';
import type { EventFilter, StreamRequest, StreamStart } from './interface.js';

/** The inputs, each as the text values given (a query parameter may repeat). */
export interface RawStreamInput {
  readonly topics?: readonly string[];
  readonly account?: readonly string[];
  readonly lastEventId?: readonly string[];
  readonly fromHeight?: readonly string[];
  /** The Last-Event-ID header (EventSource sends it when it reconnects). */
  readonly lastEventIdHeader?: string;
}

export interface RequestLimits {
  /** Every topic a stream may name. */
  readonly topics: ReadonlySet<string>;
  readonly maxFilterAccounts: number;
}

/** Names a query string may use; any other is refused, so a misspelt filter is not ignored. */
export const STREAM_PARAMS = ['topics', 'account', 'lastEventId', 'fromHeight'] as const;

export function parseStreamRequest(input: RawStreamInput, limits: RequestLimits): StreamRequest {
  return { filter: parseFilter(input, limits), start: parseStart(input) };
}

/** Reads a query string into RawStreamInput; throws for a parameter it does not know. */
export function streamInputFromQuery(query: URLSearchParams, lastEventIdHeader?: string): RawStreamInput {
  for (const name of new Set(query.keys())) {
    if (!(STREAM_PARAMS as readonly string[]).includes(name)) throw apiErrors.invalidParam(name, `unknown parameter; a stream takes ${STREAM_PARAMS.join(', ')}`);
  }
  const values = (name: string) => (query.has(name) ? query.getAll(name) : undefined);
  const input: Record<string, unknown> = {};
  for (const name of STREAM_PARAMS) {
    const v = values(name);
    if (v !== undefined) input[name] = v;
  }
  if (lastEventIdHeader !== undefined) input['lastEventIdHeader'] = lastEventIdHeader;
  return input as RawStreamInput;
}

function parseFilter(input: RawStreamInput, limits: RequestLimits): EventFilter {
  return { topics: parseTopics(input.topics, limits.topics), accounts: parseAccounts(input.account, limits.maxFilterAccounts) };
}

/** Comma-separated or repeated; `prefix.*` names every topic under the prefix. */
function parseTopics(values: readonly string[] | undefined, known: ReadonlySet<string>): ReadonlySet<string> | undefined {
  if (values === undefined) return undefined;
  const names = splitList(values);
  if (names.length === 0) throw apiErrors.invalidParam('topics', 'name at least one topic, or leave topics out for all of them');
  const topics = new Set<string>();
  for (const name of names) {
    if (name.endsWith('.*')) {
      const prefix = name.slice(0, -1);
      const matched = [...known].filter((t) => t.startsWith(prefix));
      if (matched.length === 0) throw unknownTopic(name, known);
      for (const t of matched) topics.add(t);
    } else if (known.has(name)) {
      topics.add(name);
    } else {
      throw unknownTopic(name, known);
    }
  }
  return topics;
}

function unknownTopic(name: string, known: ReadonlySet<string>): ApiError {
  return apiErrors.invalidParam('topics', `unknown topic ${JSON.stringify(name)}; topics are ${[...known].join(', ')}`);
}

function parseAccounts(values: readonly string[] | undefined, max: number): ReadonlySet<bigint> | undefined {
  if (values === undefined) return undefined;
  const texts = splitList(values);
  if (texts.length === 0) throw apiErrors.invalidParam('account', 'name at least one account (id or RS address), or leave account out');
  if (texts.length > max) throw apiErrors.invalidParam('account', `at most ${max} accounts per stream`);
  return new Set(texts.map((t) => parseAccountText('account', t)));
}

/** Precedence: the Last-Event-ID header (the browser's latest position when it reconnects),
 * then lastEventId, then fromHeight. */
function parseStart(input: RawStreamInput): StreamStart {
  if (input.lastEventIdHeader !== undefined && input.lastEventIdHeader.trim() !== '') {
    return { kind: 'afterId', id: parseEventId('Last-Event-ID', input.lastEventIdHeader) };
  }
  const lastEventId = single('lastEventId', input.lastEventId);
  const fromHeight = single('fromHeight', input.fromHeight);
  if (lastEventId !== undefined && fromHeight !== undefined) throw apiErrors.invalidParam('fromHeight', 'give lastEventId or fromHeight, not both');
  if (lastEventId !== undefined) return { kind: 'afterId', id: parseEventId('lastEventId', lastEventId) };
  if (fromHeight !== undefined) return { kind: 'fromHeight', height: parseHeight(fromHeight) };
  return { kind: 'live' };
}

function parseEventId(param: string, text: string): number {
  const t = text.trim();
  const id = /^[0-9]{1,16}$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(id)) throw apiErrors.invalidParam(param, 'must be the id of an event (a whole number)');
  return id;
}

function parseHeight(text: string): number {
  const t = text.trim();
  const height = /^[0-9]{1,10}$/.test(t) ? Number(t) : NaN;
  if (!(height <= INT_MAX)) throw apiErrors.invalidParam('fromHeight', `must be a height from 0 to ${INT_MAX}`);
  return height;
}

function single(param: string, values: readonly string[] | undefined): string | undefined {
  if (values === undefined) return undefined;
  if (values.length > 1) throw apiErrors.invalidParam(param, 'give it once');
  return values[0];
}

function splitList(values: readonly string[]): string[] {
  return values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
}
