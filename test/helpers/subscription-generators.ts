// Subscriptions' generators for the state-digest property test (digest-generators.ts).
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';

interface Op {
  readonly from: number;
  readonly to: number;
  readonly a: number;
  readonly b: number;
  readonly flag: boolean;
}

interface Ctx {
  readonly node: Node;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly height: number;
}

export type SubscriptionGen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

export const SUBSCRIPTION_GENERATORS: readonly SubscriptionGen[] = [];
