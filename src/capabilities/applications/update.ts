// Application update (10/1): the developer (the registering account) replaces the description,
// the url or the version of its application, or retires it (retire), or both at once (the
// changes are made, then it is retired). Only the developer may; a retired application cannot be
// updated (nor retired again). The name never changes. An update that changes nothing is
// refused. A pending retirement marks the application retired in the pool's pending state, so
// later updates are refused at once. Fee: 1 coin.
//
// Attachment (version 1): u64 application, u8 flags (1 retire, 2 description, 4 url, 8 version),
// then for each flag 2, 4, 8 set, in that order, a u16 byte length and UTF-8. A url or version
// given is not empty (they can be replaced, not removed). JSON: application (id string), retire
// (boolean), and description, url, appVersion when given.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter, TxRejectReason } from '../../domain/errors.js';
import { parseUnsignedId } from '../../domain/ids.js';
import {
  APPLICATION_RETIRED,
  applicationType,
  descriptionProblem,
  NOT_APPLICATION_DEVELOPER,
  OWNER,
  readText,
  refuse,
  refuseNow,
  requireApplication,
  textFromJSON,
  urlProblem,
  versionProblem,
  writeText,
} from './checks.js';
import { APPLICATIONS } from './tables.js';
import type { Application } from './records.js';

export interface ApplicationUpdateAttachment extends Attachment {
  readonly application: bigint;
  readonly retire: boolean;
  /** Absent: unchanged. */
  readonly description?: string;
  readonly url?: string;
  readonly appVersion?: string;
}

const NAME = 'ApplicationUpdate';
const RETIRE = 1;
const DESCRIPTION = 2;
const URL_FLAG = 4;
const VERSION = 8;

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported ${NAME} attachment version ${version}`, 'attachment');
}

/** Why an update is refused anywhere (undefined: fine); the API asks it first. */
export function updateProblem(a: Omit<ApplicationUpdateAttachment, 'version'>): { param: string; description: string } | undefined {
  if (a.application === 0n) return { param: 'application', description: 'application is required' };
  if (!a.retire && a.description === undefined && a.url === undefined && a.appVersion === undefined) {
    return { param: 'application', description: 'an update gives description, url, version or retire' };
  }
  const checks: Array<[string, string | undefined]> = [
    ['description', a.description === undefined ? undefined : descriptionProblem(a.description)],
    ['url', a.url === undefined ? undefined : a.url === '' ? 'url must not be empty' : urlProblem(a.url)],
    ['version', a.appVersion === undefined ? undefined : a.appVersion === '' ? 'version must not be empty' : versionProblem(a.appVersion)],
  ];
  for (const [param, problem] of checks) if (problem !== undefined) return { param, description: problem };
  return undefined;
}

/** The application after the update (at `height`). */
export function updated(app: Application, a: ApplicationUpdateAttachment, height: number): Application {
  return {
    ...app,
    ...(a.description !== undefined ? { description: a.description } : {}),
    ...(a.url !== undefined ? { url: a.url } : {}),
    ...(a.appVersion !== undefined ? { version: a.appVersion } : {}),
    retired: a.retire,
    updateHeight: height,
  };
}

export const applicationUpdate: TransactionType<ApplicationUpdateAttachment> = Object.freeze({
  ...applicationType(1, NAME),
  parseAttachment(r: ByteReader, version: number): ApplicationUpdateAttachment {
    checkVersion(version);
    const application = r.u64();
    const flags = r.u8();
    if ((flags & ~(RETIRE | DESCRIPTION | URL_FLAG | VERSION)) !== 0) throw invalidParameter(`unknown ${NAME} flags ${flags}`, 'attachment');
    return {
      version,
      application,
      retire: (flags & RETIRE) !== 0,
      ...(flags & DESCRIPTION ? { description: readText(r, 'description') } : {}),
      ...(flags & URL_FLAG ? { url: readText(r, 'url') } : {}),
      ...(flags & VERSION ? { appVersion: readText(r, 'version') } : {}),
    };
  },
  writeAttachment(w: ByteWriter, a: ApplicationUpdateAttachment): void {
    const flags = (a.retire ? RETIRE : 0) | (a.description !== undefined ? DESCRIPTION : 0) | (a.url !== undefined ? URL_FLAG : 0) | (a.appVersion !== undefined ? VERSION : 0);
    w.u64(a.application).u8(flags);
    if (a.description !== undefined) writeText(w, a.description, 'description');
    if (a.url !== undefined) writeText(w, a.url, 'url');
    if (a.appVersion !== undefined) writeText(w, a.appVersion, 'version');
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ApplicationUpdateAttachment {
    checkVersion(version);
    const id = json['application'];
    if (typeof id !== 'string') throw invalidParameter('application must be a decimal id string', 'application');
    const retire = json['retire'] ?? false;
    if (typeof retire !== 'boolean') throw invalidParameter('retire must be true or false', 'retire');
    const optional = (field: string): string | undefined => (json[field] === undefined ? undefined : textFromJSON(json, field));
    const description = optional('description');
    const url = optional('url');
    const appVersion = optional('appVersion');
    return {
      version,
      application: parseUnsignedId(id, 'application'),
      retire,
      ...(description !== undefined ? { description } : {}),
      ...(url !== undefined ? { url } : {}),
      ...(appVersion !== undefined ? { appVersion } : {}),
    };
  },
  attachmentToJSON(a: ApplicationUpdateAttachment): Record<string, unknown> {
    return {
      application: a.application.toString(),
      retire: a.retire,
      ...(a.description !== undefined ? { description: a.description } : {}),
      ...(a.url !== undefined ? { url: a.url } : {}),
      ...(a.appVersion !== undefined ? { appVersion: a.appVersion } : {}),
    };
  },
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, applicationUpdate);
    if (tx.amountMTA !== 0n) refuse('an application update carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
    const problem = updateProblem(a);
    if (problem) refuse(problem.description, problem.param);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, applicationUpdate);
    const app = requireApplication(state, a.application);
    if (tx.senderId !== app.developer) refuseNow('only the developer may update or retire the application', 'application', TxRejectReason.INVALID_ATTACHMENT, NOT_APPLICATION_DEVELOPER);
    if (app.retired) refuseNow('the application is retired', 'application', TxRejectReason.INVALID_ATTACHMENT, APPLICATION_RETIRED);
  },
  /** A pending retirement marks the application retired in the pool's pending state. */
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, applicationUpdate);
    const app = state.get(APPLICATIONS, a.application);
    if (a.retire && app !== undefined) state.put(APPLICATIONS, a.application, { ...app, retired: true });
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, applicationUpdate);
    const app = requireApplication(state, a.application);
    state.put(APPLICATIONS, a.application, updated(app, a, state.height));
    state.emit({ capability: OWNER, name: a.retire ? 'retired' : 'updated', transactionId: tx.id, attributes: { application: a.application, developer: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
