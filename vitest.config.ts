import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const UNIT_INCLUDE = ['packages/*/src/**/*.test.ts', 'stacks/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'];
const UNIT_ROOTS = ['packages', 'stacks', 'scripts', 'web/src'];

/** The test files under `dir`, node_modules left out. */
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.int.test.ts') ? [path] : [];
  });

/**
 * The unit files that replace modules (`vi.mock`) run each in a module graph of its own; every
 * other unit file shares its worker's (isolate: false), so the core, the API and the SPA are loaded
 * once per worker instead of once per file. Found by reading the files, so a new mock is isolated
 * without a change here.
 */
const replacesModules = UNIT_ROOTS.flatMap(testFiles).filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

const unit = {
  resolve: spaReact,
  test: {
    server: { deps: { inline: spaReactUsers } },
    globalSetup: ['scripts/test/synth-cache.setup.ts'],
    env,
    testTimeout: 60_000,
    // The stack tests synthesize the whole app (bundling each Lambda) in beforeAll.
    hookTimeout: 120_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...unit,
        test: {
          ...unit.test,
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: ['**/*.int.test.ts', '**/node_modules/**', ...replacesModules],
          isolate: false,
        },
      },
      { ...unit, test: { ...unit.test, name: 'unit-mocks', include: replacesModules } },
      {
        test: {
          name: 'integration',
          env,
          include: ['packages/*/src/**/*.int.test.ts'],
          globalSetup: ['scripts/test/emulators.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One module graph for the files, which run one after another (none replaces a module).
          isolate: false,
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
          isolate: false,
        },
      },
    ],
  },
});
