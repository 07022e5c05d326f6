// Log levels, lowest to highest. A logger prints a record when its level is at or above the
// configured threshold; OFF silences everything (useful in tests and benchmarks).
export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'OFF'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const RANK: Record<LogLevel, number> = { TRACE: 0, DEBUG: 1, INFO: 2, WARN: 3, ERROR: 4, OFF: 5 };

export function levelRank(level: LogLevel): number {
  return RANK[level];
}

/** Case-insensitive; WARNING is accepted for WARN (the Java-family name). Undefined when unknown. */
export function parseLogLevel(text: string): LogLevel | undefined {
  const upper = text.trim().toUpperCase();
  if (upper === 'WARNING') return 'WARN';
  return (LOG_LEVELS as readonly string[]).includes(upper) ? (upper as LogLevel) : undefined;
}
