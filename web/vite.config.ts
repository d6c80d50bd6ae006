import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const api = 'http://127.0.0.1:3000';

/** Libraries in their own long-cached chunks, so a release of the portal only changes its own code. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  // The tables are not on the login page: they are their own chunk, not part of the query client's.
  { name: 'table', test: /node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
  { name: 'validation', test: /node_modules[\\/](@hookform|zod)[\\/]/ },
  { name: 'combobox', test: /node_modules[\\/](downshift|compute-scroll-into-view|prop-types|react-is|@babel[\\/]runtime)[\\/]/ },
  // The dashboards' charts, loaded with the Sales card only.
  {
    name: 'charts',
    test: /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store)[\\/]/,
  },
  // The portal's own small modules of the login page, shared by most screens: one file, not ten, in its one wave.
  {
    name: 'first-page',
    test: /src[\\/](components[\\/]ui[\\/](field|input|notification)|hooks[\\/]use-notification|components[\\/]layouts[\\/](auth-layout|domain-logo|copyright)|app[\\/]routes[\\/]auth[\\/]guest-page|lib[\\/]member-keys|config[\\/]paths)\.tsx?$/,
  },
  {
    name: 'dialog',
    test: /node_modules[\\/](@radix-ui|react-remove-scroll[^\\/]*|aria-hidden|use-callback-ref|use-sidecar|get-nonce|tslib|detect-node-es)[\\/]/,
  },
];

/** Chunks the entry imports statically (the vendor groups it needs and the bundler's runtime). */
const loadedByEntry = /(^|\/)(react|router|query|first-page|rolldown-runtime)-[\w-]+\.js$/;

/** The route most visits start on: its code is requested with the entry, not after it has run. */
const firstPageRoute = 'src/app/routes/auth/login.tsx';

/**
 * Adds a modulepreload for every chunk of the login route that the entry does not already load,
 * so the login page asks for all its JavaScript in one wave instead of waiting for the router to
 * run and ask for the lazy route. Fails the build if the route has no chunk of its own any more.
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'portal:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
        /** The chunk and every chunk it imports statically, in import order. */
        const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, seen);
          return seen;
        };
        const route = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(firstPageRoute));
        if (!route) throw new Error(`No chunk for ${firstPageRoute}: the first page's preload would silently stop.`);
        const loadedByEntry = withImports(entry.fileName);
        return [...withImports(route.fileName)]
          .filter((fileName) => !loadedByEntry.has(fileName))
          .map((fileName): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' }));
      },
    },
  };
}

export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [preloadFirstPage()],
  // Other workspaces hoist an older React; the SPA must bundle exactly one copy, its own.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { proxy: { '/api': api, '/media': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry loads these before any lazy screen can be asked for: listing them again with every
    // screen's preloads only makes the entry (the login page's first paint) longer.
    // Every browser the portal supports preloads modules natively: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !loadedByEntry.test(dep)) : deps),
    },
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
