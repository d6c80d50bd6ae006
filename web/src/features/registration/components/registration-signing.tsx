import { SIGNING_FRAME_HEIGHT } from '@portal/contracts';
import { useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useRegistrationSignStatus } from '../api/registration-signing';

export interface SignedDocument {
  doc_id: string;
  title: string;
}

interface SigningStepProps {
  /** The document being signed and its signing page; nothing shows without one. */
  current: { documentId: string; link: string; title: string } | null;
  onSigned: (doc: SignedDocument) => void;
}

/**
 * The document being signed, in a 600 px frame as wide as the guest signing page's; its completion
 * is asked every 5 s (spec §2, §9), a line under the frame saying so meanwhile.
 */
export function SigningStep({ current, onSigned }: SigningStepProps) {
  const status = useRegistrationSignStatus(current?.documentId);
  const completed = status.data?.completed === true;
  useEffect(() => {
    if (current && completed) onSigned({ doc_id: current.documentId, title: current.title });
  }, [current, completed, onSigned]);
  if (!current) return null;
  return (
    <div className="registration-signing">
      <iframe className="registration-frame" src={current.link} title={current.title} style={{ height: SIGNING_FRAME_HEIGHT }} />
      {!completed && <Spinner inline label="Waiting for your signature…" />}
    </div>
  );
}

/** n/total: how many of the page's documents are signed. */
export const signingProgress = (signed: number, total: number) => `${signed}/${total}`;
