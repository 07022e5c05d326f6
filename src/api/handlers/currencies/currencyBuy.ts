// currencyBuy: an exchange buy (5/5) against the offers' sell sides (exchange-writes.ts).
import { exchangeWrite } from './exchange-writes.js';

export const currencyBuy = exchangeWrite('buy');
