import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { CalendarDate, IdText } from './primitives';
import { DATE_RANGE_ORDER } from './transactions';

/** What the Audit Log filters by action: each a group of the actions recorded. */
export const AUDIT_ACTION_GROUPS = {
  'patient-reads': { label: 'Patient data read', prefix: 'patient.' },
  exports: { label: 'Exports', prefix: 'transactions.exported' },
  sessions: { label: 'Sign-ins and sign-outs', prefix: 'session.' },
  'two-factor': { label: 'Two-factor sign-in', prefix: 'two-factor.' },
  passwords: { label: 'Passwords', prefix: 'password.' },
} as const;
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;

export const AUDIT_PAGE_SIZE = 20;

/** The Audit Log's filters: a member (who acted), a patient (whose data), a group of actions, a day range (UTC). */
export const AuditLogQuery = z
  .strictObject({
    member: IdText.optional(),
    patient: IdText.optional(),
    action: z.enum(Object.keys(AUDIT_ACTION_GROUPS) as [AuditActionGroup, ...AuditActionGroup[]], { error: 'Choose an action from the list' }).optional(),
    date_after: CalendarDate.optional(),
    date_before: CalendarDate.optional(),
    cursor: PageCursor.optional(),
  })
  .refine((q) => !q.date_after || !q.date_before || q.date_after <= q.date_before, { message: DATE_RANGE_ORDER, path: ['date_before'] });
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

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
