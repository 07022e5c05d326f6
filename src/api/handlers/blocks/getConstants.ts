// getConstants: the protocol's fixed numbers, the transaction type table and the API's own
// table (every requestType with its method and flags), so clients need not hard-code them.
// Built from the handler table it belongs to, hence a factory (see src/api/table.ts).
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { buildGenesisBlock, genesisKeyPair } from '../../../domain/genesis.js';
import {
  ACCOUNT_RS_PREFIX,
  CHAIN_ID,
  DEFAULT_DEADLINE_MINUTES,
  EC_BLOCK_DISTANCE,
  MAX_BALANCE_MTA,
  MAX_DEADLINE_MINUTES,
  MAX_ENCRYPTED_MESSAGE_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_PRUNABLE_MESSAGE_LENGTH,
  MAX_TIMESTAMP_DRIFT_SECONDS,
  MIN_DEADLINE_MINUTES,
  MIN_TRANSACTION_FEE_MTA,
  ONE_COIN,
  BLOCK_VERSION,
  TRANSACTION_VERSION,
} from '../../../domain/constants.js';
import { idToString } from '../../../domain/ids.js';
import type { NetworkParams } from '../../../domain/network-params.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import { TRANSACTION_TYPE_NUMBERS } from '../../../domain/tx-types/numbering.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler, type HandlerSpec, type HandlerTable } from '../../types.js';
import { BOOLEAN, NON_NEGATIVE, R, STRING, arrayOf, int, object, oneOfStrings } from '../../response-schema.js';

const CONSTANTS_RESPONSE = object({
  network: STRING,
  chainId: { type: 'integer', enum: [CHAIN_ID] },
  epochBeginning: int('Unix milliseconds of epoch second 0.'),
  genesisBlockId: R.id,
  genesisAccount: R.id,
  genesisAccountRS: R.accountRS,
  accountPrefix: { type: 'string', enum: [ACCOUNT_RS_PREFIX] },
  oneCoinMTA: R.amount,
  maxBalanceMTA: R.amount,
  ...Object.fromEntries(
    ['transactionVersion', 'blockVersion', 'maxBlockPayloadLength', 'maxTransactionsPerBlock', 'maxRollback', 'blockTime', 'ecBlockDistance', 'maxTimestampDrift', 'minDeadline', 'maxDeadline', 'defaultDeadline']
      .map((name) => [name, NON_NEGATIVE]),
  ),
  minTransactionFeeMTA: R.amount,
  maxMessageLength: NON_NEGATIVE,
  maxPrunableMessageLength: NON_NEGATIVE,
  maxEncryptedMessageLength: NON_NEGATIVE,
  minForgingBalanceMTA: R.amount,
  guaranteedBalanceConfirmations: NON_NEGATIVE,
  forgeOnDemand: BOOLEAN,
  initialBaseTarget: R.decimal,
  transactionTypes: arrayOf(
    object({ type: NON_NEGATIVE, subtype: NON_NEGATIVE, name: STRING, tag: STRING, implemented: BOOLEAN }, { canHaveRecipient: BOOLEAN, mustHaveRecipient: BOOLEAN }),
    'Every type/subtype of the numbering table; the recipient rules only for implemented ones.',
  ),
  requestTypes: object({}, {}, {
    description: 'Every operation by requestType.',
    additional: object({ tags: arrayOf(oneOfStrings(Object.values(ApiTag))), requirePost: BOOLEAN, requirePassword: BOOLEAN, requireBlockchain: BOOLEAN, paginated: BOOLEAN }),
  }),
});

// The genesis block is a pure function of the network parameters; built once per params object.
const genesisIds = new WeakMap<NetworkParams, bigint>();
function genesisBlockId(params: NetworkParams): bigint {
  let id = genesisIds.get(params);
  if (id === undefined) {
    id = buildGenesisBlock(params).id;
    genesisIds.set(params, id);
  }
  return id;
}

