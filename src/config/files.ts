// Checks of the files settings name, made at load so that a missing genesis file or a forging
// key others can read stops the node before it writes anything, with the setting named. Only
// metadata is looked at (stat, access): the genesis file is parsed later by the node, and the
// contents of a forging key file are never read here, so they cannot reach a log or an error.
import { accessSync, constants, statSync, type Stats } from 'node:fs';
import { ConfigError, ConfigErrorCode, type ErrorCollector } from './errors.js';
import type { NodeConfig } from './options.js';

/** node.genesisFile: a regular file the node's user can read. */
export function checkGenesisFile(c: NodeConfig, errors: ErrorCollector): void {
  if (c.genesisFile === '' || errors.failed('node.genesisFile')) return;
  const problem = readableFileProblem(c.genesisFile);
  if (problem !== undefined) errors.add(new ConfigError(ConfigErrorCode.UNUSABLE, 'node.genesisFile', problem));
}

/** node.forgingSecretFiles: each a regular file, readable by the node's user and by no one else
 * (a secret phrase gives whoever reads it the account and its forging). */
export function checkForgingSecretFiles(c: NodeConfig, errors: ErrorCollector): void {
  if (errors.failed('node.forgingSecretFiles')) return;
  const key = 'node.forgingSecretFiles';
  for (const file of c.forgingSecretFiles) {
    const problem = readableFileProblem(file);
    if (problem !== undefined) {
      errors.add(new ConfigError(ConfigErrorCode.UNUSABLE, key, problem));
      continue;
    }
    // Windows has no permission bits (stat reports 0666 or 0444 whatever the ACL says).
    if (process.platform === 'win32') continue;
    const mode = statSync(file).mode & 0o777;
    if ((mode & 0o077) !== 0) {
      errors.add(new ConfigError(ConfigErrorCode.UNUSABLE, key,
        `'${file}' is open to other users (mode ${mode.toString(8).padStart(4, '0')}); a forging key must be private to the node's user: chmod 600 ${file}`));
    }
  }
}

/** Why a path is not a readable regular file, or undefined when it is. */
function readableFileProblem(file: string): string | undefined {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch (err) {
    return `cannot read '${file}': ${errnoText(err)}`;
  }
  if (!stats.isFile()) return `'${file}' is not a regular file${stats.isDirectory() ? ' (a directory)' : ''}`;
  try {
    accessSync(file, constants.R_OK);
  } catch (err) {
    return `cannot read '${file}': ${errnoText(err)}`;
  }
  return undefined;
}

const ERRNO_TEXT: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  ENOTDIR: 'a directory in the path is a file',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the path is too long',
};

/** "no such file (ENOENT)": the cause in words, with the errno name to search for. */
function errnoText(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === undefined) return (err as Error).message;
  return `${ERRNO_TEXT[code] ?? (err as Error).message} (${code})`;
}
