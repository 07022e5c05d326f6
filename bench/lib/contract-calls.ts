// The contracts bench's ledger lane: contract calls applied in blocks on a node on disk, against
// the same number of plain payments pushed the same way. One counter contract (the fixture: each
// increment reads and writes a key and emits an event) is uploaded, then blocks of CALLS_PER_BLOCK
// calls from distinct senders are forged and pushed (Blockchain.pushBlock, signatures known as
// verified) on a chain whose rules run contracts in the node's executor (block application runs
// them inline on the applying thread, whatever its workers); the
// baseline lane pushes blocks of as many payments. After the timed blocks, the count and every
// call's outcome are checked, so a call that did not run cannot make the figure.
import { ONE_COIN } from '../../src/domain/constants.js';
import { contractUpload } from '../../src/capabilities/contracts/upload.js';
import { contractCall } from '../../src/capabilities/contracts/call.js';
import { gasFeeMTA, uploadBlockGas } from '../../src/capabilities/contracts/constants.js';
import { contractCallOf, storageValueOf } from '../../src/capabilities/contracts/queries.js';
import { ContractExecutor } from '../../src/capabilities/contracts/runtime/executor.js';
import { ordinaryPayment } from '../../src/capabilities/payments/ordinary-payment.js';
import { buildRules } from '../../src/node.js';
import type { BenchNetwork } from './fixtures.js';
import { ShuffleLane, type TxSpec } from './shuffle-lane.js';
import { fixture } from './contract-modules.js';
import { makeTempDir, removeTempDir } from './tmp.js';

export const CALLS_PER_BLOCK = 250;
const CALL_GAS = 20_000_000n;

export interface LaneTimes {
  readonly pushMs: number;
  readonly transactions: number;
}

/** Pushes `blocks` blocks of contract calls; returns their summed push time. */
export async function contractCallLane(net: BenchNetwork, blocks: number): Promise<LaneTimes> {
  const dir = await makeTempDir('contracts');
  const runner = new ContractExecutor({ workers: 2 });
  const lane = await ShuffleLane.open(net, dir, buildRules(undefined, { contractRunner: runner }));
  try {
    const code = await fixture('counter');
    const gasLimit = 100_000_000n;
    const upload = await lane.block([{ sender: net.senders[0]!, type: contractUpload, attachment: { name: 'counter', code, gasLimit }, feeMTA: gasFeeMTA(uploadBlockGas(code.length, gasLimit)) }]);
    const contract = upload.transactions[0]!.id;
    let pushMs = 0;
    const calls: bigint[] = [];
    for (let b = 0; b < blocks; b++) {
      const specs = net.senders.slice(0, CALLS_PER_BLOCK).map((sender): TxSpec => ({
        sender,
        type: contractCall,
        attachment: { fn: 'increment', args: [1n], input: new Uint8Array(0), gasLimit: CALL_GAS },
        recipientId: contract,
        feeMTA: gasFeeMTA(CALL_GAS),
      }));
      const pushed = await lane.block(specs);
      pushMs += pushed.pushMs;
      calls.push(...pushed.transactions.map((t) => t.id));
    }
    const count = new TextDecoder().decode(storageValueOf(lane.store, contract, new TextEncoder().encode('count')));
    if (count !== String(calls.length)) throw new Error(`the counter reads ${count} after ${calls.length} calls`);
    if (!calls.every((id) => contractCallOf(lane.store, id)?.ok === true)) throw new Error('a call did not succeed');
    return { pushMs, transactions: calls.length };
  } finally {
    await lane.close();
    await removeTempDir(dir);
  }
}

/** The baseline: as many plain payments in blocks of the same size, pushed the same way. */
export async function paymentLane(net: BenchNetwork, blocks: number): Promise<LaneTimes> {
  const dir = await makeTempDir('contracts-payments');
  const lane = await ShuffleLane.open(net, dir);
  try {
    let pushMs = 0;
    let transactions = 0;
    for (let b = 0; b < blocks; b++) {
      const specs = net.senders.slice(0, CALLS_PER_BLOCK).map((sender, i): TxSpec => ({
        sender,
        type: ordinaryPayment,
        attachment: {},
        version: 0,
        recipientId: net.senders[(i + 1) % CALLS_PER_BLOCK]!.accountId,
        amountMTA: ONE_COIN,
        feeMTA: ONE_COIN,
      }));
      const pushed = await lane.block(specs);
      pushMs += pushed.pushMs;
      transactions += pushed.transactions.length;
    }
    return { pushMs, transactions };
  } finally {
    await lane.close();
    await removeTempDir(dir);
  }
}
