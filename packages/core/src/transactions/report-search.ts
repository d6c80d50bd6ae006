import { searchText } from '../search/grams';
import type { TransactionRecord } from './transactions';

/** A member as the search reads it. */
export interface NamedParty {
  firstName: string;
  lastName: string;
  company?: string;
}

/** The members a transaction is searched by. */
const searchedParties = ['patientId', 'harvestCenterId', 'referralHarvestCenterId', 'salesRepId', 'salesManagerId', 'salesDistributorId', 'hcStaffId'] as const;

/**
 * The names a transaction is searched by: each member's last name, company and first name (the
 * patient, the harvest center, the referral center, the rep, the manager, the distributor, the staff
 * member), then the product.
 */
export function searchNames(t: TransactionRecord, partyOf: (id: number) => NamedParty | undefined): string[] {
  const names = searchedParties.flatMap((field) => {
    const m = typeof t[field] === 'number' ? partyOf(t[field] as number) : undefined;
    return m ? [`${m.lastName} ${m.company ?? ''} ${m.firstName}`] : [];
  });
  return [...names, t.productName];
}

/** The text a transaction is searched in (search/grams.ts): its id and `names`, normalized. */
export const transactionText = (t: Pick<TransactionRecord, 'transactionId'>, names: readonly string[]) => searchText([t.transactionId, ...names]);
