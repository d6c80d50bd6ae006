import { FORBIDDEN_CHARACTERS, INVALID_DATE, NOT_AN_ID, tooLong } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIVED_TOO_LATE } from '../../../core/src/patients/process';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';
import { storedChanges, storedState } from '../../../../scripts/test/stored-state';

const h = harness();
const state = storedState();
type Answer = Awaited<ReturnType<typeof h.call>>;

/**
 * Each call answers 400 with its message, and nothing in the table, the bucket or the mail changed
 * between one snapshot before the calls and one after them (a test makes its members first and then
 * sends every refused call between the two).
 */
async function refused(...calls: [call: () => Promise<Answer>, message: string | RegExp][]): Promise<void> {
  const before = await state.take();
  for (const [call, message] of calls) {
    const res = await call();
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid', message });
  }
  expect(storedChanges(before, await state.take())).toEqual([]);
}

let admin: string;
beforeAll(async () => {
  admin = await h.demoToken('admin');
});

describe('the snapshots', () => {
  it('see what valid calls write: a changed member record, and the items of a new member', async () => {
    const patient = await h.newMember([2]);
    await settled();
    const before = await state.take();
    expect((await h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body: { vials_preparation: 5 } })).status).toBe(200);
    await settled();
    const changed = await state.take();
    expect(storedChanges(before, changed).filter((line) => line.startsWith('changed table '))).not.toEqual([]);
    await h.newMember([2]);
    await settled();
    expect(storedChanges(changed, await state.take()).filter((line) => line.startsWith('added table '))).not.toEqual([]);
  });
});

describe('dates', () => {
  const update = async (body: object) => {
    const patient = await h.newMember([2]);
    await settled();
    return () => h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body });
  };

  it('refuses impossible received-by-lab dates (they answered 500) and stores nothing', async () => {
    const calls = await Promise.all(['2026-02-31', '2026-99-99', '0000-00-00'].map((day) => update({ date_adipose_received_by_lab: day })));
    await refused(...calls.map((call) => [call, `date_adipose_received_by_lab: ${INVALID_DATE}`] as [typeof call, string]));
  });

  it('refuses impossible dates in the other process fields (they were stored as sent)', async () => {
    const fields = ['date_adipose_shipped_to_lab', 'date_vials_ready_to_ship', 'stemcell_plating_initiated_date'];
    const calls = await Promise.all(fields.map((field) => update({ [field]: '2026-02-31' })));
    const estimate = await update({ set_date_manually: true, estimated_date_vials_ready_to_ship: '10000-03-10' });
    await refused(...calls.map((call, i) => [call, `${fields[i]}: ${INVALID_DATE}`] as [typeof call, string]), [
      estimate,
      `estimated_date_vials_ready_to_ship: ${INVALID_DATE}`,
    ]);
  });

  it('refuses a received date whose 70-day estimate would leave the window (it produced 10000-03-10)', async () => {
    await refused(
      [await update({ date_adipose_received_by_lab: '9999-12-31' }), `date_adipose_received_by_lab: ${INVALID_DATE}`],
      [await update({ date_adipose_received_by_lab: '2199-12-01' }), RECEIVED_TOO_LATE],
    );
  });

  it('refuses a vial entry on a day that does not exist, and takes a leap day', async () => {
    const patient = await h.newMember([2]);
    await settled();
    const add = (date: string) => () =>
      h.call('POST', 'vials-history/', { domain: 'acme', token: admin, body: { type: 'added', quantity: 2, date, user_id: patient.memberId } });
    await refused([add('2026-02-29'), `date: ${INVALID_DATE}`], [add('0000-01-01'), `date: ${INVALID_DATE}`]);
    expect((await add('2024-02-29')()).status).toBe(200);
  });

  it('refuses an agreement time that is not a real local date and time', async () => {
    const member = await h.newMember([2]);
    await settled();
    const token = await h.login(member.email);
    const accept = (check_agreement: string) => () => h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: { check_agreement } });
    await refused([accept('2026-02-30 09:00:00'), /./], [accept('<script>'), /./]);
  });
});

