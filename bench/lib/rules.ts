// The chain rules the benchmarks run under: the node's registered capabilities, as a node built
// by createNode has them (registry, tables, block hooks).
import { buildRules } from '../../src/node.js';

export const BENCH_RULES = buildRules();
export const BENCH_REGISTRY = BENCH_RULES.registry;
