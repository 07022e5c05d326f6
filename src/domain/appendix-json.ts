// Appendices in JSON: the fields merged into a transaction's `attachment` object, and back.
//   message           version.Message, message, messageIsText
//   prunable message  version.PrunablePlainMessage, message, messageIsText, messageHash
//                     (pruned: messageHash, messageIsText, messageLength; no message)
//   encrypted message version.EncryptedMessage, encryptedMessage {data, nonce, isText, isCompressed}
//   announcement      version.PublicKeyAnnouncement, recipientPublicKey
//   to-self message   version.EncryptToSelfMessage, encryptToSelfMessage {data, nonce, isText, isCompressed}
//   prunable encrypted version.PrunableEncryptedMessage, encryptedMessage {...}, encryptedMessageHash
//                     (pruned: encryptedMessageHash, encryptedMessageLength, encryptedMessageIsText,
//                     encryptedMessageIsCompressed; no encryptedMessage)
//   phasing           version.Phasing, phasingFinishHeight, phasingVotingModel, phasingQuorum,
//                     phasingMinBalance, phasingMinBalanceModel, phasingHolding, phasingWhitelist [ids],
//                     phasingLinkedFullHashes [hex], phasingHashedSecret (hex), phasingHashedSecretAlgorithm
import type { Appendices, EncryptedPart, PlainPart, PrunedPart } from './types.js';
import { HASH_LENGTH, PUBLIC_KEY_LENGTH } from './constants.js';
import { invalidParameter } from './errors.js';
import { utf8Bytes } from './crypto.js';
import { fromHex, toHex } from './hex.js';
import { APPENDIX_VERSION, isPruned, prunableEncryptedHash, prunableMessageHash } from './appendix-codec.js';
import type { MinBalanceModel, PhasingAppendix, VotingModel } from './phasing.js';

const textDecoder = new TextDecoder();

function messageToJSON(m: PlainPart): string {
  return m.isText ? textDecoder.decode(m.data) : toHex(m.data);
}

/** The JSON form of an encrypted part (a transaction's attachment, the message operations). */
export function encryptedPartToJSON(e: EncryptedPart): { data: string; nonce: string; isText: boolean; isCompressed: boolean } {
  return { data: toHex(e.data), nonce: toHex(e.nonce), isText: e.isText, isCompressed: e.isCompressed };
}

/** JSON fields of the appendices, merged into the transaction's `attachment` object. */
export function appendicesToJSON(a: Appendices): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (a.message) {
    out['version.Message'] = APPENDIX_VERSION;
    out['message'] = messageToJSON(a.message);
    out['messageIsText'] = a.message.isText;
  }
  const pm = a.prunableMessage;
  if (pm) {
    out['version.PrunablePlainMessage'] = APPENDIX_VERSION;
    if (isPruned(pm)) {
      out['messageIsText'] = pm.isText;
      out['messageLength'] = pm.length;
    } else {
      out['message'] = messageToJSON(pm);
      out['messageIsText'] = pm.isText;
    }
    out['messageHash'] = toHex(prunableMessageHash(pm));
  }
  if (a.encryptedMessage) {
    out['version.EncryptedMessage'] = APPENDIX_VERSION;
    out['encryptedMessage'] = encryptedPartToJSON(a.encryptedMessage);
  }
  if (a.publicKeyAnnouncement) {
    out['version.PublicKeyAnnouncement'] = APPENDIX_VERSION;
    out['recipientPublicKey'] = toHex(a.publicKeyAnnouncement.publicKey);
  }
  if (a.encryptToSelfMessage) {
    out['version.EncryptToSelfMessage'] = APPENDIX_VERSION;
    out['encryptToSelfMessage'] = encryptedPartToJSON(a.encryptToSelfMessage);
  }
  const pe = a.prunableEncryptedMessage;
  if (pe) {
    out['version.PrunableEncryptedMessage'] = APPENDIX_VERSION;
    if (isPruned(pe)) {
      out['encryptedMessageLength'] = pe.length;
      out['encryptedMessageIsText'] = pe.isText;
      out['encryptedMessageIsCompressed'] = pe.isCompressed;
    } else {
      out['encryptedMessage'] = encryptedPartToJSON(pe);
    }
    out['encryptedMessageHash'] = toHex(prunableEncryptedHash(pe));
  }
  if (a.phasing) Object.assign(out, phasingToJSON(a.phasing));
  return out;
}

