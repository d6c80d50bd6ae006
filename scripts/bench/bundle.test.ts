import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLambda, inputsAtImport, type LambdaBundle } from './bundle';

const root = resolve(import.meta.dirname, '../..');
// Inside the repository, as the bench builds: externals resolve from node_modules.
mkdirSync(join(root, '.build'), { recursive: true });
const outDir = mkdtempSync(join(root, '.build/bundle-test-'));
let api: LambdaBundle;

beforeAll(async () => {
  api = await buildLambda(join(root, 'packages/api/src/lambda.ts'), outDir);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the API Lambda bundle, as the stack builds it', () => {
  it('does not load the SSM client at import: only the secret loader does, when a secret is bound', () => {
    expect(api.externalsAtImport).not.toContain('@aws-sdk/client-ssm');
    expect(api.onDemand.length).toBeGreaterThan(0);
  });

  it('leaves the S3, SES and Cognito clients (and the presigner) to their first use', () => {
    const packages = inputsAtImport(api).filter((input) =>
      /node_modules\/(@aws-sdk\/(client-s3|client-sesv2|client-cognito-identity-provider|s3-request-presigner)|jose)\//.test(input),
    );
    expect(packages).toEqual([]);
  });

  it('leaves the export writers (the XLSX stream, fflate, csv-stringify) and the multipart upload to the first export', () => {
    const writers = inputsAtImport(api).filter((input) =>
      /node_modules\/(fflate|csv-stringify|@aws-sdk\/lib-storage)\/|transactions\/xlsx-stream\.ts/.test(input),
    );
    expect(writers).toEqual([]);
  });

  it("leaves each area's routes and schemas, the contracts and the OpenAPI generator to the area's first request", () => {
    // Importing core or contracts through their index from code loaded at import brings every module
    // they re-export along (esbuild splits by file): lambda.ts and the middleware import core by module.
    const areaCode = inputsAtImport(api).filter((input) =>
      /^packages\/(api\/src\/routes|contracts)\/|packages\/core\/src\/index\.ts|node_modules\/(@hono\/zod-openapi|@asteasolutions\/zod-to-openapi)\//.test(
        input,
      ),
    );
    expect(areaCode).toEqual([]);
  });

  it('carries English messages only from zod', () => {
    // The plugin's stand-in for the locales namespace is named zod-locales:...; every other input is a file.
    const locales = inputsAtImport(api).filter((input) => input.includes('zod/v4/locales/') && !input.startsWith('zod-locales:'));
    expect(locales).toEqual([expect.stringMatching(/zod\/v4\/locales\/en\.js$/)]);
  });
});
