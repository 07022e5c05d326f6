export { createLogger, type Logger, type LoggerOptions, type LogFields, type LogFormat, type LogSink } from './logger.js';
export { LOG_LEVELS, parseLogLevel, levelRank, type LogLevel } from './levels.js';
export { REDACTED, SECRET_FIELD_NAMES, SecretRegistry, isSecretFieldName, sanitize, sanitizeRecord } from './redact.js';