function jsonVersion(json: Readonly<Record<string, unknown>>, key: string): boolean {
  const v = json[key];
  if (v === undefined) return false;
  if (v !== APPENDIX_VERSION) throw invalidParameter(`unsupported ${key}`, 'attachment');
  return true;
}

function jsonBool(v: unknown, param: string): boolean {
  if (typeof v !== 'boolean') throw invalidParameter('boolean expected', param);
  return v;
}

function jsonLength(v: unknown, param: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw invalidParameter('non-negative integer expected', param);
  return v;
}

function jsonHex(v: unknown, param: string, length?: number): Uint8Array {
  if (typeof v !== 'string') throw invalidParameter('hex string expected', param);
  return fromHex(v, param, length);
}

function jsonMessage(json: Readonly<Record<string, unknown>>): PlainPart {
  const isText = jsonBool(json['messageIsText'], 'messageIsText');
  const m = json['message'];
  if (typeof m !== 'string') throw invalidParameter('string expected', 'message');
  return { isText, data: isText ? utf8Bytes(m) : fromHex(m, 'message') };
}

function jsonEncrypted(v: unknown, param: string): EncryptedPart {
  if (typeof v !== 'object' || v === null) throw invalidParameter('object expected', param);
  const o = v as Record<string, unknown>;
  return {
    data: jsonHex(o['data'], `${param}.data`),
    nonce: jsonHex(o['nonce'], `${param}.nonce`),
    isText: jsonBool(o['isText'], `${param}.isText`),
    isCompressed: o['isCompressed'] === undefined ? false : jsonBool(o['isCompressed'], `${param}.isCompressed`),
  };
}

function checkHash(json: Readonly<Record<string, unknown>>, key: string, actual: Uint8Array): void {
  const h = json[key];
  if (h !== undefined && (typeof h !== 'string' || h.toLowerCase() !== toHex(actual))) throw invalidParameter(`${key} does not match the message`, key);
}

function prunablePlainFromJSON(json: Readonly<Record<string, unknown>>): PlainPart | PrunedPart {
  if (json['message'] === undefined) {
    return { hash: jsonHex(json['messageHash'], 'messageHash', HASH_LENGTH), length: jsonLength(json['messageLength'], 'messageLength'), isText: jsonBool(json['messageIsText'], 'messageIsText'), isCompressed: false };
  }
  const m = jsonMessage(json);
  checkHash(json, 'messageHash', prunableMessageHash(m));
  return m;
}

function prunableEncryptedFromJSON(json: Readonly<Record<string, unknown>>): EncryptedPart | PrunedPart {
  if (json['encryptedMessage'] === undefined) {
    return {
      hash: jsonHex(json['encryptedMessageHash'], 'encryptedMessageHash', HASH_LENGTH),
      length: jsonLength(json['encryptedMessageLength'], 'encryptedMessageLength'),
      isText: jsonBool(json['encryptedMessageIsText'], 'encryptedMessageIsText'),
      isCompressed: jsonBool(json['encryptedMessageIsCompressed'], 'encryptedMessageIsCompressed'),
    };
  }
  const e = jsonEncrypted(json['encryptedMessage'], 'encryptedMessage');
  checkHash(json, 'encryptedMessageHash', prunableEncryptedHash(e));
  return e;
}

