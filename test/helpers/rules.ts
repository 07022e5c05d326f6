// The chain rules of the node's registered capabilities, for tests that parse, validate or apply
// transactions and blocks without building a node (every such call takes a registry or rules
// explicitly: there is no default).
import { buildRules } from '../../src/node.js';

export const TEST_RULES = buildRules();
export const TEST_REGISTRY = TEST_RULES.registry;
