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
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
