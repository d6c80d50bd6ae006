import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  // Other workspaces hoist an older React; the SPA must bundle exactly one copy, its own.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { proxy: { '/api': api, '/media': api } },
  build: { outDir: 'dist', emptyOutDir: true },
});
