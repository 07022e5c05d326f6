// "Did you mean ...?" for unknown setting keys and TOTEM_* variables. Two ways a name is
// usually wrong: a typo (a letter or two off: apiServerPrt), or a word left out or added
// (TOTEM_API_PORT for TOTEM_API_SERVER_PORT), which is too far for an edit distance alone.

/** Levenshtein distance (insertions, deletions, substitutions), two rows of memory. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** The words of a name, lower case: `apiServerSSLPort` and `API_SERVER_SSL_PORT` both give
 * api, server, ssl, port. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
}

/** Whether the words of `short` appear in `long` in the same order (others may come between). */
function isSubsequence(short: readonly string[], long: readonly string[]): boolean {
  let i = 0;
  for (const w of long) if (i < short.length && w === short[i]) i++;
  return i === short.length;
}

/**
 * The known name closest to `unknown`, compared case-insensitively, or undefined when none is
 * close enough to be a useful guess: within an edit distance of a third of the longer name
 * (at least 1, so short names still match a single typo), or sharing at least two words in
 * order, one name holding all the other's words. A name holding all the unknown one's words
 * comes first (a word left out: apiSslPort is apiServerSSLPort rather than apiSSL), then the
 * smaller distance, then the earlier name (the table's order).
 */
export function closestName(unknown: string, known: Iterable<string>): string | undefined {
  const u = unknown.toLowerCase();
  const uWords = wordsOf(unknown);
  let best: { name: string; covers: boolean; distance: number } | undefined;
  for (const name of known) {
    const n = name.toLowerCase();
    const distance = editDistance(u, n);
    const nWords = wordsOf(name);
    const typo = distance <= Math.max(1, Math.floor(Math.max(u.length, n.length) / 3));
    const enoughWords = Math.min(uWords.length, nWords.length) >= 2;
    const covers = enoughWords && isSubsequence(uWords, nWords);
    if (!typo && !covers && !(enoughWords && isSubsequence(nWords, uWords))) continue;
    if (best === undefined || (covers && !best.covers) || (covers === best.covers && distance < best.distance)) {
      best = { name, covers, distance };
    }
  }
  return best?.name;
}
