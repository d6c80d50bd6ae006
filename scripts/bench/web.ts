/**
 * First paint of the login page: builds the SPA, serves it, opens the login page in Chromium and
 * prints every JavaScript file the page requests, its gzip size and the wave it was requested in.
 *
 * A wave is a round trip the browser must wait for: the HTML's own scripts and modulepreloads are
 * wave 1; a script that only an earlier script asks for (a lazy route, an import not preloaded)
 * is one wave later than that script. Sizes are gzip at level 9 of the bytes served, as a CDN
 * sends them compressed.
 *
 * The target (issue 9): under 120 KB in one wave. Past it the script says so and exits 1.
 *
 * Usage: npm run bench:web [-- --no-build]
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'web', 'dist');
const chromiumPaths = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** The built SPA as the local server and the CDN serve it: files, else index.html; the API is absent (404). */
function serve(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path.startsWith('/api/') || path.startsWith('/media/')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found."}');
      return;
    }
    const file = join(dist, path);
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(found)] ?? 'application/octet-stream' }).end(readFileSync(found));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Requested {
  url: string;
  wave: number;
  bytes: number;
  gzip: number;
}

/** Loads the login page and answers the JavaScript it requested until the form shows and the network is idle. */
async function measureLoginPage(origin: string): Promise<Requested[]> {
  const executablePath = chromiumPaths.find((p): p is string => Boolean(p && existsSync(p)));
  if (!executablePath) throw new Error('No Chromium found: install Debian package chromium or set CHROMIUM_PATH.');
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const waves = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
      if (type !== 'Script' || waves.has(request.url)) return;
      const by = initiator.url ?? initiator.stack?.callFrames.find((frame) => frame.url)?.url;
      waves.set(request.url, initiator.type === 'parser' || !by ? 1 : (waves.get(by) ?? 1) + 1);
    });
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    return [...waves].map(([url, wave]) => {
      const body = readFileSync(join(dist, new URL(url).pathname));
      return { url: new URL(url).pathname, wave, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const TARGET_KB = 120;
const TARGET_WAVES = 1;

if (!process.argv.includes('--no-build')) execSync('npm run build:web', { cwd: root, stdio: 'inherit' });
const server = await serve();
try {
  const requested = await measureLoginPage(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  requested.sort((a, b) => a.wave - b.wave || b.gzip - a.gzip);
  console.log('\nLogin page JavaScript (gzip -9 of the files served):');
  for (const file of requested) console.log(`  wave ${file.wave}  ${kb(file.gzip).padStart(7)} KB gzip  ${kb(file.bytes).padStart(7)} KB  ${file.url}`);
  const total = requested.reduce((sum, file) => sum + file.gzip, 0);
  const waves = Math.max(0, ...requested.map((file) => file.wave));
  console.log(`\nlogin page: ${kb(total)} KB gzip JavaScript in ${requested.length} requests, ${waves} wave${waves === 1 ? '' : 's'}`);
  if (total >= TARGET_KB * 1024 || waves > TARGET_WAVES) {
    console.error(`Over the target: under ${TARGET_KB} KB gzip in ${TARGET_WAVES} wave.`);
    process.exitCode = 1;
  }
} finally {
  server.close();
}