describe('ids', () => {
  it('refuses non-canonical ids in paths instead of reading them as the member', async () => {
    await refused(
      ...['0x7', '7.0', '+7', '07', '%207', '7e0'].map(
        (id) => [() => h.call('GET', `users/${id}/`, { domain: 'acme', token: admin }), `id: ${NOT_AN_ID}`] as [() => Promise<Answer>, string],
      ),
    );
    expect((await h.call('GET', 'users/7/', { domain: 'acme', token: admin })).status).toBe(200);
  });

  it('refuses non-canonical ids in queries and bodies', async () => {
    const patient = await h.newMember([2]);
    await settled();
    await refused(
      [() => h.call('GET', 'users/all/?membership=0x2', { domain: 'acme', token: admin }), `membership: ${NOT_AN_ID}`],
      [
        () =>
          h.call('POST', 'vials-history/', {
            domain: 'acme',
            token: admin,
            body: { type: 'added', quantity: 1, date: '2026-01-05', user_id: `0${patient.memberId}` },
          }),
        `user_id: ${NOT_AN_ID}`,
      ],
      [
        () => h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body: { harvest_center_id: '4.0' } }),
        `harvest_center_id: ${NOT_AN_ID}`,
      ],
      [
        () => h.call('POST', `users/update/${patient.memberId}/`, { domain: 'acme', token: admin, body: { vials_preparation: null } }),
        'vials_preparation: Enter a whole number',
      ],
    );
  });
});

describe('text', () => {
  const contact = { first_name: 'Ada', last_name: 'Lovelace', phone_number: '555 0100' };

  it('refuses NUL, controls and direction overrides in names, companies and addresses', async () => {
    const member = await h.newMember([2]);
    await settled();
    const token = await h.login(member.email);
    const patch = (body: object) => () =>
      h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: { ...contact, email: member.email, ...body } });
    const center = await h.newMember([4]);
    await settled();
    const centerToken = await h.login(center.email);
    const address = { location_name: 'Home', address1: '1 Main St', city: 'Reno', state_desc: 'NV', country_desc: 'US', user: member.memberId };
    await refused(
      [patch({ first_name: 'Ada\u0000' }), `first_name: ${FORBIDDEN_CHARACTERS}`],
      [patch({ address1: '1 Main St\u202Egnp.exe' }), `address1: ${FORBIDDEN_CHARACTERS}`],
      [patch({ city: 'Reno\u0007' }), `city: ${FORBIDDEN_CHARACTERS}`],
      [
        () =>
          h.call('PATCH', `users/${center.memberId}/`, {
            domain: 'acme',
            token: centerToken,
            body: { ...contact, email: center.email, company: 'Clinic\u2066' },
          }),
        `company: ${FORBIDDEN_CHARACTERS}`,
      ],
      [() => h.call('POST', 'locations/', { domain: 'acme', token, body: { ...address, address2: 'Apt\u00001' } }), `address2: ${FORBIDDEN_CHARACTERS}`],
    );
  });

  it('says a value is too long, with the limit, where it said Required', async () => {
    const member = await h.newMember([2]);
    await settled();
    const token = await h.login(member.email);
    await refused(
      [
        () => h.call('PATCH', `users/${member.memberId}/`, { domain: 'acme', token, body: { ...contact, email: member.email, last_name: 'x'.repeat(81) } }),
        `last_name: ${tooLong(80)}`,
      ],
      [
        () => h.call('POST', 'utilities/contact/', { domain: 'acme', token, body: { name: 'x'.repeat(121), email: member.email, message: 'm'.repeat(5001) } }),
        `name: ${tooLong(120)} message: ${tooLong(5000)}`,
      ],
    );
  });
});
