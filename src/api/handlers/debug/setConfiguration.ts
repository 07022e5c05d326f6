// setConfiguration: changes settings of the running node. Every setting marked `runtime` in
// src/config/options.ts is a parameter under its own name (maxAPIRecords=200). All values are
// parsed before any is applied, so a request with one bad value changes nothing.
import { ConfigError } from '../../../config/errors.js';
import { parseSettingValue, setRuntimeSetting } from '../../../config/load.js';
import { SETTINGS, type SettingSpec } from '../../../config/options.js';
import type { LogLevel } from '../../../log/levels.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import { ApiTag, defineHandler, type StringParamSpec } from '../../types.js';
import { ifPeersRunning } from '../network/access.js';
import { BOOLEAN, STRING, arrayOf, object, oneOfStrings, type ResponseSchema } from '../../response-schema.js';

const RUNTIME_SETTINGS: readonly SettingSpec[] = SETTINGS.filter((s) => s.runtime === true && s.secret !== true);

const PARAMS: readonly StringParamSpec[] = RUNTIME_SETTINGS.map((s) => ({
  name: s.name,
  type: 'string',
  description: `node.${s.name}: ${s.description}`,
}));

/** The value a setting takes once parsed (parseSettingValue), as the answer shows it. */
function settingSchema(s: SettingSpec): ResponseSchema {
  const t = s.type;
  switch (t.kind) {
    case 'int':
      return { type: 'integer', minimum: t.min };
    case 'boolean':
      return BOOLEAN;
    case 'enum':
      return oneOfStrings(t.values);
    case 'string':
      return STRING;
    case 'list':
    case 'hostPatterns':
      return arrayOf(STRING);
  }
}

export const setConfiguration = defineHandler<readonly StringParamSpec[], NodeApiContext>({
  requestType: 'setConfiguration',
  tags: [ApiTag.DEBUG],
  description: `Changes settings of the running node (not the properties file: a restart returns to it). Parameters are the settings changeable at run time, by name: ${RUNTIME_SETTINGS.map((s) => s.name).join(', ')}. At least one is required; all are checked before any is applied. Returns configurationUpdated and settings (the new values).`,
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: object({ configurationUpdated: BOOLEAN, settings: object({}, Object.fromEntries(RUNTIME_SETTINGS.map((s) => [s.name, settingSchema(s)])), { description: 'The settings given, with their new values.' }) }),
  params: PARAMS,
  async handler(p, ctx) {
    const given = RUNTIME_SETTINGS.filter((s) => (p as Record<string, string | undefined>)[s.name] !== undefined);
    if (given.length === 0) {
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, `Incorrect request: give at least one setting (${RUNTIME_SETTINGS.map((s) => s.name).join(', ')})`, {
        param: RUNTIME_SETTINGS[0]!.name,
      });
    }
    const values = (p as Record<string, string>);
    const parsed = new Map<string, unknown>();
    for (const s of given) {
      try {
        parsed.set(s.name, parseSettingValue(s, values[s.name]!));
      } catch (err) {
        if (err instanceof ConfigError) throw apiErrors.invalidParam(s.name, err.reason);
        throw err;
      }
    }
    // The peer network holds the blacklist period in its peers' machines: told first, so that a
    // failure there leaves every setting as it was. Without a running network there is nobody
    // to tell (a network started later reads the setting).
    const blacklistMinutes = parsed.get('blacklistMinutes');
    if (typeof blacklistMinutes === 'number') await ifPeersRunning(ctx, (peers) => peers.setBlacklistPeriod(blacklistMinutes * 60_000));
    const settings: Record<string, unknown> = {};
    for (const s of given) {
      settings[s.name] = setRuntimeSetting(ctx.config, s.name, values[s.name]!);
      // The logger's level is live state of its own; the setting alone would not change it.
      if (s.name === 'logLevel') ctx.logger.setLevel(settings[s.name] as LogLevel);
    }
    ctx.logger.child('api').warn('configuration changed by setConfiguration', settings);
    return { configurationUpdated: true, settings };
  },
});
