import { COMMON_PASSWORD } from '@portal/contracts';
import { invalid } from '../errors';

/**
 * The passwords people choose most (about 49,000, from the list zxcvbn-ts keeps of leaked
 * passwords), read on the first password a member chooses in this process and kept: a password
 * among them is refused, whatever its case, before it reaches the identity provider.
 */
let common: Promise<Set<string>> | undefined;

const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()))));

/** Whether a password is one of the most common ones. */
export const isCommon = async (password: string) => (await commonPasswords()).has(password.toLowerCase());

/** Refuses (400) a password a member chose when it is one of the most common ones. */
export async function assertNotCommon(password: string): Promise<void> {
  if (await isCommon(password)) throw invalid(COMMON_PASSWORD);
}
