import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Usage: npm run synth [-- <stage>] [--build-web]
const args = process.argv.slice(2);
const stage = args.find((arg) => !arg.startsWith('--')) ?? 'dev';
const buildWeb = args.includes('--build-web');

// SST skips its AWS lookups only under NODE_ENV=test; set before SST is loaded.
process.env.NODE_ENV = 'test';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
const { synthApp } = await import('../stacks/synth-app');

const started = Date.now();
const { templates } = await synthApp(stage, { buildWeb, outdir: path.resolve('.build/cdk.out', stage) });

const outDir = path.resolve('.build/synth');
mkdirSync(outDir, { recursive: true });
for (const [stackName, template] of templates) {
  const file = path.join(outDir, `${stackName}.template.json`);
  writeFileSync(file, `${JSON.stringify(template, null, 2)}\n`);
  console.log(path.relative(process.cwd(), file));
}
console.log(`Synthesized stage ${stage} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
