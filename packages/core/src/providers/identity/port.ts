/** The claims the API trusts from a verified ID token. */
export interface IdentityClaims {
  username: string;
  domainId: number;
  memberships: number[];
  /** When the token was issued, in epoch seconds (`iat`). */
  issuedAt: number;
  /** The token's own id (`jti`), unique per token: a sign-in admits its token by it (auth/session-epoch.ts). */
  tokenId: string;
  /** When the token expires, in epoch seconds (`exp`). */
  expiresAt: number;
}

export type SignInResult =
  | { kind: 'signed-in'; idToken: string }
  | { kind: 'new-password-required'; session: string };

/**
 * Authentication of members. A person has one identity per domain; the username is opaque and
 * chosen by the caller. Implementations raise IdentityError('invalid_credentials') for a wrong
 * user or password, whatever the provider calls it.
 */
export interface IdentityProvider {
  createUser(input: {
    username: string;
    email: string;
    domainId: number;
    memberships: number[];
    /** Permanent password (seeding, self-registration). */
    password?: string;
    /** A one-time password the member replaces at first sign-in; the caller mails it. */
    temporaryPassword?: string;
  }): Promise<void>;
  /** Answers the first sign-in's new-password challenge; returns the ID token. */
  completeNewPassword(username: string, session: string, password: string): Promise<string>;
  setPassword(username: string, password: string, permanent: boolean): Promise<void>;
  signIn(username: string, password: string): Promise<SignInResult>;
  verifyIdToken(token: string): Promise<IdentityClaims>;
  userExists(username: string): Promise<boolean>;
  updateEmail(username: string, email: string): Promise<void>;
  /** Keeps the membership claim of the next tokens in step; decisions read the member record. */
  updateMemberships(username: string, memberships: number[]): Promise<void>;
  deleteUser(username: string): Promise<void>;
}

export class IdentityError extends Error {
  constructor(
    readonly code: 'invalid_credentials' | 'invalid_token' | 'invalid_password',
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
