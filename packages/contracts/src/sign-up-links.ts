import { z } from 'zod';
import { tooLong } from './primitives';

/**
 * The kinds of sign-up link a member hands out (spec §2): a sales rep's for harvest centers; a
 * harvest center's for referral centers and for its staff. Each carries an invitation token the
 * server issued to that member for that kind; the link's `srid`/`hcid` alone create nothing.
 */
export const SIGN_UP_LINK_KINDS = ['harvest-center', 'referral-center', 'hc-staff'] as const;
export const SignUpLinkKind = z.enum(SIGN_UP_LINK_KINDS);
export type SignUpLinkKind = z.infer<typeof SignUpLinkKind>;

/** An invitation token as the server issues it: 32 random bytes, base64url. */
export const INVITE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const InviteToken = z.string().max(64, tooLong(64)).regex(INVITE_PATTERN, 'This registration link is not complete. Copy the whole link.');

/** The invitation tokens a member's links carry: null for a kind the member does not hand out. */
export const SignUpLinks = z.object({
  harvest_center: z.string().nullable(),
  referral_center: z.string().nullable(),
  hc_staff: z.string().nullable(),
});
export type SignUpLinks = z.infer<typeof SignUpLinks>;

/** A new link of one kind: the old one stops working at once. */
export const RenewSignUpLinkRequest = z.strictObject({ kind: SignUpLinkKind });

/** What a public page sends to read the party of its link: the link's invitation token. */
export const InviteQuery = z.object({ invite: InviteToken.optional() });

export const LINK_NO_LONGER_VALID = 'This registration link is no longer valid. Ask for a new one.';
export const SIGN_UP_LINK_RENEWED = 'A new link was made. The previous link no longer works.';
