// currencySell: an exchange sell (5/6) against the offers' buy sides (exchange-writes.ts).
import { exchangeWrite } from './exchange-writes.js';

export const currencySell = exchangeWrite('sell');
