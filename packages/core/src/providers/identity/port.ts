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

/** The tokens of a completed sign-in: the ID token the portal's session is, the access token the member's own provider calls need. */
export interface SignInTokens {
  idToken: string;
  accessToken: string;
}

export type SignInResult =
  | ({ kind: 'signed-in' } & SignInTokens)
  | { kind: 'new-password-required'; session: string }
  /** Two-factor is on: the code of the member's authenticator app answers `session` (answerTotp). */
  | { kind: 'mfa-required'; session: string };

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
  /** Answers the first sign-in's new-password challenge; returns the sign-in's tokens. */
  completeNewPassword(username: string, session: string, password: string): Promise<SignInTokens>;
  setPassword(username: string, password: string, permanent: boolean): Promise<void>;
  signIn(username: string, password: string): Promise<SignInResult>;
  /** Answers a sign-in's authenticator-code challenge (IdentityError 'invalid_code' for a wrong code). */
  answerTotp(username: string, session: string, code: string): Promise<SignInTokens>;
  /** Starts adding an authenticator app for the member of `accessToken`: answers the app's secret (base32). */
  beginTotp(accessToken: string): Promise<string>;
  /** Confirms the app by its first code and makes it the member's second factor (IdentityError 'invalid_code'). */
  confirmTotp(accessToken: string, code: string): Promise<void>;
  /** Removes the member's second factor. */
  disableTotp(accessToken: string): Promise<void>;
  /** An admin's reset: removes the second factor of `username` without its tokens (it lost its app). */
  resetTotp(username: string): Promise<void>;
  verifyIdToken(token: string): Promise<IdentityClaims>;
  userExists(username: string): Promise<boolean>;
  updateEmail(username: string, email: string): Promise<void>;
  /** Keeps the membership claim of the next tokens in step; decisions read the member record. */
  updateMemberships(username: string, memberships: number[]): Promise<void>;
  deleteUser(username: string): Promise<void>;
}

export class IdentityError extends Error {
  constructor(
    readonly code: 'invalid_credentials' | 'invalid_token' | 'invalid_password' | 'invalid_code',
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
