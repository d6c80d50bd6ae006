import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;

/** Every web feature, read from disk so a new one is fenced in from its first file. */
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The dependency directions, as bulletproof-react draws them: shared code (components, hooks,
 * lib, utils, config) <- features <- app; a feature never imports another (routes compose them);
 * the SPA depends on contracts only; contracts depend on nothing of ours. Paths are resolved, so a
 * relative path and a package name are caught alike.
 */
const zones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece to components/, lib/ or hooks/, or compose both in the route.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'The app composes features, not the other way round.' },
  {
    target: ['./web/src/components', './web/src/hooks', './web/src/lib', './web/src/utils', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code does not depend on features or the app.',
  },
  {
    target: './web',
    from: ['./packages/core', './packages/api', './packages/simulators'],
    message: 'The SPA depends on @portal/contracts only.',
  },
  {
    target: './packages/contracts',
    from: ['./packages/core', './packages/api', './packages/simulators', './web'],
    message: 'Contracts depend on zod only.',
  },
];

/**
 * The server's layers, for product code (tests may reach into what they check): contracts <- core
 * <- api; the simulators stand apart (they speak the providers' protocols, nothing of ours); only
 * core itself touches its entities and db/ (core exports its verbs through its index, and the API's
 * cold start through core/runtime).
 */
const layers = [
  {
    target: './packages/core',
    from: ['./packages/api', './packages/simulators', './web', './e2e', './stacks', './scripts'],
    message: "Core depends on contracts and its providers' clients only: never on the API, the simulators, the SPA or the scripts.",
  },
  {
    target: './packages/api',
    from: ['./packages/simulators', './web', './e2e', './scripts'],
    message: 'The API depends on core and contracts only.',
  },
  {
    target: './packages/simulators',
    from: ['./packages/core', './packages/api', './packages/contracts', './web'],
    message: "The simulators stand apart: they speak the providers' protocols and import nothing of the portal.",
  },
  {
    target: ['./packages/api', './packages/simulators', './web', './stacks'],
    from: ['./packages/core/src/db/**', './packages/core/src/**/*.entity.ts'],
    message: "Entities and db/ are core's own: call the verb of core that answers the question.",
  },
];

/** The storage and cloud clients stay behind core (and the scripts that seed or bench the table). */
const awsAndStorage = {
  group: ['@aws-sdk/*', 'electrodb', 'electrodb/*'],
  message: 'ElectroDB and the AWS SDK are used in packages/core (and scripts/) only.',
};
const core = {
  group: ['@portal/core', '@portal/core/*', '@portal/api', '@portal/api/*'],
  message: 'Only contracts are shared with the SPA and the contracts: core and the API stay on the server.',
};
const restricted = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.sst/**', '.data/**', '.build/**', 'cdk.out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    files: ['packages/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...zones, ...layers] }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['packages/core/**', 'scripts/**', 'web/**', 'packages/contracts/**'],
    rules: { 'no-restricted-imports': restricted(awsAndStorage) },
  },
  { files: ['web/**/*.{ts,tsx,js}'], rules: { 'no-restricted-imports': restricted(awsAndStorage, core) } },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': restricted(awsAndStorage, core), 'import-x/no-nodejs-modules': 'error' },
  },
);
