// Application registration (10/0): the sender (the developer) registers an application; its id
// is this transaction's id. Names need not be unique (the id identifies an application). Fee:
// 1 coin. No recipient, no amount.
//
// Attachment (version 1): each a u16 byte length and UTF-8: name, description, url ('' none),
// version ('' none). JSON: name, description, url and version (both omitted when none).
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { attachmentOf, type TransactionType } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter, TxRejectReason } from '../../domain/errors.js';
import { applicationType, descriptionProblem, nameProblem, OWNER, readText, refuse, textFromJSON, urlProblem, versionProblem, writeText } from './checks.js';
import { APPLICATIONS } from './tables.js';

export interface ApplicationRegistrationAttachment extends Attachment {
  readonly name: string;
  readonly description: string;
  /** '' when none. */
  readonly url: string;
  /** '' when none. */
  readonly appVersion: string;
}

const NAME = 'ApplicationRegistration';

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported ${NAME} attachment version ${version}`, 'attachment');
}

/** Why a registration is refused anywhere (undefined: fine); the API asks it first. */
export function registrationProblem(a: Pick<ApplicationRegistrationAttachment, 'name' | 'description' | 'url' | 'appVersion'>): { param: string; description: string } | undefined {
  const checks: Array<[string, string | undefined]> = [
    ['name', nameProblem(a.name)],
    ['description', descriptionProblem(a.description)],
    ['url', urlProblem(a.url)],
    ['version', versionProblem(a.appVersion)],
  ];
  for (const [param, problem] of checks) if (problem !== undefined) return { param, description: problem };
  return undefined;
}

export const applicationRegistration: TransactionType<ApplicationRegistrationAttachment> = Object.freeze({
  ...applicationType(0, NAME),
  parseAttachment(r: ByteReader, version: number): ApplicationRegistrationAttachment {
    checkVersion(version);
    return { version, name: readText(r, 'name'), description: readText(r, 'description'), url: readText(r, 'url'), appVersion: readText(r, 'version') };
  },
  writeAttachment(w: ByteWriter, a: ApplicationRegistrationAttachment): void {
    writeText(w, a.name, 'name');
    writeText(w, a.description, 'description');
    writeText(w, a.url, 'url');
    writeText(w, a.appVersion, 'version');
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ApplicationRegistrationAttachment {
    checkVersion(version);
    return { version, name: textFromJSON(json, 'name'), description: textFromJSON(json, 'description'), url: textFromJSON(json, 'url', ''), appVersion: textFromJSON(json, 'appVersion', '') };
  },
  attachmentToJSON(a: ApplicationRegistrationAttachment): Record<string, unknown> {
    return { name: a.name, description: a.description, ...(a.url !== '' ? { url: a.url } : {}), ...(a.appVersion !== '' ? { appVersion: a.appVersion } : {}) };
  },
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, applicationRegistration);
    if (tx.amountMTA !== 0n) refuse('an application registration carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
    const problem = registrationProblem(a);
    if (problem) refuse(problem.description, problem.param);
  },
  validate(): void {},
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, applicationRegistration);
    state.put(APPLICATIONS, tx.id, {
      developer: tx.senderId,
      name: a.name,
      description: a.description,
      url: a.url,
      version: a.appVersion,
      timestamp: tx.timestamp,
      retired: false,
      height: state.height,
      updateHeight: state.height,
    });
    state.emit({ capability: OWNER, name: 'registered', transactionId: tx.id, attributes: { application: tx.id, developer: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
