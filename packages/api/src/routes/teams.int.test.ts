import { randomUUID } from 'node:crypto';
import { LINK_NO_LONGER_VALID } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

type Row = { id: number; sales_manager_id: number | null; sales_distributor_id: number | null; sales_rep_desc: { id: number } | null };

const get = async (path: string, token: string) => h.call('GET', path, { domain: 'acme', token });
const ids = (body: { results: Row[] }) => body.results.map((r) => r.id);

/** A distributor of its own with one manager, whose one rep has two patients. */
async function team() {
  const ctx = await h.domainCtx();
  const distributor = await h.newMember([8]);
  await settled();
  const manager = await Members.patch(ctx, (await h.newMember([6])).memberId, { salesDistributorId: distributor.memberId });
  await settled();
  const rep = await Members.patch(ctx, (await h.newMember([3])).memberId, { salesManagerId: manager.memberId, salesDistributorId: distributor.memberId });
  await settled();
  const patients = [];
  for (let i = 0; i < 2; i++)
    patients.push(
      await Members.patch(ctx, (await h.newMember([2])).memberId, {
        salesRepId: rep.memberId,
        salesManagerId: manager.memberId,
        salesDistributorId: distributor.memberId,
      }),
    );
  await settled();
  return { ctx, distributor, manager, rep, patients };
}

describe('sales teams', () => {
  it("list a manager's reps and patients, and a distributor's managers, reps and patients", async () => {
    const { distributor, manager, rep, patients } = await team();
    const asManager = await h.login(manager.email);
    expect(ids((await get(`sales-rep/sales-manager/list/${manager.memberId}/`, asManager)).body)).toEqual([rep.memberId]);
    const teamPatients = (await get(`sales-managers/${manager.memberId}/patients/`, asManager)).body;
    expect(ids(teamPatients)).toEqual(patients.map((p) => p.memberId).reverse());
    expect(teamPatients.results[0].sales_rep_desc.id).toBe(rep.memberId);
    const asDistributor = await h.login(distributor.email);
    expect(ids((await get(`sales-distributors/${distributor.memberId}/sales-managers/`, asDistributor)).body)).toEqual([manager.memberId]);
    expect(ids((await get(`sales-distributors/${distributor.memberId}/sales-rep/`, asDistributor)).body)).toEqual([rep.memberId]);
    expect((await get(`sales-distributors/${distributor.memberId}/patients/`, asDistributor)).body.count).toBe(2);
  });

  it('keep other teams out of reach', async () => {
    const { distributor, manager } = await team();
    const demoManager = await h.demoToken('manager');
    expect((await get(`sales-rep/sales-manager/list/${manager.memberId}/`, demoManager)).status).toBe(404);
    expect((await get(`sales-managers/${manager.memberId}/patients/`, demoManager)).status).toBe(404);
    const demoDistributor = await h.demoToken('distributor');
    expect((await get(`sales-distributors/${distributor.memberId}/patients/`, demoDistributor)).status).toBe(404);
    const rep = await h.demoToken('rep');
    expect((await get('sales-rep/sales-manager/list/6/', rep)).status).toBe(404);
  });

  it('let a manager remove its rep: the rep and its patients leave the manager and the distributor', async () => {
    const { distributor, manager, rep, patients } = await team();
    const asManager = await h.login(manager.email);
    const removed = await get(`sales-rep/${rep.memberId}/remove-team/`, asManager);
    await settled();
    expect(removed.body).toEqual({ success: true, message: 'The sales rep has been removed from the team.' });
    expect((await get(`sales-rep/sales-manager/list/${manager.memberId}/`, asManager)).body.count).toBe(0);
    expect((await get(`sales-managers/${manager.memberId}/patients/`, asManager)).body.count).toBe(0);
    const asDistributor = await h.login(distributor.email);
    expect((await get(`sales-distributors/${distributor.memberId}/patients/`, asDistributor)).body.count).toBe(0);
    const patient = (await get(`users/${patients[0]!.memberId}/`, await h.demoToken('admin'))).body;
    expect(patient).toMatchObject({ saless_rep_id: rep.memberId, sales_manager_id: null, sales_distributor_id: null });
    // Removing again, or another team's rep, finds nothing.
    expect((await get(`sales-rep/${rep.memberId}/remove-team/`, asManager)).status).toBe(404);
    expect((await get('sales-rep/3/remove-team/', asManager)).status).toBe(404);
  });

  it("let a distributor remove its manager, with the manager's reps and patients", async () => {
    const { distributor, manager, rep } = await team();
    const asDistributor = await h.login(distributor.email);
    expect((await get(`sales-distributors/${manager.memberId}/remove-team/`, asDistributor)).body.message).toBe(
      'The sales manager has been removed from the team.',
    );
    await settled();
    for (const list of ['sales-managers', 'sales-rep', 'patients'])
      expect((await get(`sales-distributors/${distributor.memberId}/${list}/`, asDistributor)).body.count, list).toBe(0);
    // The rep stays in the manager's team.
    const asManager = await h.login(manager.email);
    expect(ids((await get(`sales-rep/sales-manager/list/${manager.memberId}/`, asManager)).body)).toEqual([rep.memberId]);
    expect((await get(`sales-managers/${manager.memberId}/patients/`, asManager)).body.count).toBe(2);
  });

  it("move a rep's patients with the rep when an admin gives it another manager", async () => {
    const { rep, patients } = await team();
    const ctx = await h.domainCtx();
    const other = await Members.patch(ctx, (await h.newMember([6])).memberId, { salesDistributorId: 8 });
    await settled();
    const admin = await h.demoToken('admin');
    const saved = await h.call('POST', `users/update/${rep.memberId}/`, { domain: 'acme', token: admin, body: { sales_manager_id: other.memberId } });
    await settled();
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.user.sales_distributor_id).toBe(8);
    const asOther = await h.login(other.email);
    expect((await get(`sales-managers/${other.memberId}/patients/`, asOther)).body.count).toBe(2);
    const patient = (await get(`users/${patients[1]!.memberId}/`, admin)).body;
    expect(patient).toMatchObject({ sales_manager_id: other.memberId, sales_distributor_id: 8 });
  });
});

