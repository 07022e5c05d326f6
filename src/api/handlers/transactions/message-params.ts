// The message parameters every CREATE_TRANSACTION operation takes, and the appendices they make.
//
//   message, messageIsText (default true), messageIsPrunable (default false)
//       a plain message (text, or hex bytes), or a prunable one (only its hash is signed)
//   messageToEncrypt, messageToEncryptIsText (default true), compressMessageToEncrypt (default
//   true), encryptedMessageIsPrunable (default false)
//       a message encrypted to the recipient (src/domain/encryption.ts), prunable or not; the
//       recipient's key is the chain's, or recipientPublicKey for an account that never signed
//   messageToEncryptToSelf, messageToEncryptToSelfIsText, compressMessageToEncryptToSelf
//       a note encrypted to the sender's own key
//   encryptedMessageData + encryptedMessageNonce, encryptToSelfMessageData +
//   encryptToSelfMessageNonce: already encrypted parts (e.g. from encryptTo), for transactions
//       built with publicKey only and signed elsewhere
//   recipientPublicKey: also announces the recipient's key on the chain
// Encrypting needs the sender's secret phrase; it is used here and dropped, never stored.
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { PUBLIC_KEY_LENGTH } from '../../../domain/constants.js';
import { utf8Bytes, type KeyPair } from '../../../domain/crypto.js';
import { ENCRYPTION_NONCE_LENGTH, encryptData } from '../../../domain/encryption.js';
import type { Appendices, EncryptedPart } from '../../../domain/types.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { parseHexText } from '../../params.js';
import type { ParamSpec } from '../../types.js';

export const MESSAGE_PARAMS = [
  { name: 'message', type: 'string', description: 'Plain message appendix: text (messageIsText=true) or hex bytes.' },
  { name: 'messageIsText', type: 'boolean', default: true, description: 'message is UTF-8 text (true) or hex bytes (false).' },
  { name: 'messageIsPrunable', type: 'boolean', default: false, description: 'Carry the message as a prunable appendix (only its hash is signed; cheaper for long messages, pruned after node.maxPrunableLifetime).' },
  { name: 'messageToEncrypt', type: 'string', description: 'Message encrypted to the recipient (needs secretPhrase and a recipient whose public key is known or given as recipientPublicKey).' },
  { name: 'messageToEncryptIsText', type: 'boolean', default: true, description: 'messageToEncrypt is UTF-8 text (true) or hex bytes (false).' },
  { name: 'compressMessageToEncrypt', type: 'boolean', default: true, description: 'Compress messageToEncrypt before encrypting it.' },
  { name: 'encryptedMessageIsPrunable', type: 'boolean', default: false, description: 'Carry the encrypted message as a prunable appendix (only its hash is signed).' },
  { name: 'encryptedMessageData', type: 'hex', description: 'An already encrypted message to the recipient (ciphertext from encryptTo), with encryptedMessageNonce; instead of messageToEncrypt.' },
  { name: 'encryptedMessageNonce', type: 'hex', description: 'Nonce of encryptedMessageData.' },
  { name: 'messageToEncryptToSelf', type: 'string', description: 'Note encrypted to the sender\'s own key (needs secretPhrase).' },
  { name: 'messageToEncryptToSelfIsText', type: 'boolean', default: true, description: 'messageToEncryptToSelf is UTF-8 text (true) or hex bytes (false).' },
  { name: 'compressMessageToEncryptToSelf', type: 'boolean', default: true, description: 'Compress messageToEncryptToSelf before encrypting it.' },
  { name: 'encryptToSelfMessageData', type: 'hex', description: 'An already encrypted note to self, with encryptToSelfMessageNonce; instead of messageToEncryptToSelf.' },
  { name: 'encryptToSelfMessageNonce', type: 'hex', description: 'Nonce of encryptToSelfMessageData.' },
  { name: 'recipientPublicKey', type: 'hex', bytes: PUBLIC_KEY_LENGTH, description: 'Announces the recipient\'s public key (must match the recipient account); also the key messages are encrypted to when the chain knows none.' },
] as const satisfies readonly ParamSpec[];

/** The parsed values of MESSAGE_PARAMS (as ParamsOf gives them). */
export interface MessageParams {
  readonly message?: string | undefined;
  readonly messageIsText: boolean;
  readonly messageIsPrunable: boolean;
  readonly messageToEncrypt?: string | undefined;
  readonly messageToEncryptIsText: boolean;
  readonly compressMessageToEncrypt: boolean;
  readonly encryptedMessageIsPrunable: boolean;
  readonly encryptedMessageData?: Uint8Array | undefined;
  readonly encryptedMessageNonce?: Uint8Array | undefined;
  readonly messageToEncryptToSelf?: string | undefined;
  readonly messageToEncryptToSelfIsText: boolean;
  readonly compressMessageToEncryptToSelf: boolean;
  readonly encryptToSelfMessageData?: Uint8Array | undefined;
  readonly encryptToSelfMessageNonce?: Uint8Array | undefined;
  readonly recipientPublicKey?: Uint8Array | undefined;
}

