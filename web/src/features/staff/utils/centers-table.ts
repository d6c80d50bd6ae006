import type { MemberView } from '@portal/contracts';
import * as paging from '../../../lib/paging';

/** Staff HC centers shown per page (spec §9). */
export const CENTERS_PAGE_SIZE = 10;

/** Longest text the centers filter takes. */
export const CENTER_SEARCH_MAX_LENGTH = 100;

export type CenterRow = Pick<MemberView, 'id' | 'company'>;

/**
 * The staff member's centers that match the filter (spec §9): a case-insensitive substring of the
 * id or the company. Blank text matches every center.
 */
export function filterCenters<T extends CenterRow>(centers: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...centers];
  return centers.filter((center) => String(center.id).includes(needle) || center.company.toLowerCase().includes(needle));
}

/** How many pages `count` rows make; an empty list still has page 1. */
export const pageCount = (count: number, pageSize = CENTERS_PAGE_SIZE): number => paging.pageCount(count, pageSize);

/** A page number kept within 1 and the last page, e.g. after the filter left fewer rows. */
export const clampPage = (page: number, count: number, pageSize = CENTERS_PAGE_SIZE): number => paging.clampPage(page, count, pageSize);

/** The rows of a 1-based page. */
export const pageRows = <T>(rows: readonly T[], page: number, pageSize = CENTERS_PAGE_SIZE): T[] => paging.pageRows(rows, page, pageSize);

/** The pagination text of spec §2, e.g. 'Page 2 of 5'. */
export const pageText = (page: number, count: number, pageSize = CENTERS_PAGE_SIZE): string =>
  paging.pageText(clampPage(page, count, pageSize), count, pageSize);

/** The Contact column: the center's first and last name. */
export const contactName = (center: Pick<MemberView, 'first_name' | 'last_name'>): string => `${center.first_name} ${center.last_name}`.trim();