/** Inverse of appendicesToJSON. */
export function appendicesFromJSON(json: Readonly<Record<string, unknown>>): Appendices {
  const a: Appendices = {};
  if (jsonVersion(json, 'version.Message')) a.message = jsonMessage(json);
  if (jsonVersion(json, 'version.PrunablePlainMessage')) a.prunableMessage = prunablePlainFromJSON(json);
  if (jsonVersion(json, 'version.EncryptedMessage')) a.encryptedMessage = jsonEncrypted(json['encryptedMessage'], 'encryptedMessage');
  if (jsonVersion(json, 'version.PublicKeyAnnouncement')) {
    a.publicKeyAnnouncement = { publicKey: jsonHex(json['recipientPublicKey'], 'recipientPublicKey', PUBLIC_KEY_LENGTH) };
  }
  if (jsonVersion(json, 'version.EncryptToSelfMessage')) a.encryptToSelfMessage = jsonEncrypted(json['encryptToSelfMessage'], 'encryptToSelfMessage');
  if (jsonVersion(json, 'version.PrunableEncryptedMessage')) a.prunableEncryptedMessage = prunableEncryptedFromJSON(json);
  if (jsonVersion(json, 'version.Phasing')) a.phasing = phasingFromJSON(json);
  return a;
}

/** The phasing appendix's JSON fields (Nxt's names). */
export function phasingToJSON(p: PhasingAppendix): Record<string, unknown> {
  return {
    'version.Phasing': APPENDIX_VERSION,
    phasingFinishHeight: p.finishHeight,
    phasingVotingModel: p.votingModel,
    phasingQuorum: p.quorum.toString(),
    phasingMinBalance: p.minBalance.toString(),
    phasingMinBalanceModel: p.minBalanceModel,
    phasingHolding: p.holding.toString(),
    phasingWhitelist: p.whitelist.map((a) => a.toString()),
    phasingLinkedFullHashes: p.linkedFullHashes.map((h) => toHex(h)),
    phasingHashedSecret: toHex(p.hashedSecret),
    phasingHashedSecretAlgorithm: p.algorithm,
  };
}

function jsonInt(json: Readonly<Record<string, unknown>>, field: string, min: number, max: number): number {
  const v = json[field];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw invalidParameter(`${field} must be an integer ${min}..${max}`, field);
  return v;
}

function jsonUnsigned(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !/^[0-9]{1,20}$/.test(value)) throw invalidParameter(`${field} must be a decimal string`, field);
  const v = BigInt(value);
  if (v >> 64n !== 0n) throw invalidParameter(`${field} out of range`, field);
  return v;
}

function jsonList(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw invalidParameter(`${field} must be an array`, field);
  return value;
}

function phasingFromJSON(json: Readonly<Record<string, unknown>>): PhasingAppendix {
  const secret = json['phasingHashedSecret'] ?? '';
  return {
    finishHeight: jsonInt(json, 'phasingFinishHeight', 0, 0xffffffff),
    votingModel: jsonInt(json, 'phasingVotingModel', -1, 5) as VotingModel,
    quorum: jsonUnsigned(json['phasingQuorum'], 'phasingQuorum'),
    minBalance: jsonUnsigned(json['phasingMinBalance'], 'phasingMinBalance'),
    minBalanceModel: jsonInt(json, 'phasingMinBalanceModel', 0, 3) as MinBalanceModel,
    holding: jsonUnsigned(json['phasingHolding'] ?? '0', 'phasingHolding'),
    whitelist: jsonList(json['phasingWhitelist'] ?? [], 'phasingWhitelist').map((a) => jsonUnsigned(a, 'phasingWhitelist')),
    linkedFullHashes: jsonList(json['phasingLinkedFullHashes'] ?? [], 'phasingLinkedFullHashes').map((h) => jsonHex(h, 'phasingLinkedFullHashes', HASH_LENGTH)),
    hashedSecret: secret === '' ? new Uint8Array(0) : jsonHex(secret, 'phasingHashedSecret'),
    algorithm: jsonInt(json, 'phasingHashedSecretAlgorithm', 0, 255),
  };
}
