import { z } from 'zod';
import { tooLong } from './primitives';

/**
 * Two-factor sign-in with an authenticator app (TOTP): a 6-digit code the app shows, new every 30
 * seconds. Spaces inside a typed code are dropped ("123 456" is 123456), as apps show it so.
 */
export const TwoFactorCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .max(32, tooLong(32))
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** The second step of a sign-in with two-factor on: the code for the challenge the password answered with. */
export const TwoFactorSignInRequest = z.strictObject({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254, tooLong(254)),
  session: z.string().min(1).max(4096, tooLong(4096)),
  code: TwoFactorCode,
  /** The browser's own id, as at the first step. */
  device: z.string().uuid('Not a browser id').optional(),
});
export type TwoFactorSignInRequest = z.infer<typeof TwoFactorSignInRequest>;

/** A setup from the profile starts with the password again. */
export const TwoFactorStartRequest = z.strictObject({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(256, tooLong(256)),
});
export type TwoFactorStartRequest = z.infer<typeof TwoFactorStartRequest>;

/** What an authenticator app is given: the secret (to type in) and the otpauth link (its QR code), and the setup's ticket. */
export const TwoFactorSetup = z.object({ secret: z.string(), uri: z.string(), session: z.string(), message: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** The app's first code confirms a setup. */
export const TwoFactorConfirmRequest = z.strictObject({ session: z.string().min(1).max(256, tooLong(256)), code: TwoFactorCode });
export type TwoFactorConfirmRequest = z.infer<typeof TwoFactorConfirmRequest>;

/** A setup that is a sign-in's last step (the member's membership requires two-factor): confirmed with the e-mail. */
export const TwoFactorSetupSignInRequest = TwoFactorConfirmRequest.extend({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254, tooLong(254)),
  device: z.string().uuid('Not a browser id').optional(),
});
export type TwoFactorSetupSignInRequest = z.infer<typeof TwoFactorSetupSignInRequest>;

/** Removing the second factor takes the password and a current code. */
export const TwoFactorRemoveRequest = z.strictObject({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(256, tooLong(256)),
  code: TwoFactorCode,
});
export type TwoFactorRemoveRequest = z.infer<typeof TwoFactorRemoveRequest>;

export const TwoFactorStatus = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app.';
export const TWO_FACTOR_WRONG_CODE = 'That code is not right. Enter the code your authenticator app shows now.';
export const TWO_FACTOR_CODE_USED = 'That code was just used. Wait for your authenticator app to show the next one.';
export const TWO_FACTOR_SETUP_EXPIRED = 'This step has expired. Please start again.';
export const TWO_FACTOR_ON = 'Two-factor sign-in is on. From now on you sign in with your password and a code from your authenticator app.';
export const TWO_FACTOR_OFF = 'Two-factor sign-in is off.';
/** An admin's reset of another member's second factor (a lost phone): what the admin is told. */
export const twoFactorResetMessage = (name: string, required: boolean) =>
  `Two-factor sign-in was reset for ${name} and their sessions were ended. ${
    required ? 'At their next sign-in they set up an authenticator app again.' : 'They now sign in with their password alone.'
  }`;
export const TWO_FACTOR_RESET_OWN = 'Your own two-factor sign-in is changed from your profile.';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on.';
export const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on.';

/**
 * Who a domain requires two-factor sign-in of (White Label Settings): a member of such a membership
 * without it is led through setting it up right after its password, before any screen with data.
 */
export const TWO_FACTOR_GROUPS = ['admins', 'centers', 'labs', 'everyone'] as const;
export type TwoFactorGroup = (typeof TWO_FACTOR_GROUPS)[number];
export const TWO_FACTOR_GROUP_LABELS: Record<TwoFactorGroup, string> = {
  admins: 'Admins',
  centers: 'Harvest centers and their staff',
  labs: 'Labs',
  everyone: 'Everyone',
};
/**
 * The groups every domain requires, whatever its settings say: an admin sees and changes every
 * member's patient data, so its sign-in always takes a code (White Label Settings show it checked
 * and locked).
 */
export const TWO_FACTOR_ALWAYS: readonly TwoFactorGroup[] = ['admins'];
/** The groups a domain requires: those it chose and those always required, in TWO_FACTOR_GROUPS' order. */
export const requiredGroups = (chosen: readonly TwoFactorGroup[] = []): TwoFactorGroup[] =>
  TWO_FACTOR_GROUPS.filter((group) => TWO_FACTOR_ALWAYS.includes(group) || chosen.includes(group));
export const TWO_FACTOR_ALWAYS_HINT = 'Always required of admins.';
export const TWO_FACTOR_GROUPS_INVALID = `Choose from ${TWO_FACTOR_GROUPS.join(', ')}`;
/** What the sign-in says when a membership requires two-factor and the member has none yet. */
export const TWO_FACTOR_REQUIRED =
  'Your portal requires two-factor sign-in for your account. Add this account to an authenticator app on your phone, then enter the 6-digit code it shows.';
/** A session of a member whose membership requires two-factor and who has none: refused, so that its next sign-in sets it up. */
export const TWO_FACTOR_SIGN_IN_AGAIN = 'Your portal requires two-factor sign-in for your account. Please log in again to set it up.';
export const TWO_FACTOR_REQUIRED_KEEP = 'Your portal requires two-factor sign-in for your account: it cannot be turned off.';

/** A multipart field of the groups, comma separated (empty: none). */
export const TwoFactorGroupsField = z
  .string()
  .max(100, tooLong(100))
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(TWO_FACTOR_GROUPS, { error: TWO_FACTOR_GROUPS_INVALID })));
