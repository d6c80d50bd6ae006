import { ESTIMATED_READY_DAYS, type PatientProcess } from '@portal/contracts';
import { addDays, format, parseISO } from 'date-fns';
import type { MemberPatch } from '../members/members';

/** The estimated ready date: 70 days after the lab received the tissue, or nothing before that. */
export function estimatedReadyDate(receivedByLab: string | null | undefined): string | undefined {
  if (!receivedByLab) return undefined;
  return format(addDays(parseISO(receivedByLab), ESTIMATED_READY_DAYS), 'yyyy-MM-dd');
}

const dateOrUndefined = (value: string | null | undefined) => (value ? value : undefined);
const orUnset = <T>(value: T | null | undefined) => (value === null ? undefined : value);

/**
 * The member fields of a patient's process update. Unless the date is set manually, the estimate
 * is derived from the received date, whatever was sent.
 */
export function processFields(input: Partial<PatientProcess>, current: { dateAdiposeReceivedByLab?: string; setDateManually?: boolean }): MemberPatch {
  const fields: MemberPatch = {};
  if (input.date_adipose_shipped_to_lab !== undefined) fields.dateAdiposeShippedToLab = dateOrUndefined(input.date_adipose_shipped_to_lab);
  if (input.date_adipose_received_by_lab !== undefined) fields.dateAdiposeReceivedByLab = dateOrUndefined(input.date_adipose_received_by_lab);
  if (input.date_vials_ready_to_ship !== undefined) fields.dateVialsReadyToShip = dateOrUndefined(input.date_vials_ready_to_ship);
  if (input.stemcell_plating_initiated_date !== undefined)
    fields.stemcellPlatingInitiatedDate = dateOrUndefined(input.stemcell_plating_initiated_date);
  if (input.number_times_qc_done !== undefined) fields.numberTimesQcDone = input.number_times_qc_done;
  if (input.stemcell_plating_successful !== undefined) fields.stemcellPlatingSuccessful = orUnset(input.stemcell_plating_successful);
  if (input.hla_typing_test !== undefined) fields.hlaTypingTest = orUnset(input.hla_typing_test);
  if (input.vials_preparation !== undefined) fields.vialsPreparation = input.vials_preparation;
  if (input.vials_ready_ship !== undefined) fields.vialsReadyShip = input.vials_ready_ship;

  const manual = input.set_date_manually ?? current.setDateManually ?? false;
  fields.setDateManually = manual;
  if (manual) {
    if (input.estimated_date_vials_ready_to_ship !== undefined)
      fields.estimatedDateVialsReadyToShip = dateOrUndefined(input.estimated_date_vials_ready_to_ship);
  } else {
    const received = 'dateAdiposeReceivedByLab' in fields ? fields.dateAdiposeReceivedByLab : current.dateAdiposeReceivedByLab;
    fields.estimatedDateVialsReadyToShip = estimatedReadyDate(received);
  }
  return fields;
}
