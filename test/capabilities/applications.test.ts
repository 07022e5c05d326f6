// Applications' ledger rules on an in-process devnet node (built with the capability added
// explicitly): the attachments' byte and JSON forms round trip; registration, update and
// retirement; only the developer; a retired one is final; the indexes; popOff restores.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Transaction, transactionFromJSON, transactionToJSON } from '../../src/domain/transaction.js';
import { CAPABILITIES } from '../../src/capabilities/index.js';
import { applications } from '../../src/capabilities/applications/index.js';
import { applicationOf, developerApplications, listApplications } from '../../src/capabilities/applications/queries.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { tally } from '../helpers/tally-capability.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { registerApplicationTx, updateApplicationTx } from '../helpers/application-txs.js';
import { APPLICATION_GENERATORS } from '../helpers/application-generators.js';

const WITH_APPLICATIONS = [...CAPABILITIES.filter((c) => c.name !== 'applications'), applications, tally];

describe('applications: registration, update, retirement', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode({ capabilities: WITH_APPLICATIONS });
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());

  const { p, height, forge, refusal } = ledgerKit(() => t, () => genesis);
  const app = (id: bigint) => applicationOf(t.node.state, id)!;

  it('round trips both attachments through bytes and JSON', () => {
    const txs = [
      registerApplicationTx(t.node, p('devnet-1'), { name: 'Ünïcode ✓ app', description: 'Line one\nLine two', url: 'https://a.example.org/x?y=1', version: '1.0-rc1' }),
      registerApplicationTx(t.node, p('devnet-1'), { name: 'Bare', description: 'd' }),
      updateApplicationTx(t.node, p('devnet-1'), 42n, { description: 'new', url: 'http://b.example.org', version: '2' }),
      updateApplicationTx(t.node, p('devnet-1'), 42n, { retire: true }),
      updateApplicationTx(t.node, p('devnet-1'), 42n, { version: '3', retire: true }),
    ];
    for (const tx of txs) {
      const back = Transaction.fromBytes(tx.bytes(), t.node.registry);
      expect(back.attachment).toEqual(tx.attachment);
      expect(back.id).toBe(tx.id);
      const json = transactionFromJSON(transactionToJSON(tx), t.node.registry);
      expect(json.attachment).toEqual(tx.attachment);
      expect(json.id).toBe(tx.id);
    }
  });

  it('registers, updates and retires; only the developer; retired is final', async () => {
    const reg = registerApplicationTx(t.node, p('devnet-1'), { name: 'Wallet', description: 'A wallet', version: '1' });
    const block = await forge(reg);
    expect(app(reg.id)).toEqual({ developer: idOf('devnet-1'), name: 'Wallet', description: 'A wallet', url: '', version: '1', timestamp: reg.timestamp, retired: false, height: block.height, updateHeight: block.height });
    expect(await refusal(updateApplicationTx(t.node, p('devnet-2'), reg.id, { description: 'mine now' }))).toMatchObject({ code: 7, param: 'application' });
    expect(await refusal(updateApplicationTx(t.node, p('devnet-1'), 1234567n, { description: 'x' }))).toMatchObject({ code: 7, param: 'application' });
    expect(await refusal(updateApplicationTx(t.node, p('devnet-1'), reg.id, {}))).toMatchObject({ param: 'application' });
    expect(await refusal(updateApplicationTx(t.node, p('devnet-1'), reg.id, { url: 'file:///etc/passwd' }))).toMatchObject({ param: 'url' });
    const upd = await forge(updateApplicationTx(t.node, p('devnet-1'), reg.id, { url: 'https://w.example.org' }));
    expect(app(reg.id)).toMatchObject({ description: 'A wallet', url: 'https://w.example.org', version: '1', retired: false, updateHeight: upd.height });
    const ret = await forge(updateApplicationTx(t.node, p('devnet-1'), reg.id, { retire: true }));
    expect(app(reg.id)).toMatchObject({ retired: true, updateHeight: ret.height, height: block.height });
    expect(await refusal(updateApplicationTx(t.node, p('devnet-1'), reg.id, { description: 'back' }))).toMatchObject({ code: 7, param: 'application' });
  });

  it('refuses bad registrations, naming the field', async () => {
    expect(await refusal(registerApplicationTx(t.node, p('devnet-1'), { name: '', description: 'd' }))).toMatchObject({ param: 'name' });
    expect(await refusal(registerApplicationTx(t.node, p('devnet-1'), { name: 'n'.repeat(101), description: 'd' }))).toMatchObject({ param: 'name' });
    expect(await refusal(registerApplicationTx(t.node, p('devnet-1'), { name: 'n', description: '' }))).toMatchObject({ param: 'description' });
    expect(await refusal(registerApplicationTx(t.node, p('devnet-1'), { name: 'n', description: 'd', url: 'ws://x.example.org' }))).toMatchObject({ param: 'url' });
    expect(await refusal(registerApplicationTx(t.node, p('devnet-1'), { name: 'n', description: 'd', version: 'v'.repeat(33) }))).toMatchObject({ param: 'version' });
  });

  it('indexes by developer and by lower-cased name; popOff restores the records and the indexes', async () => {
    const h = await height();
    const a = registerApplicationTx(t.node, p('devnet-1'), { name: 'beta', description: 'd' });
    const b = registerApplicationTx(t.node, p('devnet-2'), { name: 'Alpha', description: 'd' });
    await forge(a, b); // h + 1
    const c = registerApplicationTx(t.node, p('devnet-1'), { name: 'ALPHA two', description: 'd' });
    await forge(c, updateApplicationTx(t.node, p('devnet-1'), a.id, { retire: true, description: 'gone' })); // h + 2
    expect(listApplications(t.node.state).map(([, x]) => x.name)).toEqual(['Alpha', 'ALPHA two', 'beta']);
    expect(developerApplications(t.node.state, idOf('devnet-1')).map(([id]) => id)).toEqual([c.id, a.id]);
    expect(listApplications(t.node.state, { appName: 'alpha' }).map(([id]) => id)).toEqual([b.id, c.id]);
    expect(app(a.id)).toMatchObject({ retired: true, description: 'gone' });
    await t.node.blockchain.popOff({ height: h + 1 });
    expect(applicationOf(t.node.state, c.id)).toBeUndefined();
    expect(app(a.id)).toMatchObject({ retired: false, description: 'd', updateHeight: h + 1 });
    expect(listApplications(t.node.state).map(([, x]) => x.name)).toEqual(['Alpha', 'beta']);
    await t.node.blockchain.popOff({ height: h });
    expect(listApplications(t.node.state)).toEqual([]);
  });

  it('the state-digest generators make transactions the pool accepts (and some it refuses)', async () => {
    const actors = ['devnet-0', 'devnet-1', 'devnet-2'];
    let accepted = 0;
    for (let i = 0; i < 40; i++) {
      const op = { kind: i, from: i % 3, to: (i + 1) % 3, a: 1 + ((i * 7) % 50), b: i % 4, flag: i % 5 === 0 };
      const ctx = { node: t.node, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis, height: await height() };
      const tx = APPLICATION_GENERATORS[i % APPLICATION_GENERATORS.length]!(op, ctx, actors);
      if (tx !== undefined && (await t.node.mempool.submit(tx).catch(() => ({ accepted: false }))).accepted) accepted++;
      if (i % 4 === 3) await t.node.forger.generateBlock();
    }
    expect(accepted).toBeGreaterThan(20);
    expect(listApplications(t.node.state).some(([, x]) => x.retired)).toBe(true);
  });
});
