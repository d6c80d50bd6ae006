/** What the dashboard shows of the Private Membership Agreement. */
export type AgreementGateState = 'hidden' | 'required' | 'dismissible';

export interface AgreementGateInput {
  /** The member is an admin (membership 7): the gate is skipped entirely. */
  isAdmin: boolean;
  /** The server's answer; undefined while it is not known yet. */
  agreed: boolean | undefined;
  /** An admin acting as the member may close the modal without accepting. */
  adminActing: boolean;
}

/** Spec §4: the modal stays until the member accepts; skipped for admins; admins in login-as mode may close it. */
export function agreementGateState({ isAdmin, agreed, adminActing }: AgreementGateInput): AgreementGateState {
  if (isAdmin || agreed !== false) return 'hidden';
  return adminActing ? 'dismissible' : 'required';
}
