// The devnet accounts the e2e tests pay with, derived here independently of the node (the node's
// answers are checked against these), and the steps every e2e test repeats: confirming a
// transaction by forging on demand, reading a balance.
import { expect } from '@jest/globals';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { toHex } from '../../src/domain/hex.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import type { LogRecord, NodeProcess } from './process-helper.js';

export interface E2EAccount {
  readonly secretPhrase: string;
  /** Unsigned decimal id. */
  readonly account: string;
  readonly accountRS: string;
  readonly publicKey: string;
}

export function accountOf(secretPhrase: string): E2EAccount {
  const keyPair = keyPairFromSecret(secretPhrase);
  const id = accountIdFromPublicKey(keyPair.publicKey);
  return { secretPhrase, account: id.toString(), accountRS: encodeRS(id), publicKey: toHex(keyPair.publicKey) };
}

/** devnet-0 .. devnet-9: funded by the devnet genesis block (and forging there by default). */
export const devnet = (i: number): E2EAccount => accountOf(`devnet-${i}`);

/** Every secret phrase the devnet knows: none of them may ever show up in a log or a response. */
export const DEVNET_SECRET_PATTERN = /devnet-\d/;

export interface Payment {
  readonly transaction: string;
  readonly fullHash: string;
  readonly feeMTA: bigint;
}

/** sendMoney signed by `from`, broadcast; fails the test unless accepted. */
export async function pay(node: NodeProcess, from: E2EAccount, to: E2EAccount, amountMTA: bigint): Promise<Payment> {
  const json = await node.ok('POST', {
    requestType: 'sendMoney',
    secretPhrase: from.secretPhrase,
    recipient: to.accountRS,
    amountMTA: amountMTA.toString(),
  });
  expect(json.broadcasted).toBe(true);
  expect(json.transactionJSON.sender).toBe(from.account);
  expect(json.transactionJSON.recipient).toBe(to.account);
  return { transaction: json.transaction as string, fullHash: json.fullHash as string, feeMTA: BigInt(json.transactionJSON.feeMTA as string) };
}

/** Forges one block now on a forging devnet node with generateBlock (admin). On the system clock
 * generateBlock refuses (errorCode 1, "no forging account may forge yet") when the earliest hit
 * time is more than 15 s away; the forging ticker then forges that block when its time comes, so
 * the wait moves to its "block forged" line. */
export async function forgeOne(node: NodeProcess, timeoutMs = 20_000): Promise<void> {
  const mark = node.records.length;
  const generated = await node.admin({ requestType: 'generateBlock' });
  if (generated.status === 200) return;
  expect(generated.json.errorDescription).toMatch(/may forge yet/);
  await node.waitForLog((r: LogRecord) => r.msg === 'block forged', 'block forged', timeoutMs, mark);
}

/** Forges until `transaction` has at least one confirmation (confirmations counts the blocks on
 * top of its block, as in Nxt: 0 in the tip block). Resolves with getTransaction's answer. */
export async function confirm(node: NodeProcess, transaction: string, timeoutMs = 20_000): Promise<Record<string, any>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const tx = await node.ok('GET', { requestType: 'getTransaction', transaction });
    if (typeof tx.confirmations === 'number' && tx.confirmations >= 1) return tx;
    if (Date.now() > deadline) throw new Error(`${node.name}: transaction ${transaction} not confirmed within ${timeoutMs} ms: ${JSON.stringify(tx)}`);
    await forgeOne(node, Math.max(1000, deadline - Date.now()));
  }
}

export async function balanceOf(node: NodeProcess, who: E2EAccount): Promise<{ balanceMTA: bigint; unconfirmedBalanceMTA: bigint }> {
  const json = await node.ok('GET', { requestType: 'getBalance', account: who.accountRS });
  return { balanceMTA: BigInt(json.balanceMTA as string), unconfirmedBalanceMTA: BigInt(json.unconfirmedBalanceMTA as string) };
}
