// Fixed-layout attachments (most totem and currency types): a list of fields,
// each an id, an amount or a small integer, read and written in order. One description gives the
// byte codec and the JSON form, so the eight types cannot drift apart.
//   id      u64, JSON decimal string (0 refused)
//   amount  u64 in 0..MAX_LONG, JSON decimal string (the type says whether 0 is allowed)
//   long    any signed 64-bit value (a nonce), u64 two's complement, JSON decimal string
//   height  u32, JSON number
//   flag    u8 0/1, JSON boolean
import type { Attachment } from '../types.js';
import type { ByteReader, ByteWriter } from '../bytes.js';
import { MAX_LONG } from '../constants.js';
import { invalidParameter } from '../errors.js';
import { parseUnsignedId } from '../ids.js';

export type FieldKind = 'id' | 'amount' | 'long' | 'height' | 'flag';

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
}

type FieldValue = bigint | number | boolean;

export interface FieldCodec<A extends Attachment> {
  parseAttachment(reader: ByteReader, version: number): A;
  writeAttachment(writer: ByteWriter, attachment: A): void;
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): A;
  attachmentToJSON(attachment: A): Record<string, unknown>;
}

function fromJSON(json: Readonly<Record<string, unknown>>, field: FieldSpec): FieldValue {
  const value = json[field.name];
  switch (field.kind) {
    case 'id':
      if (typeof value !== 'string') throw invalidParameter(`${field.name} must be a decimal id string`, field.name);
      return parseUnsignedId(value, field.name);
    case 'amount': {
      if (typeof value !== 'string' || !/^[0-9]{1,19}$/.test(value)) throw invalidParameter(`${field.name} must be a decimal string`, field.name);
      const v = BigInt(value);
      if (v > MAX_LONG) throw invalidParameter(`${field.name} out of range`, field.name);
      return v;
    }
    case 'long': {
      if (typeof value !== 'string' || !/^-?[0-9]{1,19}$/.test(value)) throw invalidParameter(`${field.name} must be a decimal string`, field.name);
      const v = BigInt(value);
      if (v !== BigInt.asIntN(64, v)) throw invalidParameter(`${field.name} out of range`, field.name);
      return v;
    }
    case 'height':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff) throw invalidParameter(`${field.name} must be a height`, field.name);
      return value;
    case 'flag':
      if (typeof value !== 'boolean') throw invalidParameter(`${field.name} must be true or false`, field.name);
      return value;
  }
}

/** The codec of an attachment made of `fields` (attachment version 1 only). */
export function fieldCodec<A extends Attachment>(attachmentName: string, fields: readonly FieldSpec[]): FieldCodec<A> {
  const checkVersion = (version: number): void => {
    if (version !== 1) throw invalidParameter(`unsupported ${attachmentName} attachment version ${version}`, 'attachment');
  };
  return Object.freeze({
    parseAttachment(reader: ByteReader, version: number): A {
      checkVersion(version);
      const out: Record<string, FieldValue> = { version };
      for (const f of fields) {
        if (f.kind === 'id' || f.kind === 'amount') out[f.name] = reader.u64();
        else if (f.kind === 'long') out[f.name] = BigInt.asIntN(64, reader.u64());
        else if (f.kind === 'height') out[f.name] = reader.u32();
        else {
          const b = reader.u8();
          if (b > 1) throw invalidParameter(`${f.name} must be 0 or 1`, f.name);
          out[f.name] = b === 1;
        }
      }
      return out as unknown as A;
    },
    writeAttachment(writer: ByteWriter, attachment: A): void {
      const a = attachment as unknown as Record<string, FieldValue>;
      for (const f of fields) {
        const v = a[f.name]!;
        if (f.kind === 'id' || f.kind === 'amount') writer.u64(v as bigint);
        else if (f.kind === 'long') writer.u64(BigInt.asUintN(64, v as bigint));
        else if (f.kind === 'height') writer.u32(v as number);
        else writer.u8(v ? 1 : 0);
      }
    },
    attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): A {
      checkVersion(version);
      const out: Record<string, FieldValue> = { version };
      for (const f of fields) out[f.name] = fromJSON(json, f);
      return out as unknown as A;
    },
    attachmentToJSON(attachment: A): Record<string, unknown> {
      const a = attachment as unknown as Record<string, FieldValue>;
      const out: Record<string, unknown> = {};
      for (const f of fields) {
        const v = a[f.name]!;
        out[f.name] = typeof v === 'bigint' ? v.toString() : v;
      }
      return out;
    },
  });
}
