// encryptTo: encrypts a message from the secret phrase's account to a recipient, off the chain
// (nothing is signed or broadcast). Scheme: src/domain/encryption.ts, docs/encryption.md.
import { utf8Bytes } from '../../../domain/crypto.js';
import { encryptData, ENCRYPTION_NONCE_LENGTH, MAX_DECRYPTED_LENGTH } from '../../../domain/encryption.js';
import { PUBLIC_KEY_LENGTH } from '../../../domain/constants.js';
import { fromHex, toHex } from '../../../domain/hex.js';
import type { NodeApiContext } from '../../context.js';
import { requireSigner, signerParams } from '../../signer.js';
import { apiErrors } from '../../errors.js';
import { hexBytes, object, R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { recipientKey } from './public-keys.js';

export const encryptTo = defineHandler({
  requestType: 'encryptTo',
  tags: [ApiTag.UTILS, ApiTag.MESSAGES],
  description:
    `Encrypts messageToEncrypt to recipient (X25519 from the Ed25519 keys, HKDF-SHA256, XChaCha20-Poly1305; see docs/encryption.md) and returns data and nonce (hex), which the recipient (or the sender) decrypts with decryptFrom. The recipient's key comes from the chain, or from recipientPublicKey for an account that has never signed. Messages longer than ${MAX_DECRYPTED_LENGTH} bytes are refused. Nothing is signed or broadcast.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: object({
    data: { ...R.hex, description: 'Ciphertext followed by its 16-byte Poly1305 tag.' },
    nonce: hexBytes(ENCRYPTION_NONCE_LENGTH, 'The random 24-byte XChaCha20 nonce.'),
  }),
  params: [
    { name: 'recipient', type: 'account', required: true, description: 'Recipient account (numeric id or RS address).' },
    { name: 'messageToEncrypt', type: 'string', required: true, description: 'The message: text, or hex when messageToEncryptIsText=false.' },
    { name: 'messageToEncryptIsText', type: 'boolean', default: true, description: 'true: the message is text (encrypted as UTF-8); false: hex bytes.' },
    { name: 'compressMessageToEncrypt', type: 'boolean', default: true, description: 'Deflate the message before encrypting it (decryptFrom then needs uncompressDecryptedMessage=true).' },
    ...signerParams('Secret phrase of the sender. Required, or sharedPiece with sharedPieceAccount.'),
    { name: 'recipientPublicKey', type: 'hex', bytes: PUBLIC_KEY_LENGTH, description: "The recipient's public key, for a recipient whose key is not on the chain; it must be that account's key." },
  ],
  async handler(p, ctx: NodeApiContext) {
    const plaintext = p.messageToEncryptIsText ? utf8Bytes(p.messageToEncrypt) : fromHex(p.messageToEncrypt, 'messageToEncrypt');
    if (plaintext.length > MAX_DECRYPTED_LENGTH) throw apiErrors.invalidParam('messageToEncrypt', `longer than ${MAX_DECRYPTED_LENGTH} bytes`);
    const { seed } = (await requireSigner(ctx, p)).keyPair;
    const { publicKey, param } = await recipientKey(ctx, p.recipient, p.recipientPublicKey);
    const enc = encryptData(plaintext, seed, publicKey, { compress: p.compressMessageToEncrypt, param: 'messageToEncrypt', keyParam: param });
    return { data: toHex(enc.data), nonce: toHex(enc.nonce) };
  },
});
