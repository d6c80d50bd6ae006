import { useParams } from 'react-router-dom';
import { ExportStatus } from '../../../components/exports/export-status';

export default function ExportRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <div className="page-header">
        <h1>Your export</h1>
      </div>
      <ExportStatus id={id} />
    </>
  );
}