describe('adding team members', () => {
  it("adds a rep to the manager's own team and mails a temporary password", async () => {
    const { manager, distributor } = await team();
    const asManager = await h.login(manager.email);
    const email = `rep-${randomUUID().slice(0, 8)}@acme.test`;
    const added = await h.call('POST', 'sales-rep/', {
      domain: 'acme',
      token: asManager,
      // The spec's payload fields: the leader's id in the body is not trusted, the caller is the team.
      body: { first_name: 'Nia', last_name: 'New', email, sales_manager_id: 6, generate_password: true, send_new_sales_team: true, password: 'x' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.user).toMatchObject({ subscription: 3, sales_manager_id: manager.memberId, sales_distributor_id: distributor.memberId });
    const mail = await h.mailTo(email);
    expect(mail.at(-1)?.body.text).toMatch(/Temporary password: \S+/);
    expect((await h.call('POST', 'sales-rep/', { domain: 'acme', token: asManager, body: { first_name: 'Nia', last_name: 'New', email } })).status).toBe(409);
    await settled();
  });

  it("adds a manager to the distributor's team; bad input changes nothing", async () => {
    const { distributor } = await team();
    const asDistributor = await h.login(distributor.email);
    const email = `mgr-${randomUUID().slice(0, 8)}@acme.test`;
    const bad = await h.call('POST', 'sales-managers/', { domain: 'acme', token: asDistributor, body: { first_name: '', last_name: 'X', email } });
    await settled();
    expect(bad.status).toBe(400);
    expect((await h.call('GET', `users/email-exists/?email=${email}`, { domain: 'acme' })).body.exists).toBe(false);
    const added = await h.call('POST', 'sales-managers/', { domain: 'acme', token: asDistributor, body: { first_name: 'Mo', last_name: 'New', email } });
    await settled();
    expect(added.body.user).toMatchObject({ subscription: 6, sales_distributor_id: distributor.memberId });
    expect(
      (await h.call('POST', 'sales-rep/', { domain: 'acme', token: asDistributor, body: { first_name: 'A', last_name: 'B', email: `x${email}` } })).status,
    ).toBe(403);
    await settled();
  });
});

describe("a sales rep's code", () => {
  it("tells a signed-in member whether a rep exists and its team ids, and a registration page only with its link's token", async () => {
    const token = await h.demoToken('hc');
    const exists = (id: number | string, options: { token?: string; invite?: string | null } = { token }) =>
      h.call('GET', `sales-rep/${id}/user-exists/${options.invite ? `?invite=${options.invite}` : ''}`, { domain: 'acme', token: options.token });
    expect((await exists(3)).body).toEqual({ exists: true, data: { sales_manager_id: 6, sales_distributor_id: 8 } });
    expect((await exists(4)).body).toEqual({ exists: false, data: null });
    expect((await exists(999999)).body.exists).toBe(false);
    expect((await exists('abc')).status).toBe(400);
    const invite = (await h.signUpLinks(3)).harvest_center;
    expect((await exists(3, { invite })).body).toEqual({ exists: true, data: { sales_manager_id: 6, sales_distributor_id: 8 } });
    // Without credentials, a rep id alone (or with another member's token) tells nothing.
    for (const refused of [
      await exists(3, {}),
      await exists(4, { invite }),
      await exists(999999, { invite }),
      await exists(3, { invite: (await h.signUpLinks(4)).hc_staff }),
    ])
      expect(refused).toMatchObject({ status: 400, body: { message: LINK_NO_LONGER_VALID } });
  });
});
