import { z } from 'zod';
import { CalendarDate, wholeNumber } from './primitives';

/** The lab's estimate: vials are ready this many days after the lab receives the tissue. */
export const ESTIMATED_READY_DAYS = 70;
/** The most a patient's process count (QC runs, vials in preparation or ready) may be. */
export const PROCESS_COUNT_MAX = 100_000;

/** A process date is a real day, or '' / null to clear it. */
const processDate = CalendarDate.or(z.literal('')).nullable();
const yesNo = z.union([z.literal(1), z.literal(2)]).nullable();
const count = wholeNumber({ min: 0, max: PROCESS_COUNT_MAX, messages: { min: 'Minimum 0', max: `Maximum ${PROCESS_COUNT_MAX}` } });

/** Lab-processing milestones of a patient as an admin sends them (portal-core §3); Yes/No fields use 1 and 2. */
export const PatientProcess = z.object({
  date_adipose_shipped_to_lab: processDate,
  date_adipose_received_by_lab: processDate,
  estimated_date_vials_ready_to_ship: processDate,
  /** Without it the estimate follows the received date; with it the given estimate is kept. */
  set_date_manually: z.boolean(),
  date_vials_ready_to_ship: processDate,
  number_times_qc_done: count,
  stemcell_plating_initiated_date: processDate,
  stemcell_plating_successful: yesNo,
  hla_typing_test: yesNo,
  vials_preparation: count,
  vials_ready_ship: count,
});
export type PatientProcess = z.infer<typeof PatientProcess>;

/** The same milestones as the API answers them (dates as YYYY-MM-DD, or null or '' when unset). */
export const PatientProcessView = z.object({
  date_adipose_shipped_to_lab: z.string().nullable(),
  date_adipose_received_by_lab: z.string().nullable(),
  estimated_date_vials_ready_to_ship: z.string().nullable(),
  set_date_manually: z.boolean(),
  date_vials_ready_to_ship: z.string().nullable(),
  number_times_qc_done: z.number().int(),
  stemcell_plating_initiated_date: z.string().nullable(),
  stemcell_plating_successful: yesNo,
  hla_typing_test: yesNo,
  vials_preparation: z.number().int(),
  vials_ready_ship: z.number().int(),
});
export type PatientProcessView = z.infer<typeof PatientProcessView>;
