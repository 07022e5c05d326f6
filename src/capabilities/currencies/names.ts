// Names and codes share one namespace: every currency claims its lower-cased name and its
// lower-cased code, and no other currency may claim either, as a name or as a code (so a code
// "GLD" blocks a name "gld" and the reverse). Deleting a currency frees both.
import type { StateReader, StateWriter } from '../../domain/state/state.js';
import { CURRENCY_NAMES } from './tables.js';

function claims(name: string, code: string): string[] {
  const n = name.toLowerCase();
  const c = code.toLowerCase();
  return n === c ? [n] : [n, c];
}

/** Which of `name` / `code` another currency already claims (param to name), or undefined. */
export function namespaceClash(state: StateReader, name: string, code: string, self = 0n): { param: 'name' | 'code'; holder: bigint } | undefined {
  const byName = state.get(CURRENCY_NAMES, name.toLowerCase());
  if (byName !== undefined && byName !== self) return { param: 'name', holder: byName };
  const byCode = state.get(CURRENCY_NAMES, code.toLowerCase());
  if (byCode !== undefined && byCode !== self) return { param: 'code', holder: byCode };
  return undefined;
}

export function claimNames(state: StateWriter, currency: bigint, name: string, code: string): void {
  for (const key of claims(name, code)) state.put(CURRENCY_NAMES, key, currency);
}

export function freeNames(state: StateWriter, name: string, code: string): void {
  for (const key of claims(name, code)) state.delete(CURRENCY_NAMES, key);
}

/** The currency that claims `text` as its name or code (case-insensitive). */
export function currencyByNameOrCode(state: StateReader, text: string): bigint | undefined {
  return state.get(CURRENCY_NAMES, text.toLowerCase());
}
