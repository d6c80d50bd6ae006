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

/**
 * How far a patient's tissue has come, from its milestones (the lab's dashboard counts its patients
 * by stage): the furthest milestone reached, vials shipped last; 'waiting' before the tissue ships.
 */
export const PROCESS_STAGES = ['waiting', 'shipped_to_lab', 'received', 'plating', 'vials_ready', 'shipped'] as const;
export type ProcessStage = (typeof PROCESS_STAGES)[number];

/** How the lab's dashboard names each stage. */
export const processStageLabels: Record<ProcessStage, string> = {
  waiting: 'Waiting for tissue',
  shipped_to_lab: 'Tissue shipped to the lab',
  received: 'Received by the lab',
  plating: 'Plating',
  vials_ready: 'Vials ready',
  shipped: 'Vials shipped',
};

/** The lab's patients in each stage, as GET processing-labs/{id}/pipeline/ answers them. */
export const LabPipeline = z.object({
  stages: z.array(z.object({ stage: z.enum(PROCESS_STAGES), label: z.string(), patients: z.number().int() })),
  /** Every patient of the lab counted in a stage (the active ones). */
  patients: z.number().int(),
});
export type LabPipeline = z.infer<typeof LabPipeline>;
