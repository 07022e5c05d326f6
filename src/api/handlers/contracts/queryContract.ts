// queryContract: a read-only run of a contract function on the tip's committed state: nothing is
// committed, no transaction is made, and it is bounded by its gas limit like a call. It is local
// work, so it runs guarded: past the node's watchdog it is stopped and answered as an error.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import { arrayOf, int, object, R, str } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { ContractNodeFaultError, type ContractRunRequest, type ContractRunResult } from '../../../domain/contract-runner.js';
import { functionRefusal } from '../../../capabilities/contracts/call.js';
import { contractCodeOf } from '../../../capabilities/contracts/queries.js';
import { storageView } from '../../../capabilities/contracts/execution.js';
import { CALL_PARAMS, GAS_LIMIT_PARAM, parseArgs, parseInput, TARGET_PARAMS, targetOf } from './params.js';
import { RESULT_FIELDS, RESULT_OPTIONAL, renderResultFields } from './render.js';

export const queryContract = defineHandler({
  requestType: 'queryContract',
  tags: [ApiTag.CONTRACTS],
  description:
    'Runs a contract function read-only against the committed state at the tip (height = the tip\'s): its writes and events are reported, never applied, and no transaction is made. Gas-limited like a call. Target and arguments as callContract; sender (default the contract itself) and amountMTA are what the run sees as ctx_sender and ctx_amount. Unknown contract or no reference: errorCode 7 naming the parameter; a node without a contract runner: errorCode 1. The run is local work, guarded by the node\'s watchdog (node.contractWatchdogMs): a run past it is stopped and answered with errorCode 1 naming gasLimit (a lower gasLimit bounds the run); any other failure of this node to run it, errorCode 1 naming contract.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object(
    {
      contract: R.id,
      function: str('The function run.'),
      height: int('The tip height it ran at.', 0),
      ...RESULT_FIELDS,
      writes: int('Storage writes it would make (none are applied).', 0),
      storageBytes: int('Bytes of keys plus values it would leave (as the runner counts them).', 0),
      events: arrayOf(object({ event: str('Name.'), data: str('Data.') }), 'Events it would emit.'),
    },
    RESULT_OPTIONAL,
  ),
  params: [
    ...TARGET_PARAMS,
    ...CALL_PARAMS,
    { name: 'sender', type: 'account', description: 'What the run sees as its sender (default: the contract\'s own account).' },
    { name: 'amountMTA', type: 'amount', default: 0n, description: 'What the run sees as ctx_amount (nothing is paid).' },
    GAS_LIMIT_PARAM,
  ],
  async handler(p, ctx: NodeApiContext) {
    const { contract, record } = targetOf(ctx, p);
    const bad = functionRefusal(p.function);
    if (bad !== undefined) throw apiErrors.invalidParam('function', bad);
    const args = parseArgs(p.args);
    const input = parseInput(p.input, p.inputHex);
    const runner = ctx.registry.hooks.contracts;
    if (runner === undefined) throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'This node has no contract runner');
    const height = (await ctx.blockchain.status()).height;
    const state = ctx.state;
    const request: ContractRunRequest = {
      contract,
      code: contractCodeOf(state, contract)!,
      codeHash: record.codeHash,
      fn: p.function,
      args,
      input,
      sender: p.sender ?? contract,
      amount: p.amountMTA,
      height,
      gasLimit: p.gasLimit,
      storageBytes: record.storageBytes,
    };
    const guarded = <T>(fn: () => T): T => (runner.guarded ? runner.guarded(fn, { preempt: true }) : fn());
    let r: ContractRunResult;
    try {
      r = guarded(() => runner.run(request, storageView(state, contract)));
    } catch (error) {
      if (!(error instanceof ContractNodeFaultError)) throw error;
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, `This node could not run the query: ${error.message}`, { param: error.kind === 'watchdog' ? 'gasLimit' : 'contract' });
    }
    return {
      contract: idToString(contract),
      function: p.function,
      height,
      ...renderResultFields({ ok: r.ok, gasUsed: r.gasUsed, returnValue: r.returnValue, revertKind: r.revert?.kind, ...(r.revert ? { revertReason: r.revert.reason } : {}) }),
      writes: r.writes.length,
      storageBytes: r.storageBytes,
      events: r.events.map((e) => ({ event: e.event, data: e.data })),
    };
  },
});
