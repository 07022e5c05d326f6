// Applications' table (bucket 70; docs/storage.md, docs/applications.md). Held whole in memory
// with its indexes: one paid-for record per registration, listed by name and developer (the
// name search filters the whole list); the rules do not scan it.
//
// Record format (the key, the registration transaction id, is not repeated in the value):
//   u64 developer, lengthPrefixed UTF-8 name, description, url, version, varUint timestamp,
//   u8 retired, varUint height, updateHeight
//
// Indexes: byDeveloper [developer, lower-cased name] and byName [lower-cased name]; the primary
// key is appended, so equal names are ordered by id.
import { ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith } from '../../domain/state/pair-key.js';
import type { Application } from './records.js';

const utf8 = new TextEncoder();
const text = new TextDecoder();

/** The form of a name the indexes sort and getApplications matches on. */
export const nameKey = (name: string): string => name.toLowerCase();

export const APPLICATIONS: Table<bigint, Application> = defineTable<bigint, Application>({
  name: 'applications',
  bucket: 70,
  key: u64Key,
  value: {
    encode: (a: Application) =>
      new ByteWriter(64 + a.description.length)
        .u64(a.developer)
        .lengthPrefixed(utf8.encode(a.name))
        .lengthPrefixed(utf8.encode(a.description))
        .lengthPrefixed(utf8.encode(a.url))
        .lengthPrefixed(utf8.encode(a.version))
        .varUint(a.timestamp)
        .u8(a.retired ? 1 : 0)
        .varUint(a.height)
        .varUint(a.updateHeight)
        .finish(),
    decode: (bytes: Uint8Array): Application =>
      decodeWith(bytes, (r) => ({
        developer: r.u64(),
        name: text.decode(r.lengthPrefixed()),
        description: text.decode(r.lengthPrefixed()),
        url: text.decode(r.lengthPrefixed()),
        version: text.decode(r.lengthPrefixed()),
        timestamp: r.varUint(),
        retired: r.u8() === 1,
        height: r.varUint(),
        updateHeight: r.varUint(),
      })),
  },
  cache: 'all',
  indexes: [
    { name: 'byDeveloper', entry: (a: Application) => [a.developer, nameKey(a.name)] },
    { name: 'byName', entry: (a: Application) => [nameKey(a.name)] },
  ],
});

export const APPLICATION_TABLES = Object.freeze([APPLICATIONS]);
