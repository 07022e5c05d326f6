// hexConvert (as in Nxt): `binary` is the hex of the string's UTF-8 bytes; when the string is
// itself hex that decodes to valid UTF-8 text, `text` is that text.
import { fromHex, toHex } from '../../../domain/hex.js';
import { utf8Bytes } from '../../../domain/crypto.js';
import { ApiTag, defineHandler } from '../../types.js';
import { R, STRING, object } from '../../response-schema.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function decodeHexText(text: string): string | undefined {
  try {
    const bytes = fromHex(text);
    return bytes.length > 0 ? strictUtf8.decode(bytes) : undefined;
  } catch {
    return undefined;
  }
}

export const hexConvert = defineHandler({
  requestType: 'hexConvert',
  tags: [ApiTag.UTILS],
  description: 'Converts between text and hex: binary = hex of the UTF-8 bytes of string; text = string decoded from hex, when string is hex of valid UTF-8.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ binary: { ...R.hex, description: 'Hex of the UTF-8 bytes of string.' } }, { text: { ...STRING, description: 'string decoded from hex (only when string is hex of valid UTF-8).' } }),
  params: [
    { name: 'string', type: 'string', required: true, description: 'Text or hex to convert.' },
  ],
  async handler({ string }) {
    const response: { text?: string; binary: string } = { binary: toHex(utf8Bytes(string)) };
    const text = decodeHexText(string);
    if (text !== undefined) response.text = text;
    return response;
  },
});
