// Shared by the config tests: loadConfig throws every error at once as ConfigErrors; most tests
// look at a configuration with one mistake, which must then give exactly one error (a second
// would be a cascade of the first).
import { expect } from '@jest/globals';
import { ConfigError, ConfigErrors } from '../../src/config/errors.js';

/** All the errors `fn` throws as ConfigErrors. */
export function configErrors(fn: () => unknown): readonly ConfigError[] {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigErrors);
    const errors = (err as ConfigErrors).errors;
    for (const e of errors) expect(e).toBeInstanceOf(ConfigError);
    return errors;
  }
  throw new Error('expected ConfigErrors');
}

/** The one error `fn` throws (as ConfigErrors holding exactly one). */
export function configError(fn: () => unknown): ConfigError {
  const errors = configErrors(fn);
  expect(errors.map((e) => e.message)).toHaveLength(1);
  return errors[0]!;
}

/** The single ConfigError `fn` throws itself (setRuntimeSetting, settingNameOf, parseSettingValue). */
export function singleConfigError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError');
}
