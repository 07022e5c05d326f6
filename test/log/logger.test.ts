import { describe, it, expect } from '@jest/globals';
import { createLogger, type Logger } from '../../src/log/logger.js';
import type { LogLevel } from '../../src/log/levels.js';
import { parseLogLevel } from '../../src/log/levels.js';

function capture(level: LogLevel = 'TRACE', format: 'json' | 'text' = 'json'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger({
    level,
    format,
    sink: (line) => lines.push(line),
    now: () => new Date('2024-05-01T12:00:00.000Z'),
  });
  return { logger, lines };
}

describe('createLogger', () => {
  it('writes JSON lines with time, level, component, msg and fields', () => {
    const { logger, lines } = capture();
    logger.child('api').info('started', { port: 6876, amount: 10n ** 20n, bytes: new Uint8Array([1, 255]) });
    expect(JSON.parse(lines[0]!)).toEqual({
      time: '2024-05-01T12:00:00.000Z',
      level: 'INFO',
      component: 'api',
      msg: 'started',
      port: 6876,
      amount: '100000000000000000000',
      bytes: '01ff',
    });
  });

  it('writes text lines as "time LEVEL component msg key=value ..." (quoted when not a plain word)', () => {
    const { logger, lines } = capture('TRACE', 'text');
    logger.child('chain').warn('fork', { height: 5, peer: '/ip4/127.0.0.1/tcp/7876', cause: 'bad block', ok: true, list: [1], none: undefined });
    logger.error('plain');
    expect(lines).toEqual([
      '2024-05-01T12:00:00.000Z WARN  chain fork height=5 peer=/ip4/127.0.0.1/tcp/7876 cause="bad block" ok=true list=[1]',
      '2024-05-01T12:00:00.000Z ERROR - plain',
    ]);
  });

  it('filters by level and changes the level of the whole tree at run time', () => {
    const { logger, lines } = capture('INFO');
    const child = logger.child('mempool');
    child.debug('hidden');
    child.info('shown');
    expect(lines).toHaveLength(1);
    logger.setLevel('DEBUG');
    expect(child.getLevel()).toBe('DEBUG');
    child.debug('now shown');
    child.trace('still hidden');
    expect(lines).toHaveLength(2);
    child.setLevel('ERROR');
    logger.warn('hidden at ERROR');
    expect(lines).toHaveLength(2);
    logger.setLevel('OFF');
    logger.error('silenced');
    expect(lines).toHaveLength(2);
    expect(logger.isEnabled('ERROR')).toBe(false);
  });

  it('prints each level name', () => {
    const { logger, lines } = capture();
    logger.trace('t');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(lines.map((l) => JSON.parse(l).level)).toEqual(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR']);
  });

  it('nests component names and carries bound fields into children', () => {
    const { logger, lines } = capture();
    logger.child('net', { node: 'n1' }).child('peer', { peer: 'p' }).info('hello', { x: 1 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ component: 'net.peer', node: 'n1', peer: 'p', x: 1 });
  });

  it('does not let a field overwrite the reserved keys', () => {
    const { logger, lines } = capture();
    logger.info('real', { level: 'FAKE', msg: 'fake', time: 'then' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'INFO', msg: 'real', time: '2024-05-01T12:00:00.000Z' });
  });

  it('survives a throwing sink', () => {
    const logger = createLogger({ sink: () => { throw new Error('closed'); } });
    expect(() => logger.info('x')).not.toThrow();
  });
});

describe('redaction', () => {
  it('never prints fields with secret names, at any depth and in any case', () => {
    const { logger, lines } = capture();
    logger.info('request', {
      secretPhrase: 'correct horse',
      params: { adminPassword: 'hunter2', nested: [{ SHAREDPIECE: 'piece-1' }] },
      'node.keyStorePassword': 'ks-pass',
      requestType: 'sendMoney',
    });
    const line = lines[0]!;
    for (const secret of ['correct horse', 'hunter2', 'piece-1', 'ks-pass']) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      secretPhrase: '[REDACTED]',
      params: { adminPassword: '[REDACTED]', nested: [{ SHAREDPIECE: '[REDACTED]' }] },
      'node.keyStorePassword': '[REDACTED]',
      requestType: 'sendMoney',
    });
  });

  it('masks registered secret values anywhere: message, fields, errors, child loggers', () => {
    const { logger, lines } = capture();
    const child = logger.child('forger');
    logger.registerSecret('devnet-3');
    child.info('forging with devnet-3 now', { note: 'phrase=devnet-3;', list: ['devnet-3'] });
    child.error('failed', { err: new Error('bad phrase devnet-3') });
    const all = lines.join('\n');
    expect(all).not.toContain('devnet-3');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'forging with [REDACTED] now',
      note: 'phrase=[REDACTED];',
      list: ['[REDACTED]'],
    });
    expect(JSON.parse(lines[1]!).err).toMatchObject({ name: 'Error', message: 'bad phrase [REDACTED]' });
  });

  it('ignores an empty registered secret', () => {
    const { logger, lines } = capture();
    logger.registerSecret('');
    logger.info('unchanged');
    expect(JSON.parse(lines[0]!).msg).toBe('unchanged');
  });

  it('masks the longer of two overlapping secrets whole', () => {
    const { logger, lines } = capture();
    logger.registerSecret('abc');
    logger.registerSecret('abcdef');
    logger.info('x abcdef y');
    expect(JSON.parse(lines[0]!).msg).toBe('x [REDACTED] y');
  });

  it('handles cycles without throwing', () => {
    const { logger, lines } = capture();
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    logger.info('cyclic', { a });
    expect(JSON.parse(lines[0]!).a).toEqual({ name: 'a', self: '[Circular]' });
  });
});

describe('parseLogLevel', () => {
  it('parses level names case-insensitively', () => {
    expect(parseLogLevel('debug')).toBe('DEBUG');
    expect(parseLogLevel(' Warning ')).toBe('WARN');
    expect(parseLogLevel('OFF')).toBe('OFF');
    expect(parseLogLevel('verbose')).toBeUndefined();
  });
});
