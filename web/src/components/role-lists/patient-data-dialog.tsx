import { EMPTY_TABLE_TEXT } from '../../config/constants';
import { useVisibleMember } from '../../lib/role-lists';
import { Button } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';
import { patientData } from './patient-data';

interface PatientDataDialogProps {
  /** The patient to show; null keeps the dialog closed. */
  patientId: number | null;
  onClose: () => void;
}

/** Show Patient Data (spec §2): the patient's record, read-only, fetched as the caller may see it. */
export function PatientDataDialog({ patientId, onClose }: PatientDataDialogProps) {
  const { data: patient, isPending, isError } = useVisibleMember(patientId ?? undefined);
  return (
    <Dialog
      open={patientId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Patient Data"
      size="wide"
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      {isError ? (
        <p>{EMPTY_TABLE_TEXT}</p>
      ) : isPending || !patient ? (
        <p aria-busy="true">Loading patient...</p>
      ) : (
        <dl className="read-only-form" aria-label="Patient data">
          {patientData(patient).map(([label, value]) => (
            <div key={label} className="read-only-field">
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
