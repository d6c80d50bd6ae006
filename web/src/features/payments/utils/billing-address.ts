import type { LocationView, MemberView } from '@portal/contracts';

type Address = { address1?: string | null; city?: string | null };

const complete = (a: Address) => Boolean(a.address1?.trim() && a.city?.trim());

/**
 * Whether a card can be verified: as the server checks it, with the first saved location (the
 * default one) or else the member's own address, each needing a street line and a city.
 * `locations` come default first (orderLocations).
 */
export function hasBillingAddress(locations: readonly LocationView[], member: Pick<MemberView, 'address1' | 'city'>): boolean {
  const saved = locations[0];
  return saved ? complete(saved) : complete(member);
}
