import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { columns } from '../../../components/role-lists/columns';
import { RoleList } from '../../../components/role-lists/role-list';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The Lab page (spec §2): a lab's harvest centers, 10 per page, each with a button to its patients. */
export function LabCenters({ labId }: { labId: number }) {
  const navigate = useNavigate();
  const centerColumns = useMemo(
    () => [
      columns.id,
      columns.company,
      columns.name,
      columns.email,
      columns.actions((center) => (
        <Button variant="secondary" className="button--small" onClick={() => navigate(paths.harvestCenterPatients.getHref(labId, center.id))}>
          View Patients
        </Button>
      )),
    ],
    [labId, navigate],
  );
  return (
    <RoleList
      path={`processing-labs/${labId}/harvestcenters/`}
      caption="Harvest Centers"
      columns={centerColumns}
      searchPlaceholder="ID, company, name or e-mail"
      loadingText="Loading harvest centers..."
    />
  );
}
