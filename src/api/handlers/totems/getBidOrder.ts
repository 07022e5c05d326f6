// getBidOrder: one open bid order by id (the factory in order-sides.ts makes both sides alike).
import { openOrderRead } from './order-sides.js';

export const getBidOrder = openOrderRead('bid');
