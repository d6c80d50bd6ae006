import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The local tools run on Node 20; the Lambda runs Node 22, so the SDK's Node 20 notice is noise here.
const env = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

/**
 * Other workspaces hoist an older React; the SPA's tests use the SPA's own, as its build does
 * (web/vite.config.ts dedupes it). React Query is inlined so that its imports of React resolve here too.
 */
const webModules = fileURLToPath(new URL('./web/node_modules/', import.meta.url));
const spaReact = { alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${webModules}$1$2` }] };
const spaReactUsers = [/@tanstack\/react-query/];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: spaReact,
        test: {
          name: 'unit',
          server: { deps: { inline: spaReactUsers } },
          globalSetup: ['scripts/test/synth-cache.setup.ts'],
          env,
          include: ['packages/*/src/**/*.test.ts', 'stacks/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          testTimeout: 60_000,
          // The stack tests synthesize the whole app (bundling each Lambda) in beforeAll.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          env,
          include: ['packages/*/src/**/*.int.test.ts'],
          globalSetup: ['scripts/test/emulators.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          env,
          include: ['e2e/**/*.e2e.test.ts'],
          // As Playwright's own CI default: on CI a browser test that failed runs once more, since
          // Chromium on a loaded 2-core machine has missed a beat (a picker's options, a frame's press);
          // a test that fails twice fails the run. Locally every failure shows at once.
          retry: process.env.CI ? 1 : 0,
          globalSetup: ['scripts/test/stack.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
