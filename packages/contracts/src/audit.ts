import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { CalendarDate, IdText } from './primitives';
import { DATE_RANGE_ORDER } from './transactions';

/** What the Audit Log filters by action: each a group of the actions recorded. */
export const AUDIT_ACTION_GROUPS = {
  'patient-reads': { label: 'Patient data read', prefixes: ['patient.'] },
  exports: { label: 'Exports', prefixes: ['transactions.exported', 'audit-log.exported', 'users.exported'] },
  sessions: { label: 'Sign-ins and sign-outs', prefixes: ['session.'] },
  'acting-as': { label: 'Acting as another member', prefixes: ['login-as.'] },
  'two-factor': { label: 'Two-factor sign-in', prefixes: ['two-factor.'] },
  passwords: { label: 'Passwords', prefixes: ['password.'] },
} as const satisfies Record<string, { label: string; prefixes: readonly string[] }>;
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;

export const AUDIT_PAGE_SIZE = 20;

const auditFilters = {
  member: IdText.optional(),
  patient: IdText.optional(),
  action: z.enum(Object.keys(AUDIT_ACTION_GROUPS) as [AuditActionGroup, ...AuditActionGroup[]], { error: 'Choose an action from the list' }).optional(),
  date_after: CalendarDate.optional(),
  date_before: CalendarDate.optional(),
};
const rangeInOrder = (q: { date_after?: string; date_before?: string }) => !q.date_after || !q.date_before || q.date_after <= q.date_before;

/** The Audit Log's filters: a member (who acted), a patient (whose data), a group of actions, a day range (UTC). */
export const AuditLogQuery = z
  .strictObject({ ...auditFilters, cursor: PageCursor.optional() })
  .refine(rangeInOrder, { message: DATE_RANGE_ORDER, path: ['date_before'] });
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** An Audit Log export: the list's filters, every entry they match (no cursor). */
export const AuditLogExportQuery = z.strictObject(auditFilters).refine(rangeInOrder, { message: DATE_RANGE_ORDER, path: ['date_before'] });
export type AuditLogExportQuery = z.infer<typeof AuditLogExportQuery>;

/** The file of an Audit Log export: `audit_log_{timestamp}` (milliseconds), as the reports' files are named. */
export const auditLogFileName = (at: Date, extension: 'csv' | 'xlsx') => `audit_log_${at.getTime()}.${extension}`;

const Named = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One entry of the trail as the Audit Log shows it. */
export const AuditEntryView = z.object({
  id: z.string(),
  /** When: ISO 8601. */
  at: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.string().nullable(),
  address: z.string().nullable(),
  /** Who acted: the real caller. */
  member: Named,
  /** Whom it acted as (login-as, staff in a center). */
  acting_as: Named,
  patient: Named,
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AuditLogPage = pageOf(AuditEntryView);
export type AuditLogPage = z.infer<typeof AuditLogPage>;
