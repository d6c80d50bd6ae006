import type { MemberView } from '@portal/contracts';

export type RepGate = 'checking' | 'valid' | 'missing';

/**
 * Checkout requires a valid sales rep (spec §6): a buyer without one, or whose rep no longer exists
 * as an active sales rep, goes back to the dashboard. `exists` is the rep check's answer, undefined
 * while it is asked.
 */
export function repGate(member: Pick<MemberView, 'saless_rep_id'> | undefined, exists: boolean | undefined): RepGate {
  if (!member) return 'checking';
  if (member.saless_rep_id === null) return 'missing';
  if (exists === undefined) return 'checking';
  return exists ? 'valid' : 'missing';
}
