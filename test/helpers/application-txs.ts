// Signed application transactions for tests that drive a node directly: the capability test and
// the state-digest generators.
import type { Node } from '../../src/node.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { applicationRegistration } from '../../src/capabilities/applications/registration.js';
import { applicationUpdate } from '../../src/capabilities/applications/update.js';
import { signedTx } from './signed-tx.js';

export interface ApplicationTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly feeMTA?: bigint;
  /** Added to the 1-coin fee (so equal transactions differ). */
  readonly extraFee?: bigint;
}

const fee = (p: ApplicationTxInput): bigint => p.feeMTA ?? ONE_COIN + (p.extraFee ?? 0n);

export interface RegistrationInput {
  readonly name: string;
  readonly description: string;
  readonly url?: string;
  readonly version?: string;
}

export function registerApplicationTx(node: Pick<Node, 'registry'>, p: ApplicationTxInput, a: RegistrationInput): Transaction {
  const attachment = { version: 1, name: a.name, description: a.description, url: a.url ?? '', appVersion: a.version ?? '' } as Attachment;
  return signedTx(node, applicationRegistration, attachment, { from: p.from, timestamp: p.timestamp, ecBlockId: p.ecBlockId, feeMTA: fee(p) });
}

export interface UpdateInput {
  readonly description?: string;
  readonly url?: string;
  readonly version?: string;
  readonly retire?: boolean;
}

export function updateApplicationTx(node: Pick<Node, 'registry'>, p: ApplicationTxInput, application: bigint, u: UpdateInput): Transaction {
  const attachment = {
    version: 1,
    application,
    retire: u.retire ?? false,
    ...(u.description !== undefined ? { description: u.description } : {}),
    ...(u.url !== undefined ? { url: u.url } : {}),
    ...(u.version !== undefined ? { appVersion: u.version } : {}),
  } as Attachment;
  return signedTx(node, applicationUpdate, attachment, { from: p.from, timestamp: p.timestamp, ecBlockId: p.ecBlockId, feeMTA: fee(p) });
}
