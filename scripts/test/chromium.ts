import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * CHROMIUM_PATH when set; else Chromium's headless shell (Debian's package chromium-headless-shell:
 * the browser's engine without its window and tab strip, as Playwright runs Chromium headless by
 * default), on which the browser tests spent about a fifth less of the machine than on the full
 * browser run headless; else Debian's full Chromium.
 */
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Chromium, headless, with the flags a closed network needs; *.localhost is the loopback. The browser tests' and bench:web's. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!executablePath) throw new Error('No Chromium found: install Debian package chromium-headless-shell (or chromium), or set CHROMIUM_PATH.');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}
