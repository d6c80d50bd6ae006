import { Spinner } from '../../../components/ui/spinner';
import { useMembershipResources } from '../api/get-resources';
import { EmptyResources, ResourceGroups } from './resource-groups';

/** The Resource Center screen: every group offered to the member's membership. */
export function ResourceCenterPage({ email }: { email?: string }) {
  const { data: groups, isPending, isError } = useMembershipResources();
  if (isPending && !isError) return <Spinner />;
  return groups?.length ? <ResourceGroups groups={groups} headingLevel={2} /> : <EmptyResources email={email} />;
}
