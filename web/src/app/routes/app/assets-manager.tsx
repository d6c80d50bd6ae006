import { AssetsList } from '../../../features/assets/components/assets-list';

/** Assets Manager (admins): the Asset List. */
export default function AssetsManagerRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Asset List</h1>
      </div>
      <div className="card">
        <AssetsList />
      </div>
    </>
  );
}
