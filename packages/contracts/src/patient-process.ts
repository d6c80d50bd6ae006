import { z } from 'zod';

/** The lab's estimate: vials are ready this many days after the lab receives the tissue. */
export const ESTIMATED_READY_DAYS = 70;

const isoDate = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date (YYYY-MM-DD)'), z.literal('')]).nullable();
const yesNo = z.union([z.literal(1), z.literal(2)]).nullable();
const count = z.coerce.number().int().min(0, 'Minimum 0');

/** Lab-processing milestones of a patient (portal-core §3); Yes/No fields use 1 and 2. */
export const PatientProcess = z.object({
  date_adipose_shipped_to_lab: isoDate,
  date_adipose_received_by_lab: isoDate,
  estimated_date_vials_ready_to_ship: isoDate,
  /** Without it the estimate follows the received date; with it the given estimate is kept. */
  set_date_manually: z.boolean(),
  date_vials_ready_to_ship: isoDate,
  number_times_qc_done: count,
  stemcell_plating_initiated_date: isoDate,
  stemcell_plating_successful: yesNo,
  hla_typing_test: yesNo,
  vials_preparation: count,
  vials_ready_ship: count,
});
export type PatientProcess = z.infer<typeof PatientProcess>;
