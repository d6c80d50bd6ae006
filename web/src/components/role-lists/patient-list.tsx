import type { MemberRow } from '@portal/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { ProductSelect } from '../product-select';
import { Button } from '../ui/button';
import type { ColumnDef } from '../ui/data-table';
import { columns as shared } from './columns';
import { PatientDataDialog } from './patient-data-dialog';
import { RoleList } from './role-list';

interface PatientListProps {
  /** The API path of the patients, with the owner's id; undefined while the owner is not known. */
  path: string | undefined;
  caption?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<MemberRow, any>[];
  searchPlaceholder: string;
  /** The row button that opens the patient's data: 'Info' or 'View', as each screen names it. */
  button: 'Info' | 'View';
  toolbar?: ReactNode;
  /** The next step under the list while it has no patients. */
  emptyHint?: ReactNode;
  /** Offers "Bought product" beside the search (a harvest center's patients). */
  byProduct?: boolean;
}

/**
 * A role list of patients (a lab's, a center's, a rep's, a team's), filtered and paged by the
 * server; each row's button opens the read-only Patient Data dialog (spec §2).
 */
export function PatientList({ path, caption = 'Patients', columns, searchPlaceholder, button, toolbar, emptyHint, byProduct = false }: PatientListProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [product, setProduct] = useState('');
  const filters = useMemo((): Record<string, number> => (product ? { product: Number(product) } : {}), [product]);
  const withView = useMemo(
    () => [
      ...columns,
      shared.actions((patient) => (
        <Button
          variant="secondary"
          className="button--small"
          aria-label={`${button} ${patient.username || patient.email}`}
          onClick={() => setViewing(patient.id)}
        >
          {button}
        </Button>
      )),
    ],
    [columns, button],
  );
  return (
    <>
      <RoleList
        path={path}
        caption={caption}
        columns={withView}
        searchPlaceholder={searchPlaceholder}
        loadingText="Loading patients..."
        toolbar={
          byProduct ? (
            <>
              <ProductSelect value={product} onChange={setProduct} />
              {toolbar}
            </>
          ) : (
            toolbar
          )
        }
        emptyHint={product ? undefined : emptyHint}
        filters={filters}
      />
      <PatientDataDialog patientId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
