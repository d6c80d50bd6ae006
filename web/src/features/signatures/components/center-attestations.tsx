import type { MemberView } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { errorMessage } from '../../../lib/api-client';
import { openMedia } from '../../../lib/media';
import { getAttestationFile, useCenterAttestations } from '../api/get-center-attestations';
import { centerColumns } from '../utils/columns';
import { attestationFileMissing } from '../utils/documents';
import { ResultDialog } from '../../../components/ui/result-dialog';
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
    <div className="role-list">
      <div className="filter-bar">
        <Input
          label="Search"
          className="filter-bar-text"
          type="search"
          placeholder="ID, name, e-mail or company"
          autoComplete="off"
          maxLength={100}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
        />
      </div>
      <DataTable caption="Harvest Center Documents" columns={columns} rows={list.rows} loading={list.loading} loadingText="Loading harvest centers..." rowKey={(row) => row.id} />
      <Pagination text={list.text} canPrevious={list.canPrevious} canNext={list.canNext} onPrevious={list.previous} onNext={list.next} />
      <ResultDialog title="Attestation" message={problem} onClose={() => setProblem(null)} />
    </div>
  );
}
