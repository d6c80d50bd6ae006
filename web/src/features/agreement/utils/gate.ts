/** What the dashboard shows of the Private Membership Agreement. */
export type AgreementGateState = 'hidden' | 'required' | 'dismissible';

export interface AgreementGateInput {
  /** The server's answer: whether the member is asked at all (never an admin) and whether it accepted; undefined while it is not known yet. */
  status: { required: boolean; agreement: boolean } | undefined;
  /** An admin acting as the member may close the modal without accepting. */
  adminActing: boolean;
}

/** Spec §4: the modal stays until the member accepts; skipped for admins (the server says whom it asks); admins in login-as mode may close it. */
export function agreementGateState({ status, adminActing }: AgreementGateInput): AgreementGateState {
  if (!status?.required || status.agreement) return 'hidden';
  return adminActing ? 'dismissible' : 'required';
}
