// Writing a genesis file (`genesis create`): every field spelled out, defaults included, so the
// file alone says what the network is even if a later release changes a default.
import { accountIdFromPublicKey } from '../domain/account-id.js';
import { encodeRS } from '../domain/reed-solomon.js';
import { toHex } from '../domain/hex.js';
import { GENESIS_DEFAULTS, defaultQuorum, type GenesisProfile } from './spec.js';

export interface GenesisFileAllocationInput {
  /** At least one of account and publicKey. */
  readonly account?: bigint;
  readonly publicKey?: Uint8Array;
  readonly coins: bigint;
}

export interface GenesisFileInput {
  readonly name: string;
  readonly genesisTime: string;
  readonly blockTime: number;
  readonly profile?: GenesisProfile;
  readonly allocations: readonly GenesisFileAllocationInput[];
}

/** The JSON text of a genesis file (not checked here: parse it back to check it). One allocation
 * per line, so a diff between two files shows which allocation changed. */
export function genesisFileText(input: GenesisFileInput): string {
  const approvers: string[] = [];
  const top: Array<[string, string]> = [
    ['name', JSON.stringify(input.name)],
    ['genesisTime', JSON.stringify(input.genesisTime)],
    ['blockTime', String(input.blockTime)],
    ['profile', JSON.stringify(input.profile ?? GENESIS_DEFAULTS.profile)],
    ['allocations', allocationsText(input.allocations)],
    ['guaranteedBalanceConfirmations', String(GENESIS_DEFAULTS.guaranteedBalanceConfirmations)],
    ['minForgingBalance', String(GENESIS_DEFAULTS.minForgingBalanceCoins)],
    ['leasingDelay', String(GENESIS_DEFAULTS.leasingDelay)],
    ['minLeasingPeriod', String(GENESIS_DEFAULTS.minLeasingPeriod)],
    ['totemApprovers', JSON.stringify(approvers)],
    ['totemApprovalQuorum', String(defaultQuorum(approvers.length))],
    ['totemApprovalExpiry', String(GENESIS_DEFAULTS.totemApprovalExpiry)],
    ['maxRollback', String(GENESIS_DEFAULTS.maxRollback)],
  ];
  return `{\n${top.map(([k, v]) => `  ${JSON.stringify(k)}: ${v}`).join(',\n')}\n}\n`;
}

function allocationsText(allocations: readonly GenesisFileAllocationInput[]): string {
  const lines = allocations.map((a) => {
    const parts: string[] = [];
    // The account is written even beside its key: readers see who is funded, and the check
    // proves the two agree.
    const id = a.account ?? (a.publicKey !== undefined && a.publicKey.length === 32 ? accountIdFromPublicKey(a.publicKey) : undefined);
    if (id !== undefined) parts.push(`"account": ${JSON.stringify(encodeRS(id))}`);
    if (a.publicKey !== undefined) parts.push(`"publicKey": ${JSON.stringify(toHex(a.publicKey))}`);
    // Coins fit a JSON number exactly up to 2^53; anything larger is invalid anyway, and a
    // string keeps it exact so the check reports the number the operator typed.
    const amount = a.coins <= BigInt(Number.MAX_SAFE_INTEGER) && a.coins >= 0n ? a.coins.toString() : JSON.stringify(a.coins.toString());
    parts.push(`"amount": ${amount}`);
    return `    { ${parts.join(', ')} }`;
  });
  return lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n  ]`;
}