interface MessageSender {
  readonly publicKey: Uint8Array;
  readonly keyPair: KeyPair | undefined;
}

function content(param: string, text: string, isText: boolean): Uint8Array {
  return isText ? utf8Bytes(text) : parseHexText(param, text);
}

function given(data: Uint8Array | undefined, nonce: Uint8Array | undefined, dataParam: string, nonceParam: string, isText: boolean, compressed: boolean): EncryptedPart | undefined {
  if (data === undefined && nonce === undefined) return undefined;
  if (data === undefined) throw apiErrors.missingParam(dataParam);
  if (nonce === undefined) throw apiErrors.missingParam(nonceParam);
  if (nonce.length !== ENCRYPTION_NONCE_LENGTH) throw apiErrors.invalidParam(nonceParam, `must be ${ENCRYPTION_NONCE_LENGTH} bytes`);
  return { data, nonce, isText, isCompressed: compressed };
}

/** The recipient's key to encrypt to: recipientPublicKey (which must be the recipient's), else
 * the one the chain knows. */
async function recipientKey(ctx: NodeApiContext, p: MessageParams, recipientId: bigint): Promise<Uint8Array> {
  if (recipientId === 0n) throw apiErrors.invalidParam('recipient', 'an encrypted message needs a recipient');
  if (p.recipientPublicKey !== undefined) {
    if (accountIdFromPublicKey(p.recipientPublicKey) !== recipientId) throw apiErrors.invalidParam('recipientPublicKey', 'is not the public key of recipient');
    return p.recipientPublicKey;
  }
  const key = (await ctx.blockchain.getAccount(recipientId))?.publicKey ?? null;
  if (key === null) throw apiErrors.invalidParam('recipient', 'the recipient has no public key on the chain: give recipientPublicKey to encrypt to it');
  return key;
}

function seedFor(sender: MessageSender, param: string): Uint8Array {
  if (sender.keyPair === undefined) throw apiErrors.invalidParam(param, 'encrypting needs secretPhrase (or give the data already encrypted)');
  return sender.keyPair.seed;
}

/** One encrypted part: encrypted here from its text, or given already encrypted (not both). */
interface EncryptedSource {
  readonly text: string | undefined;
  readonly textParam: string;
  readonly isText: boolean;
  readonly compress: boolean;
  readonly data: Uint8Array | undefined;
  readonly nonce: Uint8Array | undefined;
  readonly dataParam: string;
  readonly nonceParam: string;
  /** The key to encrypt to (looked up only when there is text to encrypt). */
  key(): Promise<Uint8Array>;
  readonly keyParam?: string;
}

async function encryptedPart(sender: MessageSender, s: EncryptedSource): Promise<EncryptedPart | undefined> {
  const ready = given(s.data, s.nonce, s.dataParam, s.nonceParam, s.isText, s.compress);
  if (s.text === undefined) return ready;
  if (ready !== undefined) throw apiErrors.invalidParam(s.textParam, `give ${s.textParam} or ${s.dataParam}, not both`);
  const plain = content(s.textParam, s.text, s.isText);
  const key = await s.key();
  const enc = encryptData(plain, seedFor(sender, s.textParam), key, { compress: s.compress, param: s.textParam, ...(s.keyParam ? { keyParam: s.keyParam } : {}) });
  return { ...enc, isText: s.isText, isCompressed: s.compress };
}

/** The appendices the message parameters ask for. */
export async function messageAppendices(ctx: NodeApiContext, p: MessageParams, sender: MessageSender, recipientId: bigint): Promise<Appendices> {
  const a: Appendices = {};
  if (p.message !== undefined) {
    const part = { data: content('message', p.message, p.messageIsText), isText: p.messageIsText };
    if (p.messageIsPrunable) a.prunableMessage = part;
    else a.message = part;
  }
  const toRecipient = await encryptedPart(sender, {
    text: p.messageToEncrypt, textParam: 'messageToEncrypt', isText: p.messageToEncryptIsText, compress: p.compressMessageToEncrypt,
    data: p.encryptedMessageData, nonce: p.encryptedMessageNonce, dataParam: 'encryptedMessageData', nonceParam: 'encryptedMessageNonce',
    key: () => recipientKey(ctx, p, recipientId), keyParam: 'recipientPublicKey',
  });
  if (toRecipient !== undefined) {
    if (p.encryptedMessageIsPrunable) a.prunableEncryptedMessage = toRecipient;
    else a.encryptedMessage = toRecipient;
  }
  const toSelf = await encryptedPart(sender, {
    text: p.messageToEncryptToSelf, textParam: 'messageToEncryptToSelf', isText: p.messageToEncryptToSelfIsText, compress: p.compressMessageToEncryptToSelf,
    data: p.encryptToSelfMessageData, nonce: p.encryptToSelfMessageNonce, dataParam: 'encryptToSelfMessageData', nonceParam: 'encryptToSelfMessageNonce',
    key: async () => sender.publicKey,
  });
  if (toSelf !== undefined) a.encryptToSelfMessage = toSelf;
  if (p.recipientPublicKey !== undefined) a.publicKeyAnnouncement = { publicKey: p.recipientPublicKey };
  return a;
}
