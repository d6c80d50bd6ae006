import { z } from 'zod';
import { Id, tooLong } from './primitives';
import { MemberView } from './member';

/** The spec's password rule: 'Required. Min Length 8'. */
export const Password = z.string({ error: 'Required. Min Length 8' }).min(8, 'Required. Min Length 8').max(256, tooLong(256));

export const LoginRequest = z.strictObject({
  email: z.string({ error: 'Enter a valid e-mail address' }).trim().toLowerCase().email('Enter a valid e-mail address').max(254, tooLong(254)),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, tooLong(256)),
  /** The browser's own id (a random UUID it keeps): a sign-in from a browser the member never used is mailed to it. */
  device: z.string().uuid('Not a browser id').optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ token: z.string(), user: MemberView, message: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * A sign-in that needs one more step: a member invited with a temporary password chooses its own
 * (`NEW_PASSWORD_REQUIRED`); a member with two-factor on types its authenticator app's code
 * (`SOFTWARE_TOKEN_MFA`, auth/two-factor/); a member whose membership requires two-factor and has
 * none sets up its app first (`MFA_SETUP`, with the app's secret and otpauth link,
 * auth/two-factor/setup-sign-in/).
 */
export const LoginChallenge = z.union([
  z.object({ challenge: z.enum(['NEW_PASSWORD_REQUIRED', 'SOFTWARE_TOKEN_MFA']), session: z.string(), message: z.string() }),
  z.object({ challenge: z.literal('MFA_SETUP'), session: z.string(), message: z.string(), secret: z.string(), uri: z.string() }),
]);
export type LoginChallenge = z.infer<typeof LoginChallenge>;

export const LoginAnswer = z.union([LoginResponse, LoginChallenge]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const isLoginChallenge = (answer: LoginAnswer): answer is LoginChallenge => 'challenge' in answer;

/**
 * What `auth/sign-out/` and `auth/sign-out-everywhere/` answer (a MessageBody; neither takes a body):
 * the token used, or every token of the member, is refused from then on.
 */
export const SIGNED_OUT = 'You have been signed out.';
export const STILL_SIGNED_IN = 'You are still signed in.';
/** A chosen password that is one of the most common ones (checked by the server against its list). */
export const COMMON_PASSWORD = 'This password is one of the most common ones and is easy to guess. Please choose another.';
export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on every browser and device.';

export const NewPasswordRequest = z.strictObject({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254, tooLong(254)),
  session: z.string().min(1).max(4096, tooLong(4096)),
  password: z.string().min(8, 'Required. Min Length 8').max(256, tooLong(256)),
  /** The browser's own id, as at the first step. */
  device: z.string().uuid('Not a browser id').optional(),
});
export type NewPasswordRequest = z.infer<typeof NewPasswordRequest>;

export const ResetPasswordRequest = z.strictObject({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254, tooLong(254)),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ConfirmResetPasswordRequest = z.strictObject({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254, tooLong(254)),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail'),
  password: Password,
});
export type ConfirmResetPasswordRequest = z.infer<typeof ConfirmResetPasswordRequest>;

export const PASSWORD_MISMATCH = 'New Password and Confirmation Password do not match!';

/** The profile's own change: all three fields required and the new one confirmed. */
export const ChangeOwnPasswordRequest = z
  .strictObject({
    password_current: z.string({ error: 'Required' }).min(1, 'Required').max(256, tooLong(256)),
    password_new: Password,
    password_confirmation: z.string({ error: 'Required' }).min(1, 'Required').max(256, tooLong(256)),
  })
  .refine((v) => v.password_new === v.password_confirmation, {
    message: PASSWORD_MISMATCH,
    path: ['password_confirmation'],
  });
export type ChangeOwnPasswordRequest = z.infer<typeof ChangeOwnPasswordRequest>;

/** An admin setting another member's password. */
export const ChangeMemberPasswordRequest = z.strictObject({
  user_id: Id,
  new_password_change: Password,
});
export type ChangeMemberPasswordRequest = z.infer<typeof ChangeMemberPasswordRequest>;

export const ChangePasswordRequest = z.union([ChangeMemberPasswordRequest, ChangeOwnPasswordRequest]);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** A browser the member signed in from (within the last year), as Contact Details lists it. */
export const SignInBrowser = z.object({
  /** The browser and system, e.g. "Chrome 131 on Windows". */
  browser: z.string(),
  /** The address of its last sign-in. */
  address: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
});
export type SignInBrowser = z.infer<typeof SignInBrowser>;

/** The member's own recent sign-ins: the browsers it signed in from, the latest first (at most RECENT_SIGN_INS). */
export const RecentSignIns = z.object({ results: z.array(SignInBrowser) });
export type RecentSignIns = z.infer<typeof RecentSignIns>;
export const RECENT_SIGN_INS = 10;
