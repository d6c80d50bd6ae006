import type { TransactionParty, TransactionRow } from '@portal/contracts';
import { formatCents } from '../../../utils/format-money';

/** A person's name, else the e-mail; '—' for nobody. */
export function personName(party: TransactionParty | null | undefined): string {
  if (!party) return '—';
  return party.username.trim() || `${party.first_name} ${party.last_name}`.trim() || party.email;
}

/** A center by its company (spec §2), else as a person. */
export const centerName = (party: TransactionParty | null | undefined): string => party?.company.trim() || personName(party);

/** The coupon a sale used and what it took off, e.g. `WELCOME100 (-$100.00)`; '—' without one. */
export const couponText = (row: Pick<TransactionRow, 'coupon_code_used' | 'coupon_code_amount_cents'>): string =>
  row.coupon_code_used ? `${row.coupon_code_used} (-${formatCents(row.coupon_code_amount_cents)})` : '—';

export const commissionText = (paid: boolean | undefined): string => (paid === undefined ? '—' : paid ? 'Yes' : 'No');
