import { NewVialEntry, VialEntryUpdate, type VialEntryView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  addVialsDefaults,
  addVialsSchema,
  editVialEntrySchema,
  toEditVialEntryValues,
  toNewVialEntry,
  toVialEntryUpdate,
  type AddVialsValues,
} from './vial-forms';

const values = (fields: Partial<AddVialsValues> = {}): AddVialsValues => ({ ...addVialsDefaults('2026-11-20'), quantity: '8', ...fields });

/** The first message of each field that fails. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('addVialsSchema', () => {
  it('starts blank as vials added today, and asks for a quantity', () => {
    const blank = addVialsDefaults('2026-11-20');
    expect(blank).toEqual({ type: 'added', quantity: '', date: '2026-11-20', tracking_id: '', note: '' });
    expect(issues(addVialsSchema.safeParse(blank))).toEqual({ quantity: 'Enter a quantity' });
  });

  it('takes a whole number of vials from 0 up (spec §5)', () => {
    expect(addVialsSchema.parse(values({ quantity: ' 0 ' })).quantity).toBe(0);
    expect(addVialsSchema.parse(values({ quantity: '12' })).quantity).toBe(12);
    expect(issues(addVialsSchema.safeParse(values({ quantity: '-1' })))).toEqual({ quantity: 'The quantity cannot be below 0' });
    expect(issues(addVialsSchema.safeParse(values({ quantity: '1.5' })))).toEqual({ quantity: 'Enter a whole number of vials' });
    expect(issues(addVialsSchema.safeParse(values({ quantity: '   ' })))).toEqual({ quantity: 'Enter a quantity' });
  });

  it('needs a date and trims the texts', () => {
    expect(issues(addVialsSchema.safeParse(values({ date: '' })))).toHaveProperty('date');
    expect(addVialsSchema.parse(values({ note: '  First harvest ', tracking_id: ' FX-1 ' }))).toMatchObject({ note: 'First harvest', tracking_id: 'FX-1' });
    expect(issues(addVialsSchema.safeParse(values({ tracking_id: 'x'.repeat(101) })))).toHaveProperty('tracking_id');
  });
});

describe('toNewVialEntry', () => {
  it('sends a shipment with its tracking id, for the member', () => {
    const body = toNewVialEntry(addVialsSchema.parse(values({ type: 'shipped', quantity: '3', tracking_id: 'FX-123', note: 'Courier' })), 42);
    expect(body).toEqual({ type: 'shipped', quantity: 3, date: '2026-11-20', tracking_id: 'FX-123', note: 'Courier', user_id: 42 });
    expect(NewVialEntry.safeParse(body).success).toBe(true);
  });

  it('leaves a tracking id typed before switching to Added out, as the server refuses it', () => {
    const body = toNewVialEntry(addVialsSchema.parse(values({ type: 'added', tracking_id: 'FX-123' })), 42);
    expect(body).toEqual({ type: 'added', quantity: 8, date: '2026-11-20', note: '', user_id: 42 });
    expect(body).not.toHaveProperty('tracking_id');
  });

  it('sends no empty tracking id with a shipment', () => {
    expect(toNewVialEntry(addVialsSchema.parse(values({ type: 'shipped' })), 42)).not.toHaveProperty('tracking_id');
  });
});

describe('editing an entry', () => {
  const shipped: VialEntryView = { id: 9, type: 'shipped', quantity: 3, date: '2026-11-21', note: 'Courier', tracking_id: 'FX-1', user: 42 };

  it('starts from the entry as stored', () => {
    expect(toEditVialEntryValues(shipped)).toEqual({ quantity: '3', tracking_id: 'FX-1', note: 'Courier' });
  });

  it("sends a shipment's quantity, note and tracking id, and never the type", () => {
    const body = toVialEntryUpdate(editVialEntrySchema.parse({ quantity: '4', tracking_id: 'FX-9', note: '' }), 'shipped');
    expect(body).toEqual({ quantity: 4, note: '', tracking_id: 'FX-9' });
    expect(VialEntryUpdate.safeParse(body).success).toBe(true);
  });

  it('sends no tracking id for added vials', () => {
    const body = toVialEntryUpdate(editVialEntrySchema.parse({ quantity: '7', tracking_id: '', note: 'Recounted' }), 'added');
    expect(body).toEqual({ quantity: 7, note: 'Recounted' });
  });

  it('keeps the quantity rules', () => {
    expect(issues(editVialEntrySchema.safeParse({ quantity: '-2', tracking_id: '', note: '' }))).toEqual({ quantity: 'The quantity cannot be below 0' });
  });
});
