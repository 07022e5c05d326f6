// GetMintingTarget (capitalised as the spec writes it): the target a mint of unitsQNT by an
// account must meet at the currency's supply now, and the counter that mint must use. The miner
// (src/tools/miner/node-api.ts) reads exactly these fields.
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import { idToString } from '../../../domain/ids.js';
import { lastCounter, maxMintUnits, mintableProblem } from '../../../capabilities/currencies/queries.js';
import { algorithmName, difficultyOf, mintingTarget, targetBytes, type MintingAlgorithm } from '../../../capabilities/currencies/minting.js';
import { MIN_MINTABLE_SUPPLY } from '../../../capabilities/currencies/mint.js';
import { requireCurrency, tipHeight } from './render.js';
import { MINTING_TARGET_SCHEMA } from './read-render.js';

/** A number while exact (every counter in practice); past 2^53 - 1 a decimal string. */
const counterJson = (n: bigint): number | string => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString());

export const GetMintingTarget = defineHandler({
  requestType: 'GetMintingTarget',
  tags: [ApiTag.MS],
  description: `Returns the minting target of a mint of unitsQNT units of a MINTABLE currency by account, at the currency's supply in committed state at the tip: currency, account/accountRS, unitsQNT, targetBytes (the target as 32 bytes, little-endian hex), target (the same in decimal), difficulty ((2^256 - 1) / target, in decimal: about how many hashes a proof takes), counter (the counter the next mint must use: one above the last counter this account used on this currency in a block, 1 before its first mint; a mint still unconfirmed does not move it; a number, or a decimal string past 2^53 - 1), algorithm (2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256) and algorithmName. A proof is valid when the hash, with the currency's algorithm, of nonce, currency, unitsQNT, counter and account (five 64-bit little-endian values), read as a little-endian number, is at or below the target: target = (2^exp - 1) / unitsQNT with exp = 256 - minDifficulty - floor((maxDifficulty - minDifficulty) x (currentSupplyQNT - reserveSupplyQNT) / (maxSupplyQNT - reserveSupplyQNT)), so the target falls as the supply grows. Any account may ask; only the issuer's mints are accepted (currencyMint), and none once the whole supply is minted. Refusals: unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY; a currency that is not MINTABLE, whose total (maximum) supply is not above ${MIN_MINTABLE_SUPPLY} QNT, or that is not active yet: errorCode 7 naming currency; unitsQNT above 0.01% of the total supply (maxSupplyQNT / 10,000), or so many units that the target is 0 (no hash meets it): errorCode 7 naming unitsQNT.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: MINTING_TARGET_SCHEMA,
  params: [
    { name: 'currency', type: 'id', required: true, description: 'The MINTABLE currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.' },
    { name: 'account', type: 'account', required: true, description: 'The minting account (numeric id or RS address): the hash covers it, and the counter is its own.' },
    { name: 'unitsQNT', type: 'amount', required: true, min: 1n, description: 'Units the mint would create, at least 1 and at most maxSupplyQNT / 10,000.' },
  ],
  async handler({ currency, account, unitsQNT }, ctx: NodeApiContext) {
    const c = requireCurrency(ctx, currency);
    const problem = mintableProblem(c);
    if (problem !== undefined) throw apiErrors.invalidParam('currency', problem);
    const height = await tipHeight(ctx);
    // Before activation the supply is below the reserve, where the formula does not hold.
    if (c.issuanceHeight > height) throw apiErrors.invalidParam('currency', `the currency is not active before height ${c.issuanceHeight}`);
    const most = maxMintUnits(c);
    if (unitsQNT > most) throw apiErrors.invalidParam('unitsQNT', `one mint creates at most 0.01% of the total supply: ${most} QNT`);
    const target = mintingTarget(c, unitsQNT);
    if (target === 0n) throw apiErrors.invalidParam('unitsQNT', 'the target for so many units is 0: no hash meets it; mint fewer units');
    return {
      currency: idToString(currency),
      account: idToString(account),
      accountRS: encodeRS(account),
      unitsQNT: unitsQNT.toString(),
      targetBytes: Buffer.from(targetBytes(target)).toString('hex'),
      target: target.toString(),
      difficulty: difficultyOf(target).toString(),
      counter: counterJson(lastCounter(ctx.state, currency, account) + 1n),
      algorithm: c.algorithm,
      algorithmName: algorithmName(c.algorithm as MintingAlgorithm),
    };
  },
});
