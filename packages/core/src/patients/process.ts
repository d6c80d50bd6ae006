import { DATE_MAX, DATE_MIN, ESTIMATED_READY_DAYS, isCalendarDate, type PatientProcess } from '@portal/contracts';
import { invalid } from '../errors';
import type { MemberPatch } from '../members/members';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest received date whose estimate is still a date the contracts accept (DATE_MAX). */
export const LAST_RECEIVED_DATE = new Date(Date.parse(`${DATE_MAX}T00:00:00Z`) - ESTIMATED_READY_DAYS * DAY_MS).toISOString().slice(0, 10);
export const RECEIVED_TOO_LATE = `The lab's received date must be ${LAST_RECEIVED_DATE} or earlier: its estimated ready date, ${ESTIMATED_READY_DAYS} days later, must be ${DATE_MAX} at the latest.`;

/**
 * The estimated ready date: 70 days after the lab received the tissue, or nothing before that.
 * Computed in UTC on real days only: a received date that is not a day between DATE_MIN and
 * LAST_RECEIVED_DATE (2026-02-31, 9999-12-31, a leftover stored before the contracts refused it)
 * has no estimate, so an estimate is always a real day with a four-digit year, never '10000-03-10'.
 */
export function estimatedReadyDate(receivedByLab: string | null | undefined): string | undefined {
  if (!receivedByLab || !isCalendarDate(receivedByLab) || receivedByLab < DATE_MIN || receivedByLab > LAST_RECEIVED_DATE) return undefined;
  return new Date(Date.parse(`${receivedByLab}T00:00:00Z`) + ESTIMATED_READY_DAYS * DAY_MS).toISOString().slice(0, 10);
}

const dateOrUndefined = (value: string | null | undefined) => (value ? value : undefined);
const orUnset = <T>(value: T | null | undefined) => (value === null ? undefined : value);

/**
 * The member fields of a patient's process update. Unless the date is set manually, the estimate
 * is derived from the received date, whatever was sent; a received date too late for its estimate
 * to be a date the contracts accept is refused, so every stored process date stays in that window.
 */
export function processFields(input: Partial<PatientProcess>, current: { dateAdiposeReceivedByLab?: string; setDateManually?: boolean }): MemberPatch {
  const fields: MemberPatch = {};
  if (input.date_adipose_shipped_to_lab !== undefined) fields.dateAdiposeShippedToLab = dateOrUndefined(input.date_adipose_shipped_to_lab);
  if (input.date_adipose_received_by_lab !== undefined) fields.dateAdiposeReceivedByLab = dateOrUndefined(input.date_adipose_received_by_lab);
  if (input.date_vials_ready_to_ship !== undefined) fields.dateVialsReadyToShip = dateOrUndefined(input.date_vials_ready_to_ship);
  if (input.stemcell_plating_initiated_date !== undefined) fields.stemcellPlatingInitiatedDate = dateOrUndefined(input.stemcell_plating_initiated_date);
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
    if (received && received > LAST_RECEIVED_DATE) throw invalid(RECEIVED_TOO_LATE);
    fields.estimatedDateVialsReadyToShip = estimatedReadyDate(received);
  }
  return fields;
}
