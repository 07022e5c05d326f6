// A forging account as the FORGING operations show it.
import type { ForgingAccountInfo } from '../../../chain/interface.js';
import { toHex } from '../../../domain/hex.js';
import { accountRef } from '../accounts/lookup.js';

export function forgingAccountJSON(info: ForgingAccountInfo): Record<string, unknown> {
  return {
    ...accountRef(info.account),
    publicKey: toHex(info.publicKey),
    effectiveBalance: info.effectiveBalanceCoins.toString(),
    ...(info.hitTime !== undefined ? { hitTime: info.hitTime } : {}),
    ...(info.deadline !== undefined ? { deadline: info.deadline } : {}),
  };
}
