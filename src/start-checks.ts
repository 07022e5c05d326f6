// What a node checks before it opens or writes anything, beyond the settings themselves (which
// loadConfig has checked): the genesis file of node.genesisFile parses into a network, every key
// file of node.forgingSecretFiles is private and readable, and every listener's port is free.
// Every problem found is reported together, each naming its setting, so an operator fixes a
// configuration in one go, and a node that cannot start leaves its data dir untouched.
import { configForLog } from './config/load.js';
import { ConfigError, ConfigErrorCode, ConfigErrors } from './config/errors.js';
import type { NodeConfig } from './config/options.js';
import { probeListeners } from './config/ports.js';
import type { NetworkParams } from './domain/network-params.js';
import { readGenesisFile, networkParamsFromGenesis } from './genesis/index.js';
import { readSecretFile } from './cli/secret-file.js';

export interface ForgingKey {
  readonly file: string;
  readonly secretPhrase: string;
  readonly accountRS: string;
}

export interface StartInputs {
  readonly config: NodeConfig;
  /** The network of node.genesisFile; undefined on the built-in networks. */
  readonly network?: NetworkParams;
  readonly forging: readonly ForgingKey[];
  /** The settings with secrets masked (the DEBUG configuration record). */
  readonly settingsForLog: Record<string, unknown>;
}

export async function checkStartSettings(config: NodeConfig): Promise<StartInputs> {
  const errors: ConfigError[] = [];
  let network: NetworkParams | undefined;
  if (config.genesisFile !== '') {
    try {
      network = networkParamsFromGenesis(readGenesisFile(config.genesisFile));
    } catch (error) {
      const list = (error as { errors?: Array<{ field: string; message: string }> }).errors;
      if (Array.isArray(list) && list.length > 0) {
        for (const e of list) errors.push(new ConfigError(ConfigErrorCode.BAD_VALUE, 'node.genesisFile', `${config.genesisFile}: ${e.field}: ${e.message}`));
      } else {
        errors.push(new ConfigError(ConfigErrorCode.BAD_VALUE, 'node.genesisFile', (error as Error).message));
      }
    }
  }
  const forging: ForgingKey[] = [];
  for (const file of config.forgingSecretFiles) {
    try {
      const key = readSecretFile(file);
      forging.push({ file, secretPhrase: key.secretPhrase, accountRS: key.accountRS });
    } catch (error) {
      errors.push(new ConfigError(ConfigErrorCode.BAD_VALUE, 'node.forgingSecretFiles', (error as Error).message));
    }
  }
  errors.push(...(await probeListeners(config)));
  if (errors.length > 0) throw new ConfigErrors(errors);
  return { config, ...(network !== undefined ? { network } : {}), forging, settingsForLog: configForLog(config) };
}
