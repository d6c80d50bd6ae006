/** The Private Membership Agreement, in a region that scrolls on its own. */
export function AgreementText() {
  return (
    <div className="agreement-text" role="region" aria-label="Agreement text" tabIndex={0}>
      <h3>1. Private membership</h3>
      <p>
        By accepting this agreement you become a member of a private membership association. The portal and the services offered through it are available to
        members only. Your membership is personal: your account, its sign-in details and its contents may not be shared with or transferred to anyone else.
      </p>
      <h3>2. Confidentiality</h3>
      <p>
        Everything you see in the portal, including personal, medical, processing, storage and billing information about you or the patients you work with, is
        confidential. You agree to use it only for your own care or your role as a member, and not to disclose it to anyone who is not entitled to it.
      </p>
      <h3>3. Processing and storage</h3>
      <p>
        The collection, processing, storage and shipping of tissue and vials are carried out only as set out in the separate agreements you sign, such as the
        attestation, processing and storage agreements. This agreement does not replace them; where they differ, the signed agreement for that service applies.
      </p>
      <h3>4. Keeping your details current</h3>
      <p>
        You agree to keep your contact details, addresses and other account information accurate and up to date, so that we can reach you about your samples,
        documents and payments. Notices sent to the details on file are treated as received.
      </p>
      <h3>5. Ending membership</h3>
      <p>
        You may end your membership at any time by contacting us. We may suspend an account that is used against this agreement. Ending a membership does not by
        itself end obligations under agreements already signed for stored material.
      </p>
    </div>
  );
}
