// Lets `node --import ./scripts/register.mjs file.ts` run the TypeScript sources directly:
// installs the polyfills, then a loader hook that compiles .ts with @swc/core.
import { register } from 'node:module';
register('./ts-loader.mjs', import.meta.url);
await import('../src/polyfills.ts');
