import { dirname, join } from 'node:path';
import type { NodeJSProps } from 'sst/constructs';

/** esbuild's options as SST's own esbuild (the one that bundles the functions) types them. */
export type SstEsbuildOptions = NonNullable<NodeJSProps['esbuild']>;
type Plugin = NonNullable<SstEsbuildOptions['plugins']>[number];

/**
 * Lambda's Node.js runtime ships AWS SDK v3: SST's secret loader (sst/node/config) uses its SSM
 * client from there instead of adding about 1 MB to each bundle.
 */
export const runtimeProvidedModules = ['@aws-sdk/client-ssm'];

/**
 * zod keeps its 64 message locales in one namespace (`z.locales`), which esbuild cannot shake out
 * once `z` itself is used as a value (@hono/zod-openapi extends it): 267 KB parsed at every cold
 * start. The API answers in English only, so the namespace keeps just `en` (zod loads its default
 * English messages from locales/en.js directly, not through this namespace).
 */
export const englishZodLocalesOnly: Plugin = {
  name: 'english-zod-locales-only',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, ({ importer, path }) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(importer) ? { path: join(dirname(importer), path), namespace: 'zod-locales' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, ({ path }) => ({
      contents: `export { default as en } from './en.js';`,
      resolveDir: dirname(path),
      loader: 'js',
    }));
  },
};

/**
 * How every core-running function is bundled (SST passes these to esbuild); scripts/bench/cold.ts
 * builds with the same props to time a cold import.
 */
export const lambdaNodejs = {
  format: 'esm',
  minify: true,
  // Code reached only through import() goes to chunks loaded when called: the secret loader with
  // the SSM client it imports (in one file, esbuild hoists an external's import to the top, so every
  // cold start loaded it), and each provider's SDK client (packages/core/src/providers/index.ts).
  splitting: true,
  esbuild: { external: runtimeProvidedModules, plugins: [englishZodLocalesOnly] },
} satisfies NodeJSProps;
