import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

/** Libraries in their own long-cached chunks, so a release of the portal only changes its own code. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
  { name: 'validation', test: /node_modules[\\/](@hookform|zod)[\\/]/ },
  { name: 'dialog', test: /node_modules[\\/](@radix-ui|react-remove-scroll[^\\/]*|aria-hidden|use-callback-ref|use-sidecar|get-nonce|tslib|detect-node-es)[\\/]/ },
];

export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  // Other workspaces hoist an older React; the SPA must bundle exactly one copy, its own.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { proxy: { '/api': api, '/media': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
      onLog(level, log, handler) {
        // Libraries mark themselves "use client" for server components; meaningless in a browser bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
