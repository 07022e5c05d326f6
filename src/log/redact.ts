// The rule that keeps secrets out of logs: fields with a secret name are masked wherever they
// occur (nested too), and every occurrence of a registered secret value is masked in any
// string, including the message. Registered secrets cover values that travel under innocent
// names (a phrase echoed in an error message, a password inside a URL).

export const REDACTED = '[REDACTED]';

/** Field names whose values are never printed (compared case-insensitively, and also as the last
 * dotted segment, so `node.adminPassword` is caught). */
export const SECRET_FIELD_NAMES: readonly string[] = [
  'secretPhrase',
  'adminPassword',
  'keyStorePassword',
  'sharedPiece',
  'password',
  'passphrase',
  'privateKey',
];

const SECRET_NAMES = new Set(SECRET_FIELD_NAMES.map((n) => n.toLowerCase()));

export function isSecretFieldName(name: string): boolean {
  const lower = name.toLowerCase();
  if (SECRET_NAMES.has(lower)) return true;
  const dot = lower.lastIndexOf('.');
  return dot >= 0 && SECRET_NAMES.has(lower.slice(dot + 1));
}

/** The registered secret values of one logger tree. */
export class SecretRegistry {
  private readonly values = new Set<string>();

  /** Empty strings are ignored: they would match everywhere and hide nothing. */
  add(secret: string): void {
    if (secret.length > 0) this.values.add(secret);
  }

  remove(secret: string): void {
    this.values.delete(secret);
  }

  get size(): number {
    return this.values.size;
  }

  scrub(text: string): string {
    if (this.values.size === 0) return text;
    let out = text;
    // Longest first, so a secret containing another one is masked whole.
    for (const secret of [...this.values].sort((a, b) => b.length - a.length)) {
      if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    }
    return out;
  }
}

const MAX_DEPTH = 6;

/** Turns a field value into something JSON can print, with secrets masked. bigint -> decimal
 * string, bytes -> hex, Error -> {name, message, stack}, cycles and deep nesting cut off. */
export function sanitize(value: unknown, secrets: SecretRegistry, depth = 0, seen = new WeakSet<object>()): unknown {
  switch (typeof value) {
    case 'string':
      return secrets.scrub(value);
    case 'bigint':
      return value.toString();
    case 'number':
    case 'boolean':
      return value;
    case 'undefined':
      return undefined;
    case 'function':
    case 'symbol':
      return String(value);
  }
  if (value === null) return null;
  const obj = value as object;
  if (seen.has(obj)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Nested]';
  seen.add(obj);
  try {
    if (obj instanceof Uint8Array) return Buffer.from(obj).toString('hex');
    if (obj instanceof Error) {
      const out: Record<string, unknown> = { name: obj.name, message: secrets.scrub(obj.message) };
      if (obj.stack) out.stack = secrets.scrub(obj.stack);
      for (const [k, v] of Object.entries(obj)) {
        out[k] = isSecretFieldName(k) ? REDACTED : sanitize(v, secrets, depth + 1, seen);
      }
      return out;
    }
    if (obj instanceof Date) return obj.toISOString();
    if (Array.isArray(obj)) return obj.map((v) => sanitize(v, secrets, depth + 1, seen));
    if (obj instanceof Map) return sanitizeRecord(Object.fromEntries(obj), secrets, depth, seen);
    if (obj instanceof Set) return [...obj].map((v) => sanitize(v, secrets, depth + 1, seen));
    return sanitizeRecord(obj as Record<string, unknown>, secrets, depth, seen);
  } finally {
    seen.delete(obj);
  }
}

export function sanitizeRecord(
  record: Record<string, unknown>,
  secrets: SecretRegistry,
  depth = 0,
  seen = new WeakSet<object>(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined) continue;
    out[k] = isSecretFieldName(k) ? REDACTED : sanitize(v, secrets, depth + 1, seen);
  }
  return out;
}
