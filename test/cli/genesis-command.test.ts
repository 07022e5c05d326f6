// `genesis create|check`: the written file parses back, refusals name their option or field, and
// a created file gives a stable genesis id.
import { afterEach, describe, it, expect } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { runGenesisCommand } from '../../src/cli/genesis-command.js';
import { genesisIdOf, networkParamsFromGenesis, parseGenesisFile, readGenesisFile } from '../../src/genesis/index.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import { toHex } from '../../src/domain/hex.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { recordingIO, type RecordingIO } from './io.js';

let io: RecordingIO;
afterEach(() => io.remove());

const alice = toHex(keyPairFromSecret('alice').publicKey);
const aliceId = accountIdFromPublicKey(keyPairFromSecret('alice').publicKey);
const bob = encodeRS(accountIdFromPublicKey(keyPairFromSecret('bob').publicKey));
const NOW = Date.UTC(2026, 10, 20, 12, 34, 56, 789);

const createArgs = ['create', '--name', 'three-machines', '--block-time', '30', '--genesis-time', '2026-12-01T00:00:00Z', '--alloc', `${alice}=1000000`, '--alloc', `${bob}=2500`];

describe('genesis create', () => {
  it('writes a file that parses back, with every field spelled out', async () => {
    io = recordingIO(NOW);
    expect(await runGenesisCommand([...createArgs, '--out', 'genesis.json'], io)).toBe(0);
    const text = readFileSync(io.path('genesis.json'), 'utf8');
    const doc = JSON.parse(text);
    expect(Object.keys(doc)).toEqual(['name', 'genesisTime', 'blockTime', 'profile', 'allocations', 'guaranteedBalanceConfirmations', 'minForgingBalance', 'leasingDelay', 'minLeasingPeriod', 'totemApprovers', 'totemApprovalQuorum', 'totemApprovalExpiry', 'maxRollback']);
    expect(doc.allocations).toEqual([
      { account: encodeRS(aliceId), publicKey: alice, amount: 1_000_000 },
      { account: bob, amount: 2500 },
    ]);
    const spec = parseGenesisFile(text, 'genesis.json');
    expect(spec.allocations.map((a) => a.amountMTA)).toEqual([1_000_000n * ONE_COIN, 2500n * ONE_COIN]);
    expect(io.out.join('\n')).toContain(`genesis id:   ${genesisIdOf(networkParamsFromGenesis(spec))}`);
  });

  it('round trip: create -> parse -> params -> the same genesis id every time', async () => {
    io = recordingIO(NOW);
    await runGenesisCommand([...createArgs, '--out', 'a.json'], io);
    await runGenesisCommand([...createArgs, '--out', 'b.json'], io);
    const a = networkParamsFromGenesis(readGenesisFile(io.path('a.json')));
    const b = networkParamsFromGenesis(readGenesisFile(io.path('b.json')));
    expect(a).toMatchObject({ name: 'three-machines', epochBeginningMs: Date.UTC(2026, 11, 1), blockTimeSeconds: 30, genesisTimestamp: 0, forgeOnDemand: false, genesisPayloadVersion: 2 });
    expect(a.initialBaseTarget).toBe(2n ** 64n / (30n * 1_002_500n));
    expect(genesisIdOf(a)).toBe(genesisIdOf(b));
    // Pinned: a change here changes every network launched from a genesis file.
    expect(genesisIdOf(a).toString()).toBe(PINNED_ID);
  });

  it('defaults the genesis time to now rounded up to the next minute, and writes to stdout', async () => {
    io = recordingIO(NOW);
    expect(await runGenesisCommand(['create', '--name', 'n', '--block-time', '5', '--alloc', `${alice}=5000`], io)).toBe(0);
    const spec = parseGenesisFile(io.out.join(''), 'stdout');
    expect(spec.genesisTime).toBe('2026-11-20T12:35:00Z');
    expect(io.err).toEqual([]);
  });

  it('throughput profile', async () => {
    io = recordingIO(NOW);
    await runGenesisCommand(['create', '--name', 'fast', '--block-time', '2', '--profile', 'throughput', '--alloc', `${alice}=5000`], io);
    const params = networkParamsFromGenesis(parseGenesisFile(io.out.join(''), 'stdout'));
    expect(params).toMatchObject({ blockTimeSeconds: 2, maxTransactionsPerBlock: 16_384, maxPayloadLength: 5_242_880 });
  });

  it('refuses to overwrite without --force', async () => {
    io = recordingIO(NOW);
    writeFileSync(io.path('genesis.json'), 'precious');
    expect(await runGenesisCommand([...createArgs, '--out', 'genesis.json'], io)).toBe(1);
    expect(io.err.join('\n')).toMatch(/'genesis.json' exists; pass --force/);
    expect(readFileSync(io.path('genesis.json'), 'utf8')).toBe('precious');
    expect(await runGenesisCommand([...createArgs, '--out', 'genesis.json', '--force'], io)).toBe(0);
    expect(() => readGenesisFile(io.path('genesis.json'))).not.toThrow();
  });

  it('usage errors, all at once, exit 2', async () => {
    io = recordingIO(NOW);
    expect(await runGenesisCommand(['create', '--block-time', 'x', '--alloc', 'nonsense', '--alloc', `${alice}=1.5`], io)).toBe(2);
    const err = io.err.join('\n');
    expect(err).toContain('--name is required');
    expect(err).toContain("--block-time must be whole seconds, got 'x'");
    expect(err).toContain('--alloc nonsense: expected KEY_OR_ACCOUNT=COINS');
    expect(err).toContain(`--alloc ${alice}=1.5: COINS must be whole coins`);
    expect(await runGenesisCommand(['create', '--nme', 'x'], io)).toBe(2);
    expect(await runGenesisCommand(['frobnicate'], io)).toBe(2);
  });

  it('a file that would be invalid: every problem, named by option, exit 1, nothing written', async () => {
    io = recordingIO(NOW);
    const args = ['create', '--name', 'Main', '--block-time', '0', '--profile', 'fast', '--alloc', `${alice}=10`, '--alloc', `${encodeRS(aliceId)}=20`, '--out', 'g.json'];
    expect(await runGenesisCommand(args, io)).toBe(1);
    const err = io.err.join('\n');
    expect(err).toContain('--name: must be 1 to 32 characters');
    expect(err).toContain('--block-time: must be from 1 to 3600');
    expect(err).toContain('--profile: must be one of');
    expect(err).toContain(`--alloc ${encodeRS(aliceId)}=20: credits ${encodeRS(aliceId)} again: --alloc ${alice}=10 already does`);
    expect(err).toContain('--alloc: none reaches minForgingBalance');
    expect(() => readFileSync(io.path('g.json'))).toThrow();
  });

  it('--help', async () => {
    io = recordingIO(NOW);
    expect(await runGenesisCommand(['create', '--help'], io)).toBe(0);
    expect(await runGenesisCommand(['check', '--help'], io)).toBe(0);
    expect(await runGenesisCommand(['--help'], io)).toBe(0);
    expect(io.out.join('\n')).toContain('--genesis-time');
  });
});

