import { FORBIDDEN_CHARACTERS, INVALID_DATE, NOT_AN_ID, tooLong } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIVED_TOO_LATE } from '../../../core/src/patients/process';
import { harness } from '../../../../scripts/test/harness';
import { storedChanges, storedState } from '../../../../scripts/test/stored-state';

const h = harness();
const state = storedState();
type Answer = Awaited<ReturnType<typeof h.call>>;

/** The call answers 400 with a message, and nothing in the table, the bucket or the mail changed. */
async function refused(call: () => Promise<Answer>): Promise<string> {
  const before = await state.take();
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 'invalid', message: expect.any(String) });
  expect(storedChanges(before, await state.take())).toEqual([]);
  return res.body.message;
}

let admin: string;
beforeAll(async () => {
  admin = await h.demoToken('admin');
});

describe('dates', () => {
  const update = async (body: object) => {
    const patient = await h.newMember([2]);
    return () => h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body });
  };

  it('refuses impossible received-by-lab dates (they answered 500) and stores nothing', async () => {
    for (const day of ['2026-02-31', '2026-99-99', '0000-00-00'])
      expect(await refused(await update({ date_adipose_received_by_lab: day }))).toBe(`date_adipose_received_by_lab: ${INVALID_DATE}`);
  });

  it('refuses impossible dates in the other process fields (they were stored as sent)', async () => {
    for (const field of ['date_adipose_shipped_to_lab', 'date_vials_ready_to_ship', 'stemcell_plating_initiated_date'])
      expect(await refused(await update({ [field]: '2026-02-31' }))).toBe(`${field}: ${INVALID_DATE}`);
    expect(await refused(await update({ set_date_manually: true, estimated_date_vials_ready_to_ship: '10000-03-10' }))).toBe(
      `estimated_date_vials_ready_to_ship: ${INVALID_DATE}`,
    );
  });

  it('refuses a received date whose 70-day estimate would leave the window (it produced 10000-03-10)', async () => {
    expect(await refused(await update({ date_adipose_received_by_lab: '9999-12-31' }))).toBe(`date_adipose_received_by_lab: ${INVALID_DATE}`);
    expect(await refused(await update({ date_adipose_received_by_lab: '2199-12-01' }))).toBe(RECEIVED_TOO_LATE);
  });

  it('refuses a vial entry on a day that does not exist', async () => {
    const patient = await h.newMember([2]);
    const add = (date: string) => () =>
      h.call('POST', 'vials-history/', { domain: 'acme', token: admin, body: { type: 'added', quantity: 2, date, user_id: patient.memberId } });
    expect(await refused(add('2026-02-29'))).toBe(`date: ${INVALID_DATE}`);
    expect(await refused(add('0000-01-01'))).toBe(`date: ${INVALID_DATE}`);
    expect((await add('2028-02-29')()).status).toBe(200);
  });

  it('refuses an agreement time that is not a real local date and time', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const accept = (check_agreement: string) => () => h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: { check_agreement } });
    await refused(accept('2026-02-30 09:00:00'));
    await refused(accept('<script>'));
  });
});

describe('ids', () => {
  it('refuses non-canonical ids in paths instead of reading them as the member', async () => {
    for (const id of ['0x7', '7.0', '+7', '07', '%207', '7e0'])
      expect(await refused(() => h.call('GET', `users/${id}/`, { domain: 'acme', token: admin }))).toBe(`id: ${NOT_AN_ID}`);
    expect((await h.call('GET', 'users/7/', { domain: 'acme', token: admin })).status).toBe(200);
  });

  it('refuses non-canonical ids in queries and bodies', async () => {
    expect(await refused(() => h.call('GET', 'users/all/?membership=0x2', { domain: 'acme', token: admin }))).toBe(`membership: ${NOT_AN_ID}`);
    const patient = await h.newMember([2]);
    expect(
      await refused(() => h.call('POST', 'vials-history/', { domain: 'acme', token: admin, body: { type: 'added', quantity: 1, date: '2026-01-05', user_id: `0${patient.memberId}` } })),
    ).toBe(`user_id: ${NOT_AN_ID}`);
    expect(await refused(() => h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body: { harvest_center_id: '4.0' } }))).toBe(
      `harvest_center_id: ${NOT_AN_ID}`,
    );
    expect(await refused(() => h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body: { vials_preparation: null } }))).toBe(
      'vials_preparation: Enter a whole number',
    );
  });
});

describe('text', () => {
  const contact = { first_name: 'Ada', last_name: 'Lovelace', phone_number: '555 0100' };

  it('refuses NUL, controls and direction overrides in names, companies and addresses', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    const patch = (body: object) => () => h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: { ...contact, email: member.email, ...body } });
    expect(await refused(patch({ first_name: 'Ada\u0000' }))).toBe(`first_name: ${FORBIDDEN_CHARACTERS}`);
    expect(await refused(patch({ address1: '1 Main St\u202Egnp.exe' }))).toBe(`address1: ${FORBIDDEN_CHARACTERS}`);
    expect(await refused(patch({ city: 'Reno\u0007' }))).toBe(`city: ${FORBIDDEN_CHARACTERS}`);
    const center = await h.newMember([4]);
    const centerToken = await h.login(center.email);
    expect(
      await refused(() =>
        h.call('PATCH', `users/${center.memberId}/`, { domain: 'acme', token: centerToken, body: { ...contact, email: center.email, company: 'Clinic\u2066' } }),
      ),
    ).toBe(`company: ${FORBIDDEN_CHARACTERS}`);
    const address = { location_name: 'Home', address1: '1 Main St', city: 'Reno', state_desc: 'NV', country_desc: 'US', user: member.memberId };
    expect(await refused(() => h.call('POST', 'locations/', { domain: 'acme', token, body: { ...address, address2: 'Apt\u00001' } }))).toBe(`address2: ${FORBIDDEN_CHARACTERS}`);
  });

  it('says a value is too long, with the limit, where it said Required', async () => {
    const member = await h.newMember([2]);
    const token = await h.login(member.email);
    expect(
      await refused(() => h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: { ...contact, email: member.email, last_name: 'x'.repeat(81) } })),
    ).toBe(`last_name: ${tooLong(80)}`);
    expect(
      await refused(() => h.call('POST', 'utilities/contact/', { domain: 'acme', token, body: { name: 'x'.repeat(121), email: member.email, message: 'm'.repeat(5001) } })),
    ).toBe(`name: ${tooLong(120)} message: ${tooLong(5000)}`);
  });
});
