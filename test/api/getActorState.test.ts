import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ask, tell } from '../../src/actors/ask.js';
import { FORGE_TICK_MESSAGE } from '../../src/actors/forger-actor.js';
import { SUMMARY_FIELDS } from '../../src/actors/inspector.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { encodeRS } from '../../src/domain/reed-solomon.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { createShuffling, settleShufflers } from './shuffler-helpers.js';
import { startPeerTrio, type PeerTrio } from './network-fixture.js';

const DEVNET_ACCOUNTS = 10;

describe('getActorState', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const actorState = async (actor?: string) => {
    const r = await node.admin({ requestType: 'getActorState', ...(actor !== undefined ? { actor } : {}) });
    expect(r.status).toBe(200);
    return r.json.actors;
  };
  /** Waits until the pool has taken every chain event sent so far (its mailbox is in order). */
  const poolSettled = () => node.node.mempool.size();

  it('without actor: a summary of every actor with its domain state, after real work', async () => {
    const tx = (await node.pay(devnet(0), devnet(1), ONE_COIN)).json;
    await poolSettled();
    const pending = await actorState();
    expect(pending.mempool.domain).toMatchObject({ size: 1, syncedWithTip: true, persistent: false });
    expect(pending.mempool.domain.bytes).toBeGreaterThan(100);

    const block = await node.forge();
    await poolSettled();
    const actors = await actorState();
    for (const id of ['blockchain', 'mempool', 'forger', 'peerManager']) {
      expect(Object.keys(actors[id])).toEqual([...SUMMARY_FIELDS]);
      expect(actors[id]).toMatchObject({ systemId: id, status: 'active', state: 'idle', inFlight: null, failed: 0, lastError: null });
    }
    expect(actors.blockchain.domain).toEqual({ tip: block.block, height: block.height, tipTimestamp: block.timestamp, applying: null });
    expect(actors.mempool.domain).toMatchObject({ size: 0, bytes: 0, syncedWithTip: true });
    expect(actors.peerManager.domain).toEqual({ attached: false });

    const forger = actors.forger.domain;
    expect(forger.accounts).toHaveLength(DEVNET_ACCOUNTS);
    expect(forger.accounts).toContainEqual({ account: devnet(0).account, accountRS: devnet(0).accountRS });
    expect(forger.lastForged).toMatchObject({ height: block.height, block: block.block, timestamp: block.timestamp, generator: block.generator, by: 'generateBlock' });
    expect(forger.lastForged.generatorRS).toBe(encodeRS(BigInt(block.generator)));
    // The plan generateBlock made is spent; the next tick plans on the new tip.
    expect(forger.nextHit).toBeNull();
    expect(forger.forged).toBeGreaterThanOrEqual(1);
    // Keys never: no public or private key, no secret phrase anywhere in the view.
    const text = JSON.stringify(actors);
    expect(text).not.toContain(devnet(0).publicKey);
    expect(text).not.toContain(devnet(0).secretPhrase);
    expect(tx.transaction).toBeDefined();

    expect(await ask(node.node.system.get(SystemId.forger), FORGE_TICK_MESSAGE)).toBeUndefined(); // plans, forges nothing
    const { nextHit } = (await actorState('forger')).forger.domain;
    expect(nextHit).toMatchObject({ height: block.height + 1, accountRS: encodeRS(BigInt(nextHit.account)) });
    expect(nextHit.hitTime).toBeGreaterThan(block.timestamp);
    expect(nextHit.deadline).toBe(nextHit.hitTime - node.epochTime());
  });

  it('actor=forger in full: a forged block stands out among collapsed ticks, forged by generateBlock or by a tick', async () => {
    const forgerRef = node.node.system.get(SystemId.forger);
    // The fixture runs no ticker (autoForge off): send its ticks by hand. The node's time does not
    // move, so none of these forges.
    for (let i = 0; i < 40; i++) tell(forgerRef, FORGE_TICK_MESSAGE);
    const forged = await node.forge();
    for (let i = 0; i < 40; i++) tell(forgerRef, FORGE_TICK_MESSAGE);
    expect(await ask(forgerRef, FORGE_TICK_MESSAGE)).toBeUndefined(); // in order: all 41 done, none forged
    // Once the hit times have passed, a tick forges: the message is a tick like the others, the
    // domain state says what it did.
    node.advance(3600);
    expect(await ask(forgerRef, FORGE_TICK_MESSAGE)).toBeDefined();

    const forger = (await actorState('forger')).forger;
    const events = forger.recentEvents as Array<{ type: string; count?: number }>;
    expect(events.length).toBeLessThanOrEqual(20);
    const g = events.map((e) => e.type).lastIndexOf('generateBlock');
    expect(g).toBeGreaterThanOrEqual(1);
    expect(events[g - 1]!.type).toBe('tick');
    expect(events[g - 1]!.count).toBeGreaterThanOrEqual(40); // the earlier test's tick may join the run
    expect(events[g + 1]).toMatchObject({ type: 'tick', count: 42 });
    expect(events.at(-1)).toBe(events[g + 1]);
    for (const e of events) expect(e).toEqual(expect.objectContaining({ at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }));

    const recent = forger.domain.recentForged as Array<{ height: number; block: string; by: string }>;
    expect(recent.at(-2)).toMatchObject({ height: forged.height, block: forged.block, by: 'generateBlock' });
    expect(recent.at(-1)).toMatchObject({ height: forged.height + 1, by: 'tick' });
    expect(forger.domain.lastForged).toEqual(recent.at(-1));
    const status = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    expect(status).toMatchObject({ numberOfBlocks: forged.height + 2, lastBlock: recent.at(-1)!.block });
    // The full view: queued types, failures and children too.
    expect(forger).toMatchObject({ queuedTypes: {}, skipped: 0, recentErrors: [] });
    expect(forger).toHaveProperty('children');
  });

  it('actor=blockchain shows the chain, and an unknown actor is errorCode 7 naming actor and listing the valid names', async () => {
    const blockchain = (await actorState('blockchain')).blockchain;
    expect(blockchain.domain.applying).toBeNull();
    expect(blockchain.recentEvents.map((e: { type: string }) => e.type)).toContain('pushBlock');
    const r = await node.admin({ requestType: 'getActorState', actor: 'nobody' });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'actor' });
    for (const id of ['blockchain', 'mempool', 'forger', 'peerManager', 'shuffler']) expect(r.json.errorDescription).toContain(id);
  });

  it('actor=shuffler shows the shuffler and one machine per (account, shuffling), with state values and no secret', async () => {
    const s = await createShuffling(node, devnet(6));
    const recipient = testAccount('actor-state-shuffler-recipient');
    await node.post({ requestType: 'startShuffler', secretPhrase: devnet(7).secretPhrase, shufflingFullHash: s.fullHash, recipientPublicKey: recipient.publicKey });
    await settleShufflers(node);
    const shuffler = (await actorState('shuffler')).shuffler;
    expect(shuffler).toMatchObject({ systemId: 'shuffler', status: 'active', state: 'idle', failed: 0 });
    expect(shuffler.domain).toMatchObject({ shufflers: 1, running: 1, maxShufflers: 100 });
    const machines = Object.values(shuffler.children) as Array<{ id: string; state: unknown; context: Record<string, unknown> }>;
    expect(machines).toHaveLength(1);
    expect(machines[0]!.id).toBe(`shuffler-${devnet(7).account}-${s.id}`);
    expect(machines[0]!.state).toBe('waitingForTurn');
    expect(machines[0]!.context).toMatchObject({ account: devnet(7).account, shufflingFullHash: s.fullHash, registered: true, inFlight: 'register' });
    const text = JSON.stringify(shuffler);
    expect(text).not.toContain(devnet(7).secretPhrase);
    expect(text).not.toContain(devnet(7).publicKey);
    await node.admin({ requestType: 'stopShuffler' });
    expect((await actorState('shuffler')).shuffler.children[machines[0]!.id].state).toBe('stopped');
  });

  it('actor=contractExecutor shows the node\'s contract runner: workers, runs and the watchdog', async () => {
    const executor = (await actorState('contractExecutor')).contractExecutor;
    expect(executor).toMatchObject({ systemId: 'contractExecutor', status: 'active', state: 'idle', failed: 0 });
    expect(executor.domain).toMatchObject({ mode: 'workers', watchdogTrips: 0, options: { workers: 2 } });
    expect(executor.domain.runs).toEqual(expect.any(Number));
  });

  it('is POST only and admin only', async () => {
    expect((await node.get({ requestType: 'getActorState' })).status).toBe(405);
    expect((await node.post({ requestType: 'getActorState' })).status).toBe(401);
  });
});

describe('getActorState: the peer manager on a peer network', () => {
  let trio: PeerTrio;
  beforeAll(async () => {
    trio = await startPeerTrio({ connect: true });
  });
  afterAll(() => trio.net.stop());

  const peersOfA = async () => (await trio.a.admin({ requestType: 'getActorState', actor: 'peerManager' })).json.actors.peerManager.domain;

  it('counts the peers by state: connected, inbound, then blacklisted', async () => {
    await trio.net.until(async () => (await peersOfA()).peers?.byState.introduced === 2, 'A sees B and C introduced');
    expect(await peersOfA()).toEqual({
      attached: true,
      peers: { known: 2, byState: { introduced: 2, handshaking: 0, nonConnected: 0, disconnected: 0, blacklisted: 0 }, inbound: 1 },
    });
    expect((await trio.a.admin({ requestType: 'blacklistPeer', peer: trio.b.address })).status).toBe(200);
    expect((await peersOfA()).peers).toMatchObject({ known: 2, byState: { introduced: 1, blacklisted: 1 }, inbound: 1 });
  });
});