describe('genesis check', () => {
  it('prints name, genesis id, supply and allocations', async () => {
    io = recordingIO(NOW);
    await runGenesisCommand([...createArgs, '--out', 'g.json'], io);
    io.out.length = 0;
    expect(await runGenesisCommand(['check', 'g.json'], io)).toBe(0);
    const out = io.out.join('\n');
    expect(out).toContain('network:      three-machines');
    expect(out).toContain(`genesis id:   ${PINNED_ID}`);
    expect(out).toContain('supply:       1002500 coins');
    expect(out).toContain('allocations:  2 (2 with at least minForgingBalance, 1000 coins');
  });

  it('lists every problem with its field, exit 1', async () => {
    io = recordingIO(NOW);
    writeFileSync(io.path('bad.json'), JSON.stringify({ name: 'x', blockTim: 5, allocations: [{ account: 'TOTEM-2222-2222-2222-2222A', amount: 5 }] }));
    expect(await runGenesisCommand(['check', 'bad.json'], io)).toBe(1);
    const err = io.err.join('\n');
    expect(err.split('\n')[0]).toBe('bad.json: 4 problems:');
    expect(err).toContain('  blockTim: unknown field; did you mean "blockTime"?');
    expect(err).toContain('  genesisTime: is required');
    expect(err).toContain('  blockTime: is required');
    expect(err).toContain('  allocations[0].account: ');
    expect(await runGenesisCommand(['check', 'missing.json'], io)).toBe(1);
    expect(io.err.join('\n')).toContain('missing.json: 1 problem:\n  $: cannot read the file: no such file');
    expect(await runGenesisCommand(['check'], io)).toBe(2);
  });
});

const PINNED_ID = '1847507384064971517';
