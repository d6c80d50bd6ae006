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

const root = fileURLToPath(new URL('.', import.meta.url));
const UNIT_INCLUDE = ['packages/*/src/**/*.test.ts', 'stacks/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'];

/** The test files under `dir` (relative to the root, as the include globs), node_modules left out. */
const testFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** A call vitest hoists to replace a module (its own pattern: vi or vitest, mock or doMock, a type argument or not). */
const MOCKS_A_MODULE = /\b(?:vi|vitest)\s*\.\s*(?:mock|doMock)\s*[(<]/;
const mocksAModule = (file: string) => MOCKS_A_MODULE.test(readFileSync(join(root, file), 'utf8'));
const files = ['packages', 'stacks', 'scripts', 'web/src', 'e2e'].flatMap(testFiles);

/**
 * The unit files that replace modules run each in a module graph of its own; every other unit file
 * shares its worker's (isolate: false), so the core, the API and the SPA are loaded once per worker
 * instead of once per file. Found by reading the files, so a new mock is isolated without a change
 * here. The integration and browser files share one graph per suite and may replace none.
 */
const replacesModules = files.filter((file) => !/\.(int|e2e)\.test\.ts$/.test(file) && mocksAModule(file));
const sharedSuiteMocks = files.filter((file) => /\.(int|e2e)\.test\.ts$/.test(file) && mocksAModule(file));
if (sharedSuiteMocks.length)
  throw new Error(`${sharedSuiteMocks.join(', ')}: an integration or browser test shares its suite's modules and may not replace one (vi.mock).`);

const unit = {
  resolve: spaReact,
  test: {
    server: { deps: { inline: spaReactUsers } },
    globalSetup: ['scripts/test/synth-cache.setup.ts'],
    env,
    // A file's stubbed globals and environment end with it: the next file of the worker shares its modules.
    unstubEnvs: true,
    unstubGlobals: true,
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
          // After the unit files when a run takes both (they run several at once).
          sequence: { groupOrder: 1 },
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
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
