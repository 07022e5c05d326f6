// The six shuffling transaction types, gathered (the rules: common.ts's header).
export * from './common.js';
export * from './setup-types.js';
export * from './round-types.js';
export * from './blame.js';
