// The declared responses of the PHASING operations against real answers: one devnet node makes
// phased transactions of every kind the reads list (a payment, a totem transfer, a currency
// transfer, a linked one), votes on them, sets and reads both controls, makes a poll and votes on
// it (Nxt's polls), and every answer must fit the published 200 schema. The last test proves that no PHASING operation, and no alternative of
// an anyOf answer, went unchecked; response-contract.test.ts leaves them to this file
// (CHECKED_IN_PHASING).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nodeHandlerTable } from '../../src/node.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { CHECKED_IN_PHASING, ResponseContract } from './response-contract.js';
import { issue, ok } from './totem-helpers.js';
import { issueCurrency } from './currency-helpers.js';

const contract = new ResponseContract(nodeHandlerTable());

describe('declared responses of the PHASING operations', () => {
  let node: ChainNode;
  const [sender, voter, other] = [devnet(0), devnet(1), devnet(2)];
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const post = (requestType: string, params: Record<string, string>) => node.post({ requestType, ...params });
  const get = (requestType: string, params: Record<string, string> = {}) => node.get({ requestType, ...params });
  const tip = async () => (await get('getBlockchainStatus')).json.numberOfBlocks - 1;
  const phased = async (h: number) => ({ phased: 'true', phasingFinishHeight: String(h + 20), phasingVotingModel: '0', phasingQuorum: '1', phasingWhitelisted: voter.account });

  it('phased transactions, votes and the poll reads', async () => {
    const totem = await issue(node, sender, '1000');
    const { currency } = await issueCurrency(node, sender);
    const h = await tip();
    const pay = await ok(node, { requestType: 'sendMoney', secretPhrase: sender.secretPhrase, recipient: other.account, amountMTA: '100000000', ...(await phased(h)) });
    const move = await ok(node, { requestType: 'transferTotem', secretPhrase: sender.secretPhrase, recipient: other.account, totem, quantityQNT: '5', ...(await phased(h)) });
    await ok(node, { requestType: 'transferCurrency', secretPhrase: sender.secretPhrase, recipient: other.account, currency, unitsQNT: '5', ...(await phased(h)) });
    await ok(node, {
      requestType: 'sendMoney', secretPhrase: sender.secretPhrase, recipient: other.account, amountMTA: '1',
      phased: 'true', phasingFinishHeight: String(h + 20), phasingVotingModel: '4', phasingQuorum: '1', phasingLinkedFullHash: pay.json.fullHash as string,
    });
    await node.forge();
    const poll = pay.json.transaction as string;
    contract.check('getPhasingPoll', await get('getPhasingPoll', { transaction: poll, countVotes: 'true' }), 'open');
    contract.check('getAccountPhasedTransactions', await get('getAccountPhasedTransactions', { account: sender.account }));
    contract.check('getVoterPhasedTransactions', await get('getVoterPhasedTransactions', { account: voter.account }));
    contract.check('getLinkedPhasedTransactions', await get('getLinkedPhasedTransactions', { linkedFullHash: pay.json.fullHash as string }));
    contract.check('getTotemPhasedTransactions', await get('getTotemPhasedTransactions', { totem }));
    contract.check('getCurrencyPhasedTransactions', await get('getCurrencyPhasedTransactions', { currency }));
    contract.check('approveTransaction', await post('approveTransaction', { secretPhrase: voter.secretPhrase, transactionFullHash: `${pay.json.fullHash as string},${move.json.fullHash as string}` }));
    await node.forge();
    expect(contract.check('getPhasingPoll', await get('getPhasingPoll', { transaction: poll }), 'finished')).toMatchObject({ finished: true, approved: true });
    contract.check('getPhasingPolls', await get('getPhasingPolls', { transaction: `${poll},${move.json.transaction as string}` }));
    contract.check('getPhasingPollVotes', await get('getPhasingPollVotes', { transaction: poll }));
    contract.check('getPhasingPollVote', await get('getPhasingPollVote', { transaction: poll, account: voter.account }));
  });

  it('both controls', async () => {
    contract.check('setPhasingOnlyControl', await post('setPhasingOnlyControl', { secretPhrase: devnet(5).secretPhrase, controlVotingModel: '0', controlQuorum: '1', controlWhitelisted: voter.account }));
    const totem = await issue(node, devnet(6), '10');
    contract.check('setPhasingTotemControl', await post('setPhasingTotemControl', { secretPhrase: devnet(6).secretPhrase, totem, controlVotingModel: '0', controlQuorum: '1', controlWhitelisted: voter.account }));
    await node.forge();
    contract.check('getPhasingOnlyControl', await get('getPhasingOnlyControl', { account: devnet(5).account }));
    contract.check('getAllPhasingOnlyControls', await get('getAllPhasingOnlyControls'));
    contract.check('getPhasingTotemControl', await get('getPhasingTotemControl', { totem }));
  });

  it('polls, votes and the poll reads', async () => {
    const finishHeight = (await tip()) + 3;
    const created = await post('createPoll', {
      secretPhrase: sender.secretPhrase, name: 'Contract poll', finishHeight: String(finishHeight), option00: 'yes', option01: 'no',
      minNumberOfOptions: '1', maxNumberOfOptions: '1', minRangeValue: '0', maxRangeValue: '1',
    });
    contract.check('createPoll', created);
    await node.forge();
    const poll = created.json.transaction as string;
    contract.check('castVote', await post('castVote', { secretPhrase: voter.secretPhrase, poll, vote00: '1' }));
    await node.forge();
    contract.check('getPoll', await get('getPoll', { poll }));
    contract.check('getPollResult', await get('getPollResult', { poll }), 'open');
    contract.check('getPollVotes', await get('getPollVotes', { poll }));
    contract.check('getPollVote', await get('getPollVote', { poll, account: voter.account }));
    await node.forge();
    expect(contract.check('getPollResult', await get('getPollResult', { poll }), 'finished')).toMatchObject({ finished: true, results: [{ result: '1', weight: '1' }, { result: '0', weight: '0' }] });
    contract.check('getPolls', await get('getPolls', { account: sender.account }));
  });

  it('checked a real answer of every PHASING operation', () => {
    expect(contract.unchecked(CHECKED_IN_PHASING)).toEqual({ unchecked: [], undeclared: [] });
    const phasing = contract.declared().filter((op) => nodeHandlerTable()[op]!.tags.includes('PHASING' as never));
    expect([...phasing].sort()).toEqual([...CHECKED_IN_PHASING].sort());
    expect(contract.unmetAlternatives(CHECKED_IN_PHASING)).toEqual([]);
  });
});
