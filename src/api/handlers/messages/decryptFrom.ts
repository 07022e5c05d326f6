// decryptFrom: decrypts data and nonce exchanged with `account` (what encryptTo returned, or an
// encrypted message read off a transaction), as either party. Scheme: docs/encryption.md.
import { decryptData, ENCRYPTION_NONCE_LENGTH } from '../../../domain/encryption.js';
import { toHex } from '../../../domain/hex.js';
import type { NodeApiContext } from '../../context.js';
import { requireSigner, signerParams } from '../../signer.js';
import { apiErrors } from '../../errors.js';
import { object, str } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { accountKey } from './public-keys.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export const decryptFrom = defineHandler({
  requestType: 'decryptFrom',
  tags: [ApiTag.UTILS, ApiTag.MESSAGES],
  description:
    "Decrypts data with nonce, exchanged between the secret phrase's account and account (the sender decrypts with the recipient as account, the recipient with the sender), and returns decryptedMessage. Data that was altered, or not encrypted between these two accounts with this nonce and compression flag, is refused (errorCode 7 naming data). A message that is not valid UTF-8 asked for as text is refused naming decryptedMessageIsText.",
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ decryptedMessage: str('The message: text, or hex when decryptedMessageIsText=false.') }),
  params: [
    { name: 'account', type: 'account', required: true, description: 'The other party: the sender of the message, or its recipient when the secret phrase is the sender\'s.' },
    { name: 'data', type: 'hex', required: true, description: 'Ciphertext with its tag (hex), as encryptTo returned it.' },
    { name: 'nonce', type: 'hex', bytes: ENCRYPTION_NONCE_LENGTH, required: true, description: 'The 24-byte nonce (hex).' },
    { name: 'decryptedMessageIsText', type: 'boolean', default: true, description: 'true: answer the message as text (it must be valid UTF-8); false: as hex.' },
    { name: 'uncompressDecryptedMessage', type: 'boolean', default: true, description: 'The message was compressed when encrypted (compressMessageToEncrypt); it must match, or decryption fails.' },
    ...signerParams('Secret phrase of the reader (sender or recipient). Required, or sharedPiece with sharedPieceAccount.'),
  ],
  async handler(p, ctx: NodeApiContext) {
    const { seed } = (await requireSigner(ctx, p)).keyPair;
    const theirs = await accountKey(ctx, p.account);
    const plain = decryptData({ data: p.data, nonce: p.nonce }, seed, theirs, { compressed: p.uncompressDecryptedMessage, param: 'data', keyParam: 'account' });
    if (!p.decryptedMessageIsText) return { decryptedMessage: toHex(plain) };
    try {
      return { decryptedMessage: strictUtf8.decode(plain) };
    } catch {
      throw apiErrors.invalidParam('decryptedMessageIsText', 'the decrypted message is not valid UTF-8 text; ask for it with decryptedMessageIsText=false');
    }
  },
});