function requestTypeInfo(spec: HandlerSpec<unknown>): Record<string, unknown> {
  return {
    tags: spec.tags,
    requirePost: spec.requirePost,
    requirePassword: spec.requirePassword,
    requireBlockchain: spec.requireBlockchain,
    paginated: spec.paginated === true,
  };
}

/** The getConstants handler of a table: `table()` is read at request time (the table that holds
 * this handler is complete by then). */
export function getConstantsHandler(table: () => HandlerTable<any>): HandlerSpec<NodeApiContext> {
  return defineHandler({
    requestType: 'getConstants',
    tags: [ApiTag.BLOCKS, ApiTag.UTILS],
    description:
      'Returns the protocol constants: network, chainId, epochBeginning (Unix ms of epoch second 0), genesisBlockId, genesisAccount/genesisAccountRS (the key that signs the genesis block), accountPrefix, oneCoinMTA, block limits (maxBlockPayloadLength, maxTransactionsPerBlock), maxRollback, blockTime, deadlines, fees, message limits, forging constants; transactionTypes (every type/subtype of the numbering table with its name, tag and whether this node implements it, plus recipient rules for implemented ones); and requestTypes (every operation with its tags and flags). Needs no blockchain.',
    method: 'GET',
    requirePost: false,
    requirePassword: false,
    requireBlockchain: false,
    params: [],
    response: CONSTANTS_RESPONSE,
    async handler(_p, ctx: NodeApiContext) {
      const genesisAccount = accountIdFromPublicKey(genesisKeyPair().publicKey);
      const specs = Object.values(table()).sort((a, b) => a.requestType.localeCompare(b.requestType));
      return {
        network: ctx.params.name,
        chainId: CHAIN_ID,
        epochBeginning: ctx.params.epochBeginningMs,
        genesisBlockId: idToString(genesisBlockId(ctx.params)),
        genesisAccount: idToString(genesisAccount),
        genesisAccountRS: encodeRS(genesisAccount),
        accountPrefix: ACCOUNT_RS_PREFIX,
        oneCoinMTA: ONE_COIN.toString(),
        maxBalanceMTA: MAX_BALANCE_MTA.toString(),
        transactionVersion: TRANSACTION_VERSION,
        blockVersion: BLOCK_VERSION,
        maxBlockPayloadLength: ctx.params.maxPayloadLength,
        maxTransactionsPerBlock: ctx.params.maxTransactionsPerBlock,
        maxRollback: ctx.params.maxRollback,
        blockTime: ctx.params.blockTimeSeconds,
        ecBlockDistance: EC_BLOCK_DISTANCE,
        maxTimestampDrift: MAX_TIMESTAMP_DRIFT_SECONDS,
        minDeadline: MIN_DEADLINE_MINUTES,
        maxDeadline: MAX_DEADLINE_MINUTES,
        defaultDeadline: DEFAULT_DEADLINE_MINUTES,
        minTransactionFeeMTA: MIN_TRANSACTION_FEE_MTA.toString(),
        maxMessageLength: MAX_MESSAGE_LENGTH,
        maxPrunableMessageLength: MAX_PRUNABLE_MESSAGE_LENGTH,
        maxEncryptedMessageLength: MAX_ENCRYPTED_MESSAGE_LENGTH,
        minForgingBalanceMTA: ctx.params.minForgingBalanceMTA.toString(),
        guaranteedBalanceConfirmations: ctx.params.guaranteedBalanceConfirmations,
        forgeOnDemand: ctx.params.forgeOnDemand,
        initialBaseTarget: ctx.params.initialBaseTarget.toString(),
        transactionTypes: TRANSACTION_TYPE_NUMBERS.map((n) => {
          const type = ctx.registry.get(n.type, n.subtype);
          return {
            type: n.type,
            subtype: n.subtype,
            name: n.name,
            tag: n.tag,
            implemented: type !== undefined,
            ...(type !== undefined ? { canHaveRecipient: type.canHaveRecipient, mustHaveRecipient: type.mustHaveRecipient } : {}),
          };
        }),
        requestTypes: Object.fromEntries(specs.map((s) => [s.requestType, requestTypeInfo(s)])),
      };
    },
  });
}
