// getState: getBlockchainStatus plus counts and the process's memory.
import { getHeapStatistics } from 'node:v8';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { ifPeersRunning } from '../network/access.js';
import { BLOCKCHAIN_STATUS_RESPONSE, blockchainStatusFields } from './status-fields.js';
import { NON_NEGATIVE, extend, int } from '../../response-schema.js';

export const getState = defineHandler({
  requestType: 'getState',
  tags: [ApiTag.BLOCKS],
  description:
    'Returns every getBlockchainStatus field plus numberOfUnconfirmedTransactions (mempool size), numberOfForgingAccounts (accounts this node forges for), numberOfPeers (peers known, blacklisted included) and numberOfActivePeers (connected now), both absent when peer networking is not running, and memory figures of the process in bytes: totalMemory (heap reserved), freeMemory (reserved but unused), maxMemory (heap limit), residentMemory (RSS).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: extend(
    BLOCKCHAIN_STATUS_RESPONSE,
    {
      numberOfUnconfirmedTransactions: NON_NEGATIVE,
      numberOfForgingAccounts: NON_NEGATIVE,
      totalMemory: int('Bytes of heap reserved.', 0),
      freeMemory: int('Bytes of heap reserved but unused.', 0),
      maxMemory: int('Bytes: the heap limit.', 0),
      residentMemory: int('Bytes: the resident set size.', 0),
    },
    {
      numberOfPeers: int('Peers known, blacklisted included (only while peer networking runs).', 0),
      numberOfActivePeers: int('Peers connected now (only while peer networking runs).', 0),
    },
    { description: 'Every getBlockchainStatus field plus counts and memory figures.' },
  ),
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    const [status, unconfirmed, forging, peers] = await Promise.all([
      blockchainStatusFields(ctx),
      ctx.mempool.size(),
      ctx.forger.getForging(),
      ifPeersRunning(ctx, async (p) => {
        const [all, active] = await Promise.all([p.getPeers(), p.getPeers({ active: true })]);
        return { numberOfPeers: all.length, numberOfActivePeers: active.length };
      }),
    ]);
    const heap = getHeapStatistics();
    const memory = process.memoryUsage();
    return {
      ...status,
      numberOfUnconfirmedTransactions: unconfirmed,
      numberOfForgingAccounts: forging.length,
      ...peers,
      totalMemory: memory.heapTotal,
      freeMemory: Math.max(0, memory.heapTotal - memory.heapUsed),
      maxMemory: heap.heap_size_limit,
      residentMemory: memory.rss,
    };
  },
});
