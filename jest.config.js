/** jest 30 in ESM mode: @swc/jest transforms TypeScript, `.js` relative imports map to the `.ts` sources. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['<rootDir>/src/polyfills.ts'],
  // test/sim and test/simulation: a per-test timeout of ten minutes (test/helpers/sim-timeouts.ts).
  setupFilesAfterEnv: ['<rootDir>/test/helpers/sim-timeouts.ts'],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
  // Both cores, and a worker whose heap has grown past 1 GB after a test file is replaced: jest's
  // ESM mode (vm modules) keeps every file's module graph alive, and one long-lived worker slowed
  // from ~0.7 s to ~10 s of overhead per file over the 264 files (the suite took 17 minutes).
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
};
