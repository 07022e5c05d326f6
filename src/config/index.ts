export { loadConfig, defaultConfig, setRuntimeSetting, configForLog, parseSettingValue, settingNameOf, NON_SETTING_ENV_VARS, type LoadConfigOptions } from './load.js';
export { SETTINGS, SETTINGS_BY_NAME, KEY_PREFIX, envVarName, type NodeConfig, type Network, type SettingName, type SettingSpec, type SettingType } from './options.js';
export { ConfigError, ConfigErrors, ConfigErrorCode } from './errors.js';
export { parseProperties, propertiesToMap, type PropertyEntry } from './properties.js';
export { createHostMatcher, parseHostPattern, normalizeAddress, type HostMatcher, type HostPattern } from './host-patterns.js';
export { probeListeners, listenersOf, listenError, type Listener } from './ports.js';
export { closestName } from './suggest.js';
export { renderSettingsTable } from './docs.js';
