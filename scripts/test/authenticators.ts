import { inject } from 'vitest';

/**
 * The authenticator secrets the suite's files know, by e-mail (one module for the files of a suite:
 * vitest.config.ts): the demo admins' (the seed set up their apps) and those of members the harness
 * led through a required setup. Sign-ins with two-factor
 * (harness `login`, browser `signIn`) read their codes from here.
 */
export const authenticators = new Map<string, string>(Object.entries(inject('demoAuthenticators')));

/**
 * The clock steps a sign-in of one member tries in turn: a code signs in once (each code of the
 * provider's window, one step either side of now), and test files run at once, so a sign-in told
 * its code was just used takes the one of another step.
 */
export const CODE_STEPS = [0, 1, -1] as const;
/** How many 30-s steps a sign-in goes through when every code of its window was used before it. */
export const CODE_ROUNDS = 3;
