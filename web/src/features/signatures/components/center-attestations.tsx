import type { MemberView } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { openMedia } from '../../../lib/media';
import { getAttestationFile, useCenterAttestations } from '../api/get-center-attestations';
import { centerColumns } from '../utils/columns';
import { attestationFileMissing } from '../utils/documents';
import { ResultDialog } from '../../../components/ui/result-dialog';
import { SearchableTable } from '../../../components/ui/searchable-table';
import '../signatures.css';

/**
 * Harvest Center Documents (admin): the domain's harvest centers with a filter, whether each has
 * signed its attestation, and a button that opens the signed attestation PDF. When there is no
 * file, or it cannot be had, the server's message shows in a dialog.
 */
export function CenterAttestations() {
  const list = useCenterAttestations();
  const [opening, setOpening] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const columns = useMemo(() => {
    const open = async (center: MemberView) => {
      setOpening(center.id);
      try {
        const answer = await getAttestationFile(center.id);
        if (answer.file) await openMedia(answer.file);
        else setProblem(attestationFileMissing(answer.message));
      } catch (error) {
        setProblem(errorMessage(error));
      } finally {
        setOpening(null);
      }
    };
    return [
      centerColumns.id,
      centerColumns.company,
      centerColumns.name,
      centerColumns.email,
      centerColumns.attestation,
      centerColumns.actions((center) => (
        <Button
          variant="secondary"
          className="button--small"
          aria-label={`Attestation of ${center.company || center.email}`}
          isLoading={opening === center.id}
          onClick={() => void open(center)}
        >
          Attestation
        </Button>
      )),
    ];
  }, [opening]);

  return (
    <>
      <SearchableTable
        list={list}
        caption="Harvest Center Documents"
        columns={columns}
        searchPlaceholder="ID, name, e-mail or company"
        loadingText="Loading harvest centers..."
      />
      <ResultDialog title="Attestation" message={problem} onClose={() => setProblem(null)} />
    </>
  );
}
