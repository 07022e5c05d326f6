// issueCurrency: a currency issuance (5/0). Rules, fees and the type bitmask:
// src/capabilities/currencies/issuance.ts and currency-type.ts.
import { currencyIssuance } from '../../../capabilities/currencies/issuance.js';
import { currencyWrite } from './write-common.js';

const amount = (name: string, description: string) => ({ name, type: 'amount', default: 0n, description }) as const;
const small = (name: string, max: number, description: string) => ({ name, type: 'int', min: 0, max, default: 0, description }) as const;

export const issueCurrency = currencyWrite({
  requestType: 'issueCurrency',
  type: currencyIssuance,
  description:
    'Issues a currency; its id is this transaction\'s id and the issuer receives initialSupplyQNT. name: 3..10 letters; code: 3..5 capital letters, no longer than the name; names and codes share one case-insensitive namespace (a name or code another currency holds as its name or code: errorCode 8 naming it). type is a bitmask of EXCHANGEABLE 1, CONTROLLABLE 2, RESERVABLE 4, CLAIMABLE 8, MINTABLE 16, NON_SHUFFLEABLE 32, with Nxt\'s rules between the bits and the supplies (an invalid combination: errorCode 7 naming the field at fault; docs/currencies.md). A RESERVABLE currency takes issuanceHeight (above the current height), reserveSupplyQNT and minReservePerUnitMTA and is crowdfunded until then; a MINTABLE one takes algorithm (2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256) and minDifficulty <= maxDifficulty (1..255). Fee by code length: 3 letters 25,000 coins, 4 letters 1,000, 5 letters 40.',
  params: [
    { name: 'name', type: 'string', required: true, description: '3..10 letters.' },
    { name: 'code', type: 'string', required: true, description: '3..5 capital letters A-Z.' },
    { name: 'description', type: 'string', default: '', description: 'Up to 1000 bytes.' },
    { name: 'type', type: 'int', required: true, min: 0, max: 255, description: 'The type bitmask.' },
    amount('initialSupplyQNT', 'Units the issuer receives now.'),
    amount('reserveSupplyQNT', 'RESERVABLE: the supply once active.'),
    { name: 'maxSupplyQNT', type: 'amount', required: true, description: 'The most units there can ever be (1..10^17).' },
    small('issuanceHeight', 0xffffffff, 'RESERVABLE: the height it becomes active at.'),
    amount('minReservePerUnitMTA', 'RESERVABLE: the pledge per unit crowdfunding must reach.'),
    small('minDifficulty', 255, 'MINTABLE: the difficulty of the first mint.'),
    small('maxDifficulty', 255, 'MINTABLE: the difficulty once the whole supply is minted.'),
    small('algorithm', 255, 'MINTABLE: 2 SHA256, 3 SHA3_256, 5 SCRYPT, 25 KECCAK256.'),
    small('decimals', 8, 'Decimal places of the QNT unit (0..8).'),
  ],
  attachment: (p) => ({
    name: p.name,
    code: p.code,
    description: p.description,
    type: p.type,
    initialSupply: p.initialSupplyQNT,
    reserveSupply: p.reserveSupplyQNT,
    maxSupply: p.maxSupplyQNT,
    issuanceHeight: p.issuanceHeight,
    minReservePerUnit: p.minReservePerUnitMTA,
    minDifficulty: p.minDifficulty,
    maxDifficulty: p.maxDifficulty,
    algorithm: p.algorithm,
    decimals: p.decimals,
  }),
});
