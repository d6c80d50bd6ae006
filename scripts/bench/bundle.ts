import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { lambdaNodejs, type SstEsbuildOptions } from '../../stacks/lambda-bundle';

// SST bundles with its own esbuild (0.18 in SST 2.49), not the repository's: the same one here.
const sstRequire = createRequire(createRequire(import.meta.url).resolve('sst/package.json'));
const { build } = sstRequire('esbuild') as { build(options: SstEsbuildOptions & { metafile: true }): Promise<{ metafile: Metafile }> };

/**
 * What SST 2.49's node handler (sst/runtime/handlers/node.js) passes to esbuild for a deployed ESM
 * function with the stacks' `nodejs` props (stacks/lambda-bundle.ts). The entry lands in `outDir`.
 */
export function sstEsbuildOptions(entry: string, outDir: string): SstEsbuildOptions {
  const { external = [], ...override } = lambdaNodejs.esbuild;
  return {
    entryPoints: [entry],
    platform: 'node',
    external: ['sharp', 'pg-native', ...external],
    keepNames: true,
    bundle: true,
    logLevel: 'silent',
    format: 'esm',
    target: 'esnext',
    mainFields: ['module', 'main'],
    banner: {
      js: [
        `import { createRequire as topLevelCreateRequire } from 'module';`,
        `const require = topLevelCreateRequire(import.meta.url);`,
        `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
        `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
        '',
      ].join('\n'),
    },
    splitting: lambdaNodejs.splitting,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    minify: lambdaNodejs.minify,
    ...override,
  };
}

export interface LambdaBundle {
  /** The entry's output file. */
  main: string;
  /** Output files Node reads when the entry is imported: the entry and the chunks it imports statically. */
  atImport: string[];
  /** Chunks read only when an import() runs. */
  onDemand: string[];
  /** Bare module names the files of `atImport` import (externals, resolved at run time). */
  externalsAtImport: string[];
  metafile: Metafile;
}

/** Bundles a Lambda entry as the stacks do and tells what its import loads. */
export async function buildLambda(entry: string, outDir: string): Promise<LambdaBundle> {
  const { metafile } = await build({ ...sstEsbuildOptions(entry, outDir), metafile: true });
  const outputs = metafile.outputs;
  const entryKey = relative(process.cwd(), entry).split('\\').join('/');
  const main = Object.keys(outputs).find((out) => outputs[out]!.entryPoint === entryKey);
  if (!main) throw new Error(`No output for ${entryKey}`);
  const atImport = new Set<string>();
  const externals = new Set<string>();
  const pending = [main];
  while (pending.length) {
    const out = pending.pop()!;
    if (atImport.has(out)) continue;
    atImport.add(out);
    for (const { path, kind, external } of outputs[out]!.imports) {
      if (kind !== 'import-statement') continue;
      if (external) externals.add(path);
      else pending.push(path);
    }
  }
  const js = Object.keys(outputs).filter((out) => out.endsWith('.mjs'));
  return {
    main: join(process.cwd(), main),
    atImport: [...atImport],
    onDemand: js.filter((out) => !atImport.has(out)),
    externalsAtImport: [...externals],
    metafile,
  };
}

/** Source files (paths relative to the working directory) bundled into the files read at import. */
export const inputsAtImport = (bundle: LambdaBundle) => bundle.atImport.flatMap((out) => Object.keys(bundle.metafile.outputs[out]!.inputs));

/** Total size of some of a bundle's output files, in KB. */
export const kilobytes = (bundle: LambdaBundle, outs: string[]) => Math.round(outs.reduce((sum, out) => sum + bundle.metafile.outputs[out]!.bytes, 0) / 1024);
