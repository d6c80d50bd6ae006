import { catalog } from '../products/catalog';
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

/** The catalog's product names as a sale's text holds them (normalized, between spaces), by product id. */
const catalogNames = new Map(catalog.map((p) => [p.productId as number, searchText([p.name])]));

/**
 * The part of a sale's text its postings are kept for: all of it but its product's name, when that
 * is the catalog's (the last of its names: searchNames). Every sale of a product holds the same
 * name, so a search finds it through the product's own list (productsNamed) instead of each sale
 * keeping the postings of its words. A name that is not the catalog's keeps its postings.
 */
export function postedText(t: Pick<TransactionRecord, 'productId' | 'productName'>, text: string): string {
  const name = catalogNames.get(t.productId);
  return name !== undefined && name === searchText([t.productName]) && text.endsWith(name) ? text.slice(0, text.length - name.length + 1) : text;
}

/** The catalog's products whose name holds `term` (a normalized query term): each of their sales holds it in its text. */
export const productsNamed = (term: string): number[] => [...catalogNames].filter(([, name]) => name.includes(term)).map(([id]) => id);
