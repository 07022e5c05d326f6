// Subscriptions (tag SUBSCRIPTIONS): recurring payments of the coin, a currency or a totem,
// executed in the block phase at their due heights. docs/subscriptions.md.
import type { Capability } from '../capability.js';

export const subscriptions: Capability = Object.freeze({
  name: 'subscriptions',
});
