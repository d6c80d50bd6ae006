/** A verification state as SES names it (identity, DKIM and MAIL FROM). */
export type SesVerification = 'SUCCESS' | 'PENDING' | 'FAILED' | 'TEMPORARY_FAILURE' | 'NOT_STARTED';

/** What SES knows of a sender domain's identity. */
export interface SenderIdentityReport {
  kind: 'known';
  domain: string;
  identity: SesVerification;
  dkim: { status: SesVerification; tokens: string[] };
  /** The custom MAIL FROM domain, when one is set. */
  mailFrom?: { domain: string; status: SesVerification };
}

/** SES has no identity for the domain yet. */
export interface SenderIdentityMissing {
  kind: 'missing';
  domain: string;
}

/** SES could not be asked (the local emulator lacks the call, or SES refused): why, in plain words. */
export interface SenderIdentityUnavailable {
  kind: 'unavailable';
  domain: string;
  reason: string;
}

export type SenderIdentity = SenderIdentityReport | SenderIdentityMissing | SenderIdentityUnavailable;

/** The sender domains SES verifies (SES v2 e-mail identities). */
export interface SenderIdentities {
  describe(domain: string): Promise<SenderIdentity>;
  /**
   * Starts the verification of a sender domain: creates its identity (Easy DKIM) when SES has none
   * and sets its custom MAIL FROM domain; answers what SES then knows (or why it could not be asked).
   */
  start(domain: string, mailFromDomain: string): Promise<SenderIdentity>;
}
