// dividendPayment: a dividend payment (type 2, subtype 7): the issuer pays amountMTAPerQNT for
// every QNT held at the end of block `height` by every account but its own. Rules:
// src/capabilities/totems/dividend.ts.
import { dividendHeights, dividendPayment as dividendType, dividendShares, type DividendAttachment } from '../../../capabilities/totems/dividend.js';
import { DIVIDEND_WINDOW } from '../../../capabilities/totems/holdings.js';
import { MAX_LONG } from '../../../domain/constants.js';
import { stateRejection, TxRejectReason } from '../../../domain/errors.js';
import type { Transaction } from '../../../domain/transaction.js';
import type { Totem } from '../../../capabilities/totems/records.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { requireTotem } from './render.js';
import { ONE_COIN_FEE, spendableBesidesFee, TOTEM_PARAM } from './write-common.js';

interface Request {
  readonly totem: bigint;
  readonly height: number;
  readonly amountMTAPerQNT: bigint;
}

/** The domain's checks (dividend.ts, plan and validate) in their order, against the state the
 * transaction would meet in the next block. */
async function checkDividend(ctx: NodeApiContext, tx: Transaction, totem: Totem, r: Request): Promise<void> {
  if (totem.issuer !== tx.senderId) throw apiErrors.invalidParam('totem', 'only the totem\'s issuer pays dividends');
  const { from, to } = dividendHeights((await ctx.blockchain.lastBlock()).height + 1);
  if (r.height < from || r.height > to) throw apiErrors.invalidParam('height', `must be ${from}..${to} (the last block or at most ${DIVIDEND_WINDOW} blocks below it)`);
  if (r.height < totem.height) throw apiErrors.invalidParam('height', `the totem was issued at height ${totem.height}`);
  const shares = dividendShares(ctx.state, r.totem, totem.issuer, r.height);
  if (shares.length === 0) throw apiErrors.invalidParam('height', 'no account but the issuer held the totem at that height');
  const total = shares.reduce((sum, s) => sum + s.quantity, 0n) * r.amountMTAPerQNT;
  if (total > MAX_LONG) throw apiErrors.invalidParam('amountMTAPerQNT', 'the total dividend is out of range');
  const spendable = await spendableBesidesFee(ctx, tx.senderId, tx.feeMTA);
  if (spendable < total) {
    throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, `not enough funds: the dividend is ${total} MTA, the unconfirmed balance minus the fee ${spendable} MTA`, 'amountMTAPerQNT');
  }
}

export const dividendPayment = defineHandler({
  requestType: 'dividendPayment',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Pays a dividend on a totem: every account but the issuer that held units at the end of block height (units in open asks included) receives exactly its quantity in QNT x amountMTAPerQNT, from the issuer's coin. Only the issuer may pay (errorCode 7 naming totem); height must be between the totem's issuance and the last block, at most ${DIVIDEND_WINDOW} blocks below the last block, and some account other than the issuer must have held units then (otherwise errorCode 7 naming height); the total must fit in 2^63-1 MTA (errorCode 7 naming amountMTAPerQNT) and the issuer's unconfirmed balance minus the fee must cover it (errorCode 6 naming amountMTAPerQNT). Unknown totem: errorCode 7 naming totem. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    TOTEM_PARAM,
    { name: 'height', type: 'int', required: true, min: 0, description: `The block whose holdings are paid: from the totem's issuance to the last block, at most ${DIVIDEND_WINDOW} blocks back.` },
    { name: 'amountMTAPerQNT', type: 'amount', required: true, min: 1n, description: 'MTA paid per QNT held, at least 1.' },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const totem = requireTotem(ctx, p.totem);
    const attachment: DividendAttachment = { version: 1, totem: p.totem, height: p.height, amountMTAPerQNT: p.amountMTAPerQNT };
    return createTransaction(ctx, p, {
      type: dividendType.type,
      subtype: dividendType.subtype,
      attachment,
      check: (tx) => checkDividend(ctx, tx, totem, p),
    });
  },
});
