// Turns arbitrary machine context into something JSON.stringify accepts and a person can read:
// bigints become decimal strings, bytes become hex, actor refs become their ids. Bounded in depth
// and width so a debug request can never serialise a whole chain by accident.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface JsonSafeOptions {
  /** Nesting depth kept (default 6). */
  readonly maxDepth?: number;
  /** Array items / object keys kept per level (default 100). */
  readonly maxItems?: number;
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

function isActorRef(value: object): value is { id: string; sessionId: string } {
  const v = value as { sessionId?: unknown; send?: unknown; getSnapshot?: unknown };
  return typeof v.sessionId === 'string' && typeof v.send === 'function' && typeof v.getSnapshot === 'function';
}

export function toJsonSafe(value: unknown, options: JsonSafeOptions = {}): JsonValue {
  const maxDepth = options.maxDepth ?? 6;
  const maxItems = options.maxItems ?? 100;
  const seen = new WeakSet<object>();

  const convert = (v: unknown, depth: number): JsonValue | undefined => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v;
      case 'number':
        return Number.isFinite(v) ? v : String(v);
      case 'bigint':
        return v.toString();
      case 'undefined':
      case 'function':
      case 'symbol':
        return undefined;
    }
    if (v === null) return null;
    const obj = v as object;
    if (obj instanceof Uint8Array) return hex(obj);
    if (obj instanceof Date) return obj.toISOString();
    if (isActorRef(obj)) return { actor: obj.id };
    if (obj instanceof Error) {
      const code = (obj as { code?: unknown }).code;
      return { name: obj.name, message: obj.message, ...(code !== undefined ? { code: convert(code, depth + 1) ?? null } : {}) };
    }
    if (seen.has(obj)) return '[circular]';
    if (depth >= maxDepth) return '[depth limit]';
    seen.add(obj);
    try {
      if (Array.isArray(obj) || obj instanceof Set) {
        const items = Array.isArray(obj) ? obj : [...obj];
        const out: JsonValue[] = [];
        for (let i = 0; i < items.length && i < maxItems; i++) out.push(convert(items[i], depth + 1) ?? null);
        if (items.length > maxItems) out.push(`[${items.length - maxItems} more]`);
        return out;
      }
      const entries: [string, unknown][] = obj instanceof Map
        ? [...obj.entries()].map(([k, val]) => [typeof k === 'string' ? k : String(convert(k, depth + 1)), val])
        : Object.entries(obj);
      const out: { [key: string]: JsonValue } = {};
      let kept = 0;
      for (const [key, val] of entries) {
        if (kept === maxItems) {
          out['…'] = `[${entries.length - maxItems} more]`;
          break;
        }
        const converted = convert(val, depth + 1);
        if (converted !== undefined) {
          out[key] = converted;
          kept++;
        }
      }
      return out;
    } finally {
      seen.delete(obj);
    }
  };

  return convert(value, 0) ?? null;
}
