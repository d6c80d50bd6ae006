import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

type Entry = { id: number; type: 'added' | 'shipped'; quantity: number; tracking_id: string };

const add = (token: string, user_id: number, quantity: number, extra: object = {}) =>
  h.call('POST', 'vials-history/', { domain: 'acme', token, body: { type: 'added', quantity, date: '2026-11-20', user_id, ...extra } });
const ship = (token: string, user_id: number, quantity: number, tracking_id = 'TRK-1') =>
  h.call('POST', 'vials-history/', { domain: 'acme', token, body: { type: 'shipped', quantity, date: '2026-11-21', tracking_id, user_id } });
const history = async (token: string, id: number, query = '') => (await h.call('GET', `vials-history/user/${id}/${query}`, { domain: 'acme', token })).body;

/** Every entry of a member's ledger, following the cursors. */
async function allEntries(token: string, id: number): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  do {
    const page = await history(token, id, `?page_size=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    entries.push(...page.vials_history);
    cursor = page.next_cursor;
  } while (cursor);
  return entries;
}

/** The totals the entries add up to. */
const sums = (entries: Entry[]) => {
  const added = entries.filter((e) => e.type === 'added').reduce((n, e) => n + e.quantity, 0);
  const shipped = entries.filter((e) => e.type === 'shipped').reduce((n, e) => n + e.quantity, 0);
  return { vials_available: added - shipped, vials_shipped: shipped };
};

describe('the vials ledger', () => {
  it('raises available on an added entry, and moves shipped vials from available to shipped', async () => {
    const admin = await h.demoToken('admin');
    const patient = await h.newMember([2]);
    const added = await add(admin, patient.memberId, 8, { note: 'First harvest' });
    expect(added.body).toMatchObject({ message: 'Vials have been added!', vials_available: 8, vials_shipped: 0 });
    const shipped = await ship(admin, patient.memberId, 3, 'FX-123');
    expect(shipped.body).toMatchObject({ message: 'The shipment has been recorded!', vials_available: 5, vials_shipped: 3 });
    expect(shipped.body.entry).toMatchObject({ type: 'shipped', quantity: 3, tracking_id: 'FX-123', user: patient.memberId });
    const token = await h.login(patient.email);
    const own = await history(token, patient.memberId, '?page_size=5');
    expect(own).toMatchObject({ vials_available: 5, vials_shipped: 3, count: 2, page_size: 5, next_cursor: null });
    expect(own.vials_history.map((e: Entry) => e.type)).toEqual(['shipped', 'added']);
  });

  it('adjusts the totals by the difference when an entry is edited', async () => {
    const admin = await h.demoToken('admin');
    const patient = await h.newMember([2]);
    const added = (await add(admin, patient.memberId, 10)).body.entry as Entry;
    const shipped = (await ship(admin, patient.memberId, 4)).body.entry as Entry;
    const lessAdded = await h.call('PATCH', `vials-history/${added.id}/`, { domain: 'acme', token: admin, body: { quantity: 7, note: 'Recounted' } });
    expect(lessAdded.body).toMatchObject({ message: 'Record has been updated!', vials_available: 3, vials_shipped: 4 });
    const moreShipped = await h.call('PATCH', `vials-history/${shipped.id}/`, { domain: 'acme', token: admin, body: { quantity: 6, tracking_id: 'FX-9' } });
    expect(moreShipped.body).toMatchObject({ vials_available: 1, vials_shipped: 6 });
    expect(moreShipped.body.entry.tracking_id).toBe('FX-9');
    // Shipping more than there is, by an edit or a new entry, is refused and changes nothing.
    const tooMany = await h.call('PATCH', `vials-history/${shipped.id}/`, { domain: 'acme', token: admin, body: { quantity: 8 } });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'Not enough vials available: 1 left.' } });
    expect((await ship(admin, patient.memberId, 2)).body.message).toBe('Not enough vials available: 1 left.');
    const tooFewAdded = await h.call('PATCH', `vials-history/${added.id}/`, { domain: 'acme', token: admin, body: { quantity: 5 } });
    expect(tooFewAdded).toMatchObject({ status: 400, body: { message: 'Some of these vials have been shipped: the entry can be lowered by 1 at most.' } });
    const after = await history(admin, patient.memberId);
    expect(after).toMatchObject({ vials_available: 1, vials_shipped: 6, count: 2 });
    expect(sums(await allEntries(admin, patient.memberId))).toEqual({ vials_available: 1, vials_shipped: 6 });
  });

  it('never goes below zero and always equals its entries under 20 parallel shipments against 10 vials', async () => {
    const admin = await h.demoToken('admin');
    const patient = await h.newMember([2]);
    await add(admin, patient.memberId, 10);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => ship(admin, patient.memberId, 1, `P-${i}`)));
    const done = results.filter((r) => r.status === 200).length;
    expect(done).toBe(10);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 || r.status === 409)).toBe(true);
    const totals = await history(admin, patient.memberId);
    expect(totals).toMatchObject({ vials_available: 0, vials_shipped: 10 });
    expect(sums(await allEntries(admin, patient.memberId))).toEqual({ vials_available: 0, vials_shipped: 10 });
  });

  it('keeps totals equal to the entries under concurrent edits of one entry and new entries', async () => {
    const admin = await h.demoToken('admin');
    const patient = await h.newMember([2]);
    const entry = (await add(admin, patient.memberId, 5)).body.entry as Entry;
    await Promise.all([
      ...[6, 9, 7, 12, 8].map((quantity) => h.call('PATCH', `vials-history/${entry.id}/`, { domain: 'acme', token: admin, body: { quantity } })),
      ...[1, 2, 3].map((quantity) => add(admin, patient.memberId, quantity)),
    ]);
    const totals = await history(admin, patient.memberId);
    expect({ vials_available: totals.vials_available, vials_shipped: totals.vials_shipped }).toEqual(sums(await allEntries(admin, patient.memberId)));
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const admin = await h.demoToken('admin');
    const patient = await h.newMember([2]);
    for (const body of [
      { type: 'added', quantity: -1, date: '2026-11-21', user_id: patient.memberId },
      { type: 'added', quantity: 1.5, date: '2026-11-21', user_id: patient.memberId },
      { type: 'lost', quantity: 1, date: '2026-11-21', user_id: patient.memberId },
      { type: 'added', quantity: 1, date: '21/11/2026', user_id: patient.memberId },
      { type: 'added', quantity: 1, date: '2026-02-31', user_id: patient.memberId },
      { type: 'added', quantity: 1, date: '2026-11-21', user_id: patient.memberId, tracking_id: 'X' },
    ]) {
      const res = await h.call('POST', 'vials-history/', { domain: 'acme', token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await add(admin, patient.memberId, -1)).body.message).toBe('quantity: The quantity cannot be below 0');
    // A date after tomorrow (UTC) is refused; tomorrow passes, as today somewhere east of UTC.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const dated = (date: string) =>
      h.call('POST', 'vials-history/', { domain: 'acme', token: admin, body: { type: 'added', quantity: 1, date, user_id: patient.memberId } });
    expect(await dated(day(2))).toMatchObject({ status: 400, body: { message: 'The date cannot be in the future.' } });
    expect((await dated('2099-01-01')).status).toBe(400);
    expect(await history(admin, patient.memberId)).toMatchObject({ vials_available: 0, count: 0 });
    expect((await dated(day(1))).status).toBe(200);
    expect(
      (
        await h.call('POST', 'vials-history/', {
          domain: 'acme',
          token: admin,
          body: { type: 'shipped', quantity: 1, date: day(1), tracking_id: '794612341001', user_id: patient.memberId },
        })
      ).status,
    ).toBe(200);
    expect(await history(admin, patient.memberId)).toMatchObject({ vials_available: 0, count: 2 });
    const entry = (await add(admin, patient.memberId, 2)).body.entry as Entry;
    const center = await h.newMember([4]);
    expect((await add(admin, center.memberId, 1)).body.message).toBe('Vials are kept for patients only.');
    const retyped = await h.call('PATCH', `vials-history/${entry.id}/`, { domain: 'acme', token: admin, body: { quantity: 2, type: 'shipped' } });
    expect(retyped).toMatchObject({ status: 400, body: { message: 'The type of a vials entry cannot change.' } });
  });

  it('is read by the patient itself and admins only, and never across domains', async () => {
    const admin = await h.demoToken('admin');
    const patient = await h.newMember([2]);
    const entry = (await add(admin, patient.memberId, 2)).body.entry as Entry;
    expect((await h.call('GET', `vials-history/user/${patient.memberId}/`, { domain: 'acme', token: await h.demoToken('patient') })).status).toBe(404);
    expect((await h.call('GET', `vials-history/user/${patient.memberId}/`, { domain: 'acme', token: await h.demoToken('hc') })).status).toBe(404);
    const token = await h.login(patient.email);
    expect((await add(token, patient.memberId, 5)).status).toBe(403);
    const betaAdmin = await h.demoToken('admin', 'beta');
    expect((await h.call('PATCH', `vials-history/${entry.id}/`, { domain: 'beta', token: betaAdmin, body: { quantity: 9 } })).status).toBe(404);
    expect(
      (
        await h.call('POST', 'vials-history/', {
          domain: 'beta',
          token: betaAdmin,
          body: { type: 'added', quantity: 1, date: '2026-11-21', user_id: patient.memberId },
        })
      ).status,
    ).toBe(404);
    expect((await history(admin, patient.memberId)).vials_available).toBe(2);
  });
});
