import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Usage: npm run synth [-- <stage>] [--build-web]
const args = process.argv.slice(2);
const stage = args.find((arg) => !arg.startsWith('--')) ?? 'dev';
const buildWeb = args.includes('--build-web');

// SST skips its AWS lookups only under NODE_ENV=test; set before SST is loaded.
process.env.NODE_ENV = 'test';
const { synthApp } = await import('../stacks/synth-app');

const started = Date.now();
const outDir = path.resolve('.build/synth');
const { app } = await synthApp(stage, { buildWeb, outdir: path.resolve('.build/cdk.out', stage) });
const assembly = app.synth();

mkdirSync(outDir, { recursive: true });
for (const stack of assembly.stacks) {
  const file = path.join(outDir, `${stack.stackName}.template.json`);
  writeFileSync(file, `${JSON.stringify(stack.template, null, 2)}\n`);
  console.log(path.relative(process.cwd(), file));
}
console.log(`Synthesized stage ${stage} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
