// "Did you mean" for a genesis file's unknown fields: the settings' matcher (a typo, or a word
// left out), so both kinds of file a network operator writes answer mistakes alike.
import { closestName } from '../config/suggest.js';

/** `unknown field; did you mean "x"?` or just `unknown field`, listing the known names when no
 * close one exists (there are few). */
export function unknownFieldMessage(name: string, known: readonly string[]): string {
  const close = closestName(name, known);
  return close !== undefined ? `unknown field; did you mean "${close}"?` : `unknown field; known fields: ${known.join(', ')}`;
}
