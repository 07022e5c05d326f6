// The codec of a type whose attachment is empty (version 0, no body), e.g. the ordinary payment
// and the arbitrary message: rendered as `"version.<name>": 0` and nothing else, as Nxt does.
import type { Attachment } from '../types.js';
import type { ByteReader } from '../bytes.js';
import { invalidParameter } from '../errors.js';
import type { TransactionType } from './registry.js';

export const EMPTY_ATTACHMENT: Attachment = Object.freeze({ version: 0 });

type AttachmentCodec = Pick<TransactionType, 'parseAttachment' | 'writeAttachment' | 'attachmentFromJSON' | 'attachmentToJSON'>;

export function emptyAttachmentCodec(name: string): AttachmentCodec {
  const checkVersion = (version: number): Attachment => {
    if (version !== 0) throw invalidParameter(`unsupported ${name} attachment version ${version}`, 'attachment');
    return EMPTY_ATTACHMENT;
  };
  return {
    parseAttachment: (_reader: ByteReader, version: number) => checkVersion(version),
    writeAttachment: () => undefined, // empty body
    attachmentFromJSON: (_json: Readonly<Record<string, unknown>>, version: number) => checkVersion(version),
    attachmentToJSON: () => ({}),
  };
}
