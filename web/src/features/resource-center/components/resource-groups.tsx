import type { ResourceGroup } from '@portal/contracts';
import { AssetLinks } from '../../../components/asset-links';

/** Resource groups, each with its name, description, links and files. */
export function ResourceGroups({ groups, headingLevel = 3 }: { groups: readonly ResourceGroup[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="resource-groups">
      {groups.map((group) => (
        <li key={group.id} className="resource-group">
          <Heading className="resource-group-title">{group.asset_name}</Heading>
          <p className="resource-group-description">{group.description}</p>
          <AssetLinks assets={group.assets} />
        </li>
      ))}
    </ul>
  );
}

/** The spec's empty text (portal-core §2), with the domain's address. */
export function EmptyResources({ email }: { email?: string }) {
  return (
    <p className="resource-empty">
      This page doesn't have any suggested resources yet. Please email {email ? <a href={`mailto:${email}`}>{email}</a> : 'us'} in case of any questions.
    </p>
  );
}
