import { describe, expect, it } from 'vitest';
import { positionOf, storedEntry } from '../db/entries';
import type { Projection } from './declare';
import { projections } from './registry';

/** A record of each projection's type, naming every relation its entries follow. */
const samples: Record<string, Record<string, unknown>> = {
  members: {
    domainId: 1,
    memberId: 12,
    email: 'ivy@acme.test',
    firstName: 'Ivy',
    lastName: 'Oak',
    memberships: [2],
    harvestCenterId: 4,
    referralHarvestCenterId: 5,
    salesRepId: 3,
    labId: 6,
    tags: [1],
    boughtProductIds: [2],
  },
  assets: { domainId: 1, assetId: 7, assetName: 'Consent kit', membershipIds: [2, 4], sections: ['/dashboard'] },
  labels: {
    domainId: 1,
    requestId: 8,
    centerId: 4,
    hcCompany: 'Harbor Clinic',
    doctorName: 'Dr Lee',
    patients: [{ id: 12, firstName: 'Ivy', lastName: 'Oak' }],
  },
  documents: {
    domainId: 1,
    recordId: 9,
    hcId: 4,
    patientId: 12,
    audience: 'patient',
    signerName: 'Ivy Oak',
    signerEmail: 'ivy@acme.test',
    hcCompany: 'Harbor Clinic',
  },
  vials: { domainId: 1, entryId: 11, memberId: 12, labId: 6, type: 'shipped', quantity: 3, date: '2026-03-06', trackingId: '794612341001' },
  transactions: {
    domainId: 1,
    transactionId: 10,
    date: '2026-03-05T10:00:00.000Z',
    status: 'paid',
    productId: 2,
    productName: 'Vials',
    salesRepId: 3,
    harvestCenterId: 4,
    patientId: 12,
    hcStaffId: 13,
  },
};

describe('the declared projections', () => {
  it('each feed from one entity, under a name of their own', () => {
    expect(new Set(projections.map((p) => p.entity)).size).toBe(projections.length);
    expect(projections.map((p) => p.name).sort()).toEqual(Object.keys(samples).sort());
  });

  it('write each entry in a family they declare, in its order and carrying only what the family carries', () => {
    for (const projection of projections as readonly Projection<Record<string, unknown>, unknown>[]) {
      const record = samples[projection.name]!;
      const entries = projection.entriesOf(record, ' ivy oak harbor clinic ');
      expect(entries.length, projection.name).toBeGreaterThan(0);
      for (const e of entries) {
        expect(projection.families, `${projection.name}: ${e.list}`).toContain(e.family);
        expect(e.itemId).toBe(record[projection.idField]);
        expect(positionOf(e)).toMatch(e.family.sort === 'date' ? /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#\d{10}$/ : /^\d{10}$/);
        const stored = Object.keys(storedEntry(1, e)).filter((k) => !['domainId', 'list', 'position', 'itemId'].includes(k));
        for (const k of stored) expect(e.family.carries, `${e.family.name} carries ${k}`).toContain(k);
      }
      // One entry per list: a record is in a list once.
      expect(new Set(entries.map((e) => e.list)).size, projection.name).toBe(entries.length);
    }
  });

  it("keep a vials entry in its lab's list, none for a patient without a lab", () => {
    const vials = projections.find((p) => p.name === 'vials')! as Projection<Record<string, unknown>, unknown>;
    expect(vials.entriesOf(samples.vials!, undefined)).toMatchObject([
      { list: 'labvials:6:shipped', itemId: 11, date: '2026-03-06T00:00:00.000Z', quantity: 3 },
    ]);
    expect(vials.entriesOf({ ...samples.vials, labId: undefined }, undefined)).toEqual([]);
    expect(vials.moves?.(samples.vials!, { ...samples.vials, note: 'a note' })).toBe(false);
    expect(vials.moves?.(samples.vials!, { ...samples.vials, quantity: 4 })).toBe(true);
  });

  it('keep a sale out of every list until it is paid', () => {
    const sales = projections.find((p) => p.name === 'transactions')! as Projection<Record<string, unknown>, unknown>;
    expect(sales.entriesOf({ ...samples.transactions, status: 'pending' }, ' x ')).toEqual([]);
    expect(sales.moves?.({ ...samples.transactions, status: 'pending' }, samples.transactions)).toBe(true);
    expect(sales.moves?.(samples.transactions, { ...samples.transactions, transactionNote: 'paid by cheque' })).toBe(false);
  });
});
