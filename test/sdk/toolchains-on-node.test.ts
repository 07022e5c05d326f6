// The token as each real toolchain writes it (C by Debian's clang, AssemblyScript with asc's default
// flags, Rust by rustc), uploaded to a devnet node through the API and called there: the node's
// executor (worker threads, metering, the ledger) accepts each module as compiled and every token
// gives the same balances, Transfer events and require failure. A toolchain that is not installed
// is left out with a message naming its Debian packages (the AssemblyScript one always runs).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASC_DEFAULT_FLAGS, buildContract, EXAMPLES_DIR } from '../../scripts/contract-build.js';
import { buildC, buildRust, ToolchainMissingError } from '../../scripts/contract-toolchains.js';
import { toHex } from '../../src/domain/hex.js';
import { devnet, startChainNode, type ChainNode } from '../api/chain-fixture.js';
import { callFee, GAS, uploadFee } from './node-fees.js';

/** The toolchains' builds of the token by label, and why any is missing. */
async function buildTokens(out: string): Promise<{ code: Map<string, string>; missing: string[] }> {
  const code = new Map<string, string>();
  const missing: string[] = [];
  code.set('AssemblyScript defaults', toHex((await buildContract(join(EXAMPLES_DIR, 'token', 'index.ts'), out, { name: 'token-default', flags: ASC_DEFAULT_FLAGS })).bytes));
  const natives: Array<[string, () => Uint8Array]> = [
    ['C (clang)', () => buildC(join(EXAMPLES_DIR, 'c-token', 'token.c'), out).bytes],
    ['Rust (rustc)', () => buildRust(join(EXAMPLES_DIR, 'rust-token', 'lib.rs'), out).bytes],
  ];
  for (const [label, build] of natives) {
    try {
      code.set(label, toHex(build()));
    } catch (e) {
      if (!(e instanceof ToolchainMissingError)) throw e;
      missing.push(`${label}: ${e.message}`);
    }
  }
  return { code, missing };
}

describe('tokens of every installed toolchain on a devnet node', () => {
  let node: ChainNode;
  let out: string;
  let code: Map<string, string>;
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'toolchains-on-node-'));
    const built = await buildTokens(out);
    code = built.code;
    // visible in the test output: what this machine could not build
    for (const m of built.missing) console.warn(`left out: ${m}`);
    node = await startChainNode();
  }, 120_000);
  afterAll(async () => {
    await node.close();
    await rm(out, { recursive: true, force: true });
  });

  it('each uploads, mints, transfers with a Transfer event and reverts an overdraft', async () => {
    const [owner, bob] = [devnet(1), devnet(2)];
    const post = async (params: Record<string, string>) => {
      const feeMTA = params.requestType === 'uploadContractFile' ? uploadFee(params.contractBytes!) : callFee();
      const r = await node.post({ secretPhrase: owner.secretPhrase, gasLimit: String(GAS), feeMTA, ...params });
      expect(r.json.errorDescription ?? 'ok').toBe('ok');
      return r.json.transaction as string;
    };
    // every upload in one block, then every transfer and every overdraft in the next two
    const tokens = new Map<string, string>();
    for (const [label, hex] of code) tokens.set(label, await post({ requestType: 'uploadContractFile', contractName: 'token', contractBytes: hex }));
    await node.forge();
    const transfers = new Map<string, string>();
    for (const [label, token] of tokens) transfers.set(label, await post({ requestType: 'callContract', contract: token, function: 'transfer', args: `${bob.account},250` }));
    await node.forge();
    const overdrafts = new Map<string, string>();
    for (const [label, token] of tokens) {
      overdrafts.set(label, await post({ requestType: 'callContract', secretPhrase: bob.secretPhrase, contract: token, function: 'transfer', args: `${owner.account},251` }));
    }
    await node.forge();

    const outcome = async (tx: string) => {
      const o = (await node.get({ requestType: 'getContractCall', transaction: tx })).json;
      return o.ok === true ? 'ok' : `${o.revertKind}: ${o.revertReason}`;
    };
    const balance = async (token: string, account: string) =>
      ((await node.get({ requestType: 'getContractState', contract: token, keys: JSON.stringify([`balance:${account}`]) })).json.entries as Array<{ value: string }>)[0]?.value;
    const seen: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    for (const [label, token] of tokens) {
      const events = (await node.get({ requestType: 'getContractEvents', contract: token, event: 'Transfer' })).json.events as Array<{ data: string }>;
      seen[label] = {
        upload: await outcome(token), transfer: await outcome(transfers.get(label)!), overdraft: await outcome(overdrafts.get(label)!),
        owner: await balance(token, owner.account), bob: await balance(token, bob.account), events: events.map((e) => JSON.parse(e.data)),
      };
      want[label] = {
        upload: 'ok', transfer: 'ok', overdraft: 'REQUIRE: insufficient balance', owner: '999999750', bob: '250',
        events: [{ from: '0', to: owner.account, amount: '1000000000' }, { from: owner.account, to: bob.account, amount: '250' }],
      };
    }
    expect(seen).toEqual(want);
  }, 60_000);
});
