import type { AuditLogPage } from '@portal/contracts';
import { withQuery } from '../../../hooks/use-cursor-list';
import { api } from '../../../lib/api-client';

/** The filters of the Audit Log as the form holds them (blank: not filtered). */
export interface AuditFilters {
  /** Unused (the list has no free-text search); the cursor list asks for it. */
  search: string;
  member: string;
  patient: string;
  action: string;
  date_after: string;
  date_before: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { search: '', member: '', patient: '', action: '', date_after: '', date_before: '' };

/** The API query of the filters and a page's cursor; blank filters are left out. */
export function auditQuery(filters: AuditFilters, cursor: string | null) {
  const { search: _search, ...rest } = filters;
  const trimmed = Object.fromEntries(
    Object.entries(rest)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v),
  );
  return { ...trimmed, ...(cursor ? { cursor } : {}) };
}

export const getAuditLog = (query: object, signal?: AbortSignal) => api.get<AuditLogPage>(withQuery('audit-log/', query), { signal });
