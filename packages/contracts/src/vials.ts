import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { CalendarDate, Id, text, wholeNumber } from './primitives';

/** Vials history pages: 5 on the patient's dashboard, 10 in the admin's member form (spec §9). */
export const VIALS_HISTORY_PAGE_SIZE = 5;
export const VIALS_PAGE_SIZE = 10;
export const VIALS_MAX_QUANTITY = 100_000;

export const VialEntryType = z.enum(['added', 'shipped']);
export type VialEntryType = z.infer<typeof VialEntryType>;

const quantity = wholeNumber({
  min: 0,
  max: VIALS_MAX_QUANTITY,
  messages: {
    type: 'Enter a quantity',
    whole: 'Enter a whole number of vials',
    min: 'The quantity cannot be below 0',
    max: `At most ${VIALS_MAX_QUANTITY} vials at once`,
  },
});
const note = text(500, { multiline: true });
const trackingId = text(100);

/** A new ledger entry (spec §7 POST vials-history/): vials added to a member, or shipped with a tracking id. */
export const NewVialEntry = z.strictObject({
  type: VialEntryType,
  quantity,
  date: CalendarDate,
  tracking_id: trackingId.optional(),
  note: note.optional(),
  user_id: Id,
});
export type NewVialEntry = z.infer<typeof NewVialEntry>;

/** A change of an entry (spec §7 PATCH vials-history/{id}/): the quantity and the note or tracking id; the type stays. */
export const VialEntryUpdate = z.strictObject({
  type: VialEntryType.optional(),
  quantity,
  tracking_id: trackingId.optional(),
  note: note.optional(),
});
export type VialEntryUpdate = z.infer<typeof VialEntryUpdate>;

export const VialEntryView = z.object({
  id: z.number().int(),
  type: VialEntryType,
  quantity: z.number().int(),
  date: z.string(),
  note: z.string(),
  tracking_id: z.string(),
  user: z.number().int(),
});
export type VialEntryView = z.infer<typeof VialEntryView>;

export const VialsHistoryQuery = z.object({
  cursor: PageCursor.optional(),
  page_size: wholeNumber({ min: 1, max: 50 }).default(VIALS_PAGE_SIZE),
});

/** A member's totals and one page of its entries, newest first. */
export const VialsHistory = pageOf(VialEntryView, 'vials_history').extend({
  vials_available: z.number().int(),
  vials_shipped: z.number().int(),
});
export type VialsHistory = z.infer<typeof VialsHistory>;

export const VialEntrySaved = z.object({ message: z.string(), entry: VialEntryView, vials_available: z.number().int(), vials_shipped: z.number().int() });

export const VIALS_ADDED = 'Vials have been added!';
export const VIALS_SHIPPED = 'The shipment has been recorded!';
/** A changed entry: the spec's record update message (§8). */
export const VIAL_ENTRY_UPDATED = 'Record has been updated!';
export const notEnoughVials = (available: number) => `Not enough vials available: ${available} left.`;
/** Lowering an added entry below what has been shipped since. */
export const vialsAlreadyShipped = (available: number) => `Some of these vials have been shipped: the entry can be lowered by ${available} at most.`;
export const VIALS_ONLY_PATIENTS = 'Vials are kept for patients only.';
export const VIALS_DATE_FUTURE = 'The date cannot be in the future.';

/** How many months a lab's vials chart shows, this month last. */
export const VIALS_CHART_MONTHS = 12;

/**
 * One month (YYYY-MM, UTC) of a lab's vials ledger: the vials its patients had added and shipped
 * that month (by the entries' dates), and how many were available at its end.
 */
export const MonthVials = z.object({ month: z.string(), added: z.number().int(), shipped: z.number().int(), available: z.number().int() });
export type MonthVials = z.infer<typeof MonthVials>;

/**
 * A lab's vials over VIALS_CHART_MONTHS, oldest first, and its totals now: from the ledger's month
 * counters of the entries made for the lab's patients (exact, whatever the number of entries).
 */
export const LabVialsByMonth = z.object({ months: z.array(MonthVials), available: z.number().int(), shipped: z.number().int() });
export type LabVialsByMonth = z.infer<typeof LabVialsByMonth>;
