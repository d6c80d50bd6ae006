import type { MemberView } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PdfLink } from '../../../components/ui/file-link';
import { errorMessage } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/members';
import { ResultDialog } from '../../../components/ui/result-dialog';
import { useHcAttestation } from '../api/hc-attestation';
import { documentKeys } from '../api/keys';
import { useHcAttestationSignLink } from '../api/sign-links';
import { canSignAttestation, hasAttestationRecord, hasSigningTemplateFeatures, signedAttestationFile } from '../utils/attestation';
import { StatusBadge } from '../utils/columns';
import { SigningDialog } from './signing-dialog';
import '../documents.css';

const SIGN_TITLE = 'Sign Document';

type Center = Pick<MemberView, 'id' | 'membership' | 'template_id'>;

/**
 * The attestation of a harvest center or HC staff member (spec §2 Profile): until it has a signing
 * template, Sign Attestation Document opens the signing page in a dialog; once signed, the signed
 * PDF (the status and PDF of a harvest center only: staff have no attestation record to read).
 * Closing the dialog reads the member and the attestation again, so the template id shows as
 * soon as the portal has made it (here with `showTemplateId`, or on the HC profile's template card).
 */
export function HcAttestationCard({ center, showTemplateId = false }: { center: Center; showTemplateId?: boolean }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const features = hasSigningTemplateFeatures(center);
  const centerRecord = hasAttestationRecord(center);
  const { data: attestation } = useHcAttestation(center.id, centerRecord);
  const signLink = useHcAttestationSignLink();
  const [link, setLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!features) return null;

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.hcAttestation(center.id) }),
      queryClient.invalidateQueries({ queryKey: memberKeys.detail(center.id) }),
    ]);
  const start = () => signLink.mutate(undefined, { onSuccess: (answer) => setLink(answer.signLink), onError: (error) => setFailure(errorMessage(error)) });

  const file = signedAttestationFile(attestation);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Attestation
      </h2>
      <div className="attestation">
        {attestation?.status ? (
          <p>
            Attestation document: <StatusBadge status={attestation.status} />
          </p>
        ) : (
          centerRecord && <p className="muted">No attestation document has been signed yet.</p>
        )}
        {showTemplateId && center.template_id && (
          <p>
            Signing Template ID: <strong>{center.template_id}</strong>
          </p>
        )}
        {file && <PdfLink file={file}>Signed attestation (PDF)</PdfLink>}
        {canSignAttestation(center) && (
          <Button isLoading={signLink.isPending} onClick={start}>
            Sign Attestation Document
          </Button>
        )}
      </div>
      <SigningDialog
        link={link}
        title={SIGN_TITLE}
        onSigned={() => void reload()}
        onClose={() => {
          setLink(null);
          void reload();
        }}
      />
      <ResultDialog title={SIGN_TITLE} message={failure} onClose={() => setFailure(null)} />
    </section>
  );
}
