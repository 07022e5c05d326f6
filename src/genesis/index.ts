// Genesis files: custom networks launched from a JSON file (docs/networks.md).
export { GenesisFileError, formatIssues, type GenesisIssue } from './errors.js';
export { parseGenesisFile, readGenesisFile } from './parse.js';
export { networkParamsFromGenesis, genesisIdOf, genesisSupplyMTA, genesisForgerCount } from './params.js';
export { genesisFileText, type GenesisFileInput, type GenesisFileAllocationInput } from './write.js';
export { GENESIS_DEFAULTS, GENESIS_FIELDS, ALLOCATION_FIELDS, type GenesisSpec, type GenesisSpecAllocation, type GenesisProfile } from './spec.js';
export { unknownFieldMessage } from './suggest.js';
