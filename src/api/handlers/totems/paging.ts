// Pages of the totem exchange's lists: queries read a list from its start only as far as a page
// needs (its lastIndex + 1), and the page is then sliced off.
import type { Page } from '../../types.js';

/** How many entries a page needs read from the start of a list. */
export function readLimit(page: Page): number {
  return Math.max(0, page.lastIndex + 1);
}

/** The page of a list read from its start. */
export function pageOf<T>(items: readonly T[], page: Page): T[] {
  return items.slice(page.firstIndex, page.lastIndex + 1);
}
