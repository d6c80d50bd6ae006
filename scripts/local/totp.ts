import { generateSync } from 'otplib';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now (the provider accepts one either side). */
export const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, algorithm: 'sha1', digits: 6, period: 30, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A code that is none of the app's around now. */
export function wrongOf(secret: string): string {
  const near = new Set([-1, 0, 1].map((s) => codeOf(secret, s)));
  let code = 100000;
  while (near.has(String(code))) code++;
  return String(code);
}
