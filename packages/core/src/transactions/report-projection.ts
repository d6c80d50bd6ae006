import type { Core } from '../context';
import { applyGroups } from '../db/list-entry';
import type { TxEntities } from '../db/transact';
import * as Domains from '../domains/domains';
import { reportGroups } from './report-lists';
import { partyNames } from './report-rows';
import { transactionText } from './report-search';
import type { TransactionRecord } from './transactions';

/**
 * The reports are projections of the paid transactions (projections/projector.ts): when a
 * transaction becomes paid (a checkout's settle, a free checkout's claim, a recorded sale), the
 * projector writes its report entries and their counters, each group committing on condition of its
 * entry (report-lists.ts reportGroups), so a replay writes nothing twice. A transaction stays paid:
 * later changes (an admin's commission and note) move nothing. Its text is read from the members it
 * names at that moment.
 */
export async function projectSale(core: Core, before: TransactionRecord | undefined, after: TransactionRecord | undefined): Promise<number> {
  if (after?.status !== 'paid' || before?.status === 'paid') return 0;
  const domain = await Domains.fromId(core, after.domainId);
  if (!domain) return 0;
  const names = await partyNames({ ...core, domain }, after);
  return applyGroups(core.db, reportGroups(core.db.entities as unknown as TxEntities, after, transactionText(after, names)));
}
