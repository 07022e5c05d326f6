import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_PAYLOAD_LENGTH, MAX_TRANSACTIONS_PER_BLOCK } from '../../src/domain/constants.js';
import { TRANSACTION_TYPE_NUMBERS } from '../../src/domain/tx-types/numbering.js';
import { nodeHandlerTable } from '../../src/node.js';
import { startChainNode, type ChainNode } from './chain-fixture.js';

describe('getConstants', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('reports limits, genesis and network facts', async () => {
    const r = await node.get({ requestType: 'getConstants' });
    expect(r.status).toBe(200);
    const status = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    expect(r.json).toMatchObject({
      network: 'devnet',
      chainId: 1,
      genesisBlockId: status.genesisBlockId,
      accountPrefix: 'TOTEM',
      oneCoinMTA: '100000000',
      maxBlockPayloadLength: MAX_PAYLOAD_LENGTH,
      maxTransactionsPerBlock: MAX_TRANSACTIONS_PER_BLOCK,
      maxRollback: 720,
      defaultDeadline: 1440,
      maxDeadline: 32767,
      minTransactionFeeMTA: '100000000',
    });
    expect(typeof r.json.epochBeginning).toBe('number');
    expect(r.json.genesisAccountRS).toMatch(/^TOTEM-/);
  });

  it('lists every numbered transaction type with whether this node implements it', async () => {
    const types = (await node.get({ requestType: 'getConstants' })).json.transactionTypes as Array<Record<string, unknown>>;
    expect(types).toHaveLength(TRANSACTION_TYPE_NUMBERS.length);
    expect(types.find((t) => t.type === 0 && t.subtype === 0)).toEqual({
      type: 0, subtype: 0, name: 'OrdinaryPayment', tag: 'PAYMENTS', implemented: true, canHaveRecipient: true, mustHaveRecipient: true,
    });
    expect(types.find((t) => t.type === 2 && t.subtype === 4)).toMatchObject({ name: 'TotemApprovalRequest', tag: 'AE', implemented: true, canHaveRecipient: false });
    expect(types.find((t) => t.type === 5 && t.subtype === 0)).toMatchObject({ name: 'CurrencyIssuance', tag: 'MS', implemented: true });
    // A numbered type no registered capability brings yet.
    expect(types.find((t) => t.type === 7 && t.subtype === 0)).toMatchObject({ name: 'ShufflingCreation', tag: 'SHUFFLING', implemented: true });
    expect(types.find((t) => t.type === 1 && t.subtype === 1)).toMatchObject({ name: 'AliasAssignment', implemented: false });
  });

  it('lists every requestType of the table with its flags', async () => {
    const requestTypes = (await node.get({ requestType: 'getConstants' })).json.requestTypes as Record<string, Record<string, unknown>>;
    expect(Object.keys(requestTypes).sort()).toEqual(Object.keys(nodeHandlerTable()).sort());
    expect(requestTypes['popOff']).toEqual({ tags: ['DEBUG'], requirePost: true, requirePassword: true, requireBlockchain: false, paginated: false });
    expect(requestTypes['getBlocks']).toMatchObject({ requirePost: false, paginated: true });
  });

  it('works while the blockchain is not ready', async () => {
    node.setBlockchainReady(false);
    try {
      expect((await node.get({ requestType: 'getConstants' })).status).toBe(200);
      expect((await node.get({ requestType: 'getBlockchainStatus' })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
  });
});
