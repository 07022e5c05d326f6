// An unexpected failure outside a handler: logged in full under a short incident id, and the
// client is told only the id (api-errors.md: no stack trace ever reaches a client).
import { randomUUID } from 'node:crypto';
import type { Logger } from '../log/logger.js';

export function logIncident(logger: Logger, err: unknown): string {
  const incident = randomUUID().slice(0, 8);
  const e = err instanceof Error ? err : new Error(String(err));
  logger.error('unexpected failure outside a handler', { incident, err: { name: e.name, message: e.message, stack: e.stack } });
  return incident;
}
