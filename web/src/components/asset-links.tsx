import { assetMediaPath, AssetType, type AssetItemView } from '@portal/contracts';
import { FileLink } from './ui/file-link';
import { openMedia } from '../lib/media';

/**
 * A group's links and files (spec §2): links open in a new tab, shown by name or else by path;
 * files open from media/assets/ through the authorized /media route, shown by name or 'see file'.
 */
export function AssetLinks({ assets }: { assets: readonly AssetItemView[] }) {
  if (!assets.length) return null;
  return (
    <ul className="asset-links">
      {assets.map((asset) => (
        <li key={asset.id}>
          {asset.type === AssetType.Link ? (
            <a href={asset.path} target="_blank" rel="noreferrer">
              {asset.name || asset.path}
            </a>
          ) : (
            <FileLink href={`/${assetMediaPath(asset.path)}`} open={() => openMedia(assetMediaPath(asset.path))}>
              {asset.name || 'see file'}
            </FileLink>
          )}
        </li>
      ))}
    </ul>
  );
}
