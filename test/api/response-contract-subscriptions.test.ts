// The declared responses of the SUBSCRIPTIONS operations against real answers: one devnet node
// walks subscriptions' lives through the API (created, paid, completed, cancelled, lapsed) and
// every answer must fit the published 200 schema. The last test proves that no SUBSCRIPTIONS
// operation, and no alternative of an anyOf answer, went unchecked (CHECKED_IN_SUBSCRIPTIONS).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { nodeHandlerTable } from '../../src/node.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { ResponseContract } from './response-contract.js';
import { CHECKED_IN_SUBSCRIPTIONS } from './subscription-contract-ops.js';
import { funded } from './currency-helpers.js';

const contract = new ResponseContract(nodeHandlerTable());

describe('declared responses of the SUBSCRIPTIONS operations', () => {
  let node: ChainNode;
  const [payer, recipient] = [devnet(1), devnet(2)];
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const post = (requestType: string, params: Record<string, string>) => node.post({ requestType, ...params });
  const get = (requestType: string, params: Record<string, string> = {}) => node.get({ requestType, ...params });
  const tip = async () => (await get('getBlockchainStatus')).json.numberOfBlocks - 1;

  it('create, pay, complete, cancel, lapse: the writes and the reads', async () => {
    const poor = await funded(node, 'contract-poor-payer', 3n);
    const h = await tip();
    const counted = contract.check('createSubscription', await post('createSubscription', { secretPhrase: payer.secretPhrase, recipient: recipient.account, amount: '100', period: '1', firstPaymentHeight: String(h + 2), numberOfPayments: '2' })).transaction;
    const open = contract.check('createSubscription', await post('createSubscription', { secretPhrase: payer.secretPhrase, recipient: recipient.account, amount: '200', period: '2', firstPaymentHeight: String(h + 2), endHeight: String(h + 100) })).transaction;
    const lapsing = contract.check('createSubscription', await post('createSubscription', { secretPhrase: poor.secretPhrase, recipient: recipient.account, amount: String(ONE_COIN), period: '1', firstPaymentHeight: String(h + 2) })).transaction;
    contract.check('createSubscription', await post('createSubscription', { publicKey: payer.publicKey, recipient: recipient.account, amount: '1', period: '1', firstPaymentHeight: String(h + 2) }), 'unsigned');
    await node.forge(); // h + 1
    contract.check('getSubscription', await get('getSubscription', { subscription: open }), 'active');
    await node.forge();
    await node.forge();
    await node.forge(); // h + 4: counted completed, lapsing lapsed at h + 4
    expect(contract.check('getSubscription', await get('getSubscription', { subscription: counted }), 'completed')).toMatchObject({ state: 'COMPLETED' });
    expect(contract.check('getSubscription', await get('getSubscription', { subscription: lapsing }), 'lapsed')).toMatchObject({ state: 'LAPSED' });
    // Unsigned first: once a cancellation is pending, the pool refuses another.
    contract.check('cancelSubscription', await post('cancelSubscription', { publicKey: payer.publicKey, subscription: open }), 'unsigned');
    contract.check('cancelSubscription', await post('cancelSubscription', { secretPhrase: recipient.secretPhrase, subscription: open }));
    await node.forge();
    expect(contract.check('getSubscription', await get('getSubscription', { subscription: open }), 'cancelled')).toMatchObject({ state: 'CANCELLED' });
    expect(contract.check('getAccountSubscriptions', await get('getAccountSubscriptions', { account: recipient.account })).subscriptions).toHaveLength(3);
    contract.check('getAccountSubscriptions', await get('getAccountSubscriptions', { account: payer.account, role: 'PAYER', state: 'LAPSED' }), 'empty');
    expect(contract.check('getSubscriptionPayments', await get('getSubscriptionPayments', { subscription: lapsing })).payments.map((p: { paid: boolean }) => p.paid)).toContain(false);
    contract.check('getSubscriptionPayments', await get('getSubscriptionPayments', { subscription: counted }), 'paid');
  });

  it('checked a real answer of every SUBSCRIPTIONS operation', () => {
    expect(contract.unchecked(CHECKED_IN_SUBSCRIPTIONS)).toEqual({ unchecked: [], undeclared: [] });
    const ops = contract.declared().filter((op) => nodeHandlerTable()[op]!.tags.includes('SUBSCRIPTIONS' as never));
    expect([...ops].sort()).toEqual([...CHECKED_IN_SUBSCRIPTIONS].sort());
    expect(contract.unmetAlternatives(CHECKED_IN_SUBSCRIPTIONS)).toEqual([]);
  });
});
