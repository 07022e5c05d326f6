// What the application types share: their owner name (events), the limits, the error names, the
// text rules and the refusal helpers.
import type { StateReader } from '../../domain/state/state.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { APPLICATIONS } from './tables.js';
import type { Application } from './records.js';

/** The capability's name: the owner of its events. */
export const OWNER = 'applications';

/** Limits, in characters (Unicode code points). */
export const MAX_NAME_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_URL_LENGTH = 200;
export const MAX_VERSION_LENGTH = 32;

export const UNKNOWN_APPLICATION = 'UNKNOWN_APPLICATION';
export const NOT_APPLICATION_DEVELOPER = 'NOT_APPLICATION_DEVELOPER';
export const APPLICATION_RETIRED = 'APPLICATION_RETIRED';

export function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}

/** A refusal that depends on the state (another chain or a later height may accept it). */
export function refuseNow(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT, errorName?: string): never {
  throw stateRejection(reason, description, param, errorName);
}

/** The application, or UNKNOWN_APPLICATION (errorCode 7) naming `param`. */
export function requireApplication(state: StateReader, id: bigint, param = 'application'): Application {
  const a = state.get(APPLICATIONS, id);
  if (a === undefined) refuseNow(`unknown application ${id}`, param, TxRejectReason.INVALID_ATTACHMENT, UNKNOWN_APPLICATION);
  return a;
}

/** The fields both types share (type 10, their name as attachment name, tag APPLICATIONS; no
 * recipient). */
export function applicationType(subtype: number, name: string) {
  return { type: 10, subtype, name, attachmentName: name, tags: Object.freeze(['APPLICATIONS']), canHaveRecipient: false, mustHaveRecipient: false } as const;
}

// --- Text ------------------------------------------------------------------------------------

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const length = (s: string): number => [...s].length;

/** Why a name is refused (undefined: fine): 1..100 characters, no control characters, no
 * leading or trailing white space. */
export function nameProblem(name: string): string | undefined {
  if (length(name) < 1 || length(name) > MAX_NAME_LENGTH) return `name must be 1..${MAX_NAME_LENGTH} characters`;
  if (CONTROL.test(name) || LONE_SURROGATE.test(name)) return 'name must be printable text';
  if (name.trim() !== name) return 'name must not begin or end with white space';
  return undefined;
}

/** 1..1000 characters; new lines and tabs allowed, other control characters not. */
export function descriptionProblem(description: string): string | undefined {
  if (length(description) < 1 || length(description) > MAX_DESCRIPTION_LENGTH) return `description must be 1..${MAX_DESCRIPTION_LENGTH} characters`;
  if (CONTROL_BUT_NEWLINES.test(description) || LONE_SURROGATE.test(description)) return 'description must be text';
  return undefined;
}

/** '' (none) or an absolute http or https URL of at most 200 characters. */
export function urlProblem(url: string): string | undefined {
  if (url === '') return undefined;
  if (length(url) > MAX_URL_LENGTH) return `url must be at most ${MAX_URL_LENGTH} characters`;
  if (CONTROL.test(url) || /\s/.test(url) || LONE_SURROGATE.test(url)) return 'url must not contain white space or control characters';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url must be an absolute http or https URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'url must be an http or https URL';
  if (parsed.hostname === '') return 'url must name a host';
  return undefined;
}

/** '' (none) or at most 32 printable characters, no white space. */
export function versionProblem(version: string): string | undefined {
  if (version === '') return undefined;
  if (length(version) > MAX_VERSION_LENGTH) return `version must be at most ${MAX_VERSION_LENGTH} characters`;
  if (CONTROL.test(version) || /\s/.test(version) || LONE_SURROGATE.test(version)) return 'version must be printable text without white space';
  return undefined;
}

// --- Attachment strings: u16 byte length, UTF-8 ------------------------------------------------

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function readText(r: ByteReader, field: string): string {
  try {
    return strictUtf8.decode(r.bytes(r.u16()));
  } catch (e) {
    if (e instanceof TypeError) throw invalidParameter(`${field} is not valid UTF-8`, field);
    throw e;
  }
}

export function writeText(w: ByteWriter, value: string, field: string): void {
  const bytes = utf8.encode(value);
  if (bytes.length > 0xffff) throw invalidParameter(`${field} too long`, field);
  w.u16(bytes.length).bytes(bytes);
}

/** A string field of an attachment's JSON; `fallback` when absent (undefined: required). */
export function textFromJSON(json: Readonly<Record<string, unknown>>, field: string, fallback?: string): string {
  const v = json[field];
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string') throw invalidParameter(`${field} must be a string`, field);
  return v;
}
