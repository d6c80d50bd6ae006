import type { VialEntryView, VialsHistory } from '@portal/contracts';
import { withQuery, type CursorPage } from '../../../hooks/use-cursor-list';

/** The query of one page of a member's vials history: its size and, after page 1, the cursor. */
export interface VialsQuery {
  page_size: number;
  cursor?: string;
}

export const vialsQuery = (pageSize: number, cursor: string | null): VialsQuery => ({ page_size: pageSize, ...(cursor ? { cursor } : {}) });

export const vialsHistoryPath = (memberId: number, query: VialsQuery) => withQuery(`vials-history/user/${memberId}/`, query);

/** The member's totals, as the history and every save answer them. */
export type VialsTotals = Pick<VialsHistory, 'vials_available' | 'vials_shipped'>;

/** A history page as the shared cursor list reads it: the entries as `results`, the member's totals beside them. */
export type VialsPage = CursorPage<VialEntryView> & VialsTotals;

export const toVialsPage = ({ vials_history, ...rest }: VialsHistory): VialsPage => ({ ...rest, results: vials_history });
