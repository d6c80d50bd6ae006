import { NewVialEntry, type VialEntryType, type VialEntryUpdate, type VialEntryView } from '@portal/contracts';
import { z } from 'zod';

/** The contract's quantity rules (a whole number, at least 0 – spec §5), here applied to the form's text. */
const sharedQuantity = NewVialEntry.shape.quantity as z.ZodType<number, string>;
/** The quantity as typed: required first, as the contract coerces and would read an empty box as 0. */
const quantity = z.string().trim().min(1, 'Enter a quantity').pipe(sharedQuantity);
const trackingId = NewVialEntry.shape.tracking_id.unwrap();
const note = NewVialEntry.shape.note.unwrap();

/** Add Vials as the form holds it: vials added to the member, or shipped with a tracking id. */
export const addVialsSchema = z.object({ type: NewVialEntry.shape.type, quantity, date: NewVialEntry.shape.date, tracking_id: trackingId, note });
export type AddVialsValues = z.input<typeof addVialsSchema>;
export type AddVialsData = z.output<typeof addVialsSchema>;

/** A blank Add Vials form: vials added on `today`. */
export const addVialsDefaults = (today: string): AddVialsValues => ({ type: 'added', quantity: '', date: today, tracking_id: '', note: '' });

/** The body of POST vials-history/: a tracking id only goes with a shipment (the server refuses one on added vials). */
export function toNewVialEntry(data: AddVialsData, memberId: number): NewVialEntry {
  const { tracking_id, ...entry } = data;
  return { ...entry, user_id: memberId, ...(data.type === 'shipped' && tracking_id ? { tracking_id } : {}) };
}

/** Editing an entry: its quantity and note, and a shipment's tracking id; the type and date stay. */
export const editVialEntrySchema = z.object({ quantity, tracking_id: trackingId, note });
export type EditVialEntryValues = z.input<typeof editVialEntrySchema>;
export type EditVialEntryData = z.output<typeof editVialEntrySchema>;

export const toEditVialEntryValues = (entry: VialEntryView): EditVialEntryValues => ({
  quantity: String(entry.quantity),
  tracking_id: entry.tracking_id,
  note: entry.note,
});

/** The body of PATCH vials-history/{id}/: the tracking id only for a shipment; an emptied note clears it. */
export function toVialEntryUpdate(data: EditVialEntryData, type: VialEntryType): VialEntryUpdate {
  return { quantity: data.quantity, note: data.note, ...(type === 'shipped' ? { tracking_id: data.tracking_id } : {}) };
}
