import { randomUUID } from 'node:crypto';
import { LINK_NO_LONGER_VALID } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { Members } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

type Row = { id: number; email: string; username: string; hc_desc: { company: string } | null; referral_hc_desc: { company: string } | null };
type Page = { results: Row[]; count: number; page_size: number; next_cursor: string | null };

/** A harvest center of its own with `count` patients, every other one referred by its own referral center. */
async function centerWithPatients(count: number) {
  const ctx = await h.domainCtx();
  const tag = randomUUID().slice(0, 6);
  const lab = await h.newMember([1]);
  await settled();
  const rep = await h.newMember([3]);
  await settled();
  const center = await h.newMember([4]);
  await settled();
  await Members.patch(ctx, center.memberId, { company: `Cedar Clinic ${tag}`, labId: lab.memberId, salesRepId: rep.memberId });
  await settled();
  const rhc = await h.newMember([5]);
  await settled();
  await Members.patch(ctx, rhc.memberId, { company: `Birch Referral ${tag}`, rhcHcIds: [center.memberId], salesRepId: rep.memberId });
  await settled();
  const patients = [];
  for (let i = 0; i < count; i++) {
    const p = await h.newMember([2]);
    await settled();
    patients.push(
      await Members.patch(ctx, p.memberId, {
        firstName: `Pia${i}`,
        lastName: `Z${tag}`,
        harvestCenterId: center.memberId,
        referralHarvestCenterId: i % 2 ? rhc.memberId : undefined,
        salesRepId: rep.memberId,
        labId: lab.memberId,
      }),
    );
  }
  await settled();
  return {
    tag,
    lab,
    rep,
    center,
    rhc,
    patients,
    tokens: { lab: () => h.login(lab.email), center: () => h.login(center.email), rhc: () => h.login(rhc.email), rep: () => h.login(rep.email) },
  };
}

const get = async (path: string, token: string, domain = 'acme') => h.call('GET', path, { domain, token });

/** Every page of a role list, following its cursors. */
async function allPages(path: string, token: string): Promise<{ pages: Page[]; rows: Row[] }> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`${path}${path.includes('?') ? '&' : '?'}${cursor ? `cursor=${encodeURIComponent(cursor)}` : ''}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    cursor = res.body.next_cursor;
  } while (cursor && pages.length < 10);
  return { pages, rows: pages.flatMap((p) => p.results) };
}

describe("a harvest center's patients", () => {
  it('page 10 at a time, newest first, with the total and the centers of each patient', async () => {
    const { center, patients, tokens, tag } = await centerWithPatients(12);
    const { pages, rows } = await allPages(`harvest-centers/${center.memberId}/patients/`, await tokens.center());
    expect(pages[0]!.count).toBe(12);
    expect(pages[0]!.page_size).toBe(10);
    expect(pages[0]!.results).toHaveLength(10);
    expect(rows.map((r) => r.id)).toEqual(patients.map((p) => p.memberId).reverse());
    expect(rows[0]!.hc_desc?.company).toBe(`Cedar Clinic ${tag}`);
    expect(rows.filter((r) => r.referral_hc_desc?.company === `Birch Referral ${tag}`)).toHaveLength(6);
  });

  it('filter by id, name or e-mail, case-insensitively, with the filtered total', async () => {
    const { center, patients, tokens, tag } = await centerWithPatients(3);
    const token = await tokens.center();
    const byName = await get(`harvest-centers/${center.memberId}/patients/?search=PIA1 z${tag.toUpperCase()}`, token);
    expect(byName.body.results.map((r: Row) => r.id)).toEqual([patients[1]!.memberId]);
    expect(byName.body.count).toBe(1);
    const byEmail = await get(`harvest-centers/${center.memberId}/patients/?search=${patients[2]!.email.toUpperCase()}`, token);
    expect(byEmail.body.results.map((r: Row) => r.id)).toEqual([patients[2]!.memberId]);
    const none = await get(`harvest-centers/${center.memberId}/patients/?search=nobody-${tag}`, token);
    expect(none.body).toMatchObject({ results: [], count: 0, next_cursor: null });
  });

  it('follow a patient whose name, e-mail or center changes', async () => {
    const { center, patients, tokens, tag } = await centerWithPatients(1);
    const ctx = await h.domainCtx();
    const token = await tokens.center();
    await Members.patch(ctx, patients[0]!.memberId, { firstName: `Renamed${tag}` });
    await settled();
    expect((await get(`harvest-centers/${center.memberId}/patients/?search=renamed${tag}`, token)).body.count).toBe(1);
    expect((await get(`harvest-centers/${center.memberId}/patientList/?search=RENAMED${tag}`, token)).body.map((o: { id: number }) => o.id)).toEqual([
      patients[0]!.memberId,
    ]);
    const email = `moved-${tag}@acme.test`;
    const own = await h.login(patients[0]!.email);
    const changed = await h.call('PATCH', `users/${patients[0]!.memberId}/`, {
      domain: 'acme',
      token: own,
      body: { first_name: `Renamed${tag}`, last_name: 'Z', phone_number: '555', email },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await settled();
    expect((await get(`harvest-centers/${center.memberId}/patients/?search=${email}`, token)).body.count).toBe(1);
    const other = await h.newMember([4]);
    await settled();
    await Members.patch(ctx, patients[0]!.memberId, { harvestCenterId: other.memberId });
    await settled();
    expect((await get(`harvest-centers/${center.memberId}/patients/`, token)).body.count).toBe(0);
    expect((await get(`harvest-centers/${center.memberId}/patients/?search=renamed${tag}`, token)).body.count).toBe(0);
    expect((await get(`harvest-centers/${center.memberId}/patientList/?search=renamed${tag}`, token)).body).toEqual([]);
    const moved = await get(`harvest-centers/${other.memberId}/patients/?search=renamed${tag}`, await h.demoToken('admin'));
    expect(moved.body.results.map((r: Row) => r.id)).toEqual([patients[0]!.memberId]);
  });

  it('leave inactive patients out until they are active again', async () => {
    const { center, patients, tokens } = await centerWithPatients(2);
    const token = await tokens.center();
    const admin = await h.demoToken('admin');
    await get(`users/set/inactive/${patients[0]!.memberId}/`, admin);
    await settled();
    const page = await get(`harvest-centers/${center.memberId}/patients/`, token);
    expect(page.body.results.map((r: Row) => r.id)).toEqual([patients[1]!.memberId]);
    expect(page.body.count).toBe(1);
    expect((await get(`harvest-centers/${center.memberId}/patientList/`, token)).body).toHaveLength(1);
    await get(`users/set/active/${patients[0]!.memberId}/`, admin);
    await settled();
    expect((await get(`harvest-centers/${center.memberId}/patients/`, token)).body.count).toBe(2);
  });

  it('list the referral patients apart, and a referral center its own', async () => {
    const { center, rhc, tokens } = await centerWithPatients(4);
    const referral = await get(`harvest-centers/${center.memberId}/referral-patients/`, await tokens.center());
    expect(referral.body.count).toBe(2);
    const own = await get(`harvest-centers/referral/${rhc.memberId}/patients/`, await tokens.rhc());
    expect(own.body.results.map((r: Row) => r.id)).toEqual(referral.body.results.map((r: Row) => r.id));
    const options = await get(`harvest-centers/${center.memberId}/referral/patientList/`, await tokens.center());
    expect(options.body).toHaveLength(2);
    const all = await get(`harvest-centers/${center.memberId}/patientList/`, await tokens.center());
    expect(all.body.map((o: { id: number }) => o.id).sort()).toHaveLength(4);
    expect(Object.keys(all.body[0]).sort()).toEqual(['company', 'email', 'id', 'username']);
  });

  it('stay out of reach of other centers, other memberships and other domains', async () => {
    const { center, rhc } = await centerWithPatients(1);
    const hc = await h.demoToken('hc');
    expect((await get(`harvest-centers/${center.memberId}/patients/`, hc)).status).toBe(404);
    expect((await get(`harvest-centers/referral/${rhc.memberId}/patients/`, hc)).status).toBe(404);
    const patient = await h.demoToken('patient');
    expect((await get('harvest-centers/4/patients/', patient)).status).toBe(404);
    const betaHc = await h.demoToken('hc', 'beta');
    expect((await get(`harvest-centers/${center.memberId}/patients/`, betaHc, 'beta')).status).toBe(404);
    const admin = await h.demoToken('admin');
    expect((await get(`harvest-centers/${center.memberId}/patients/`, admin)).status).toBe(200);
    // An id of another membership is not a center, even for an admin.
    expect((await get(`harvest-centers/${rhc.memberId}/patients/`, admin)).status).toBe(404);
  });

  it('answer 400 to a bad id or filter', async () => {
    const hc = await h.demoToken('hc');
    expect((await get('harvest-centers/abc/patients/', hc)).status).toBe(400);
    expect((await get(`harvest-centers/4/patients/?search=${'x'.repeat(101)}`, hc)).status).toBe(400);
  });
});

describe('a lab', () => {
  it("sees its centers, a center's patients and its own patients, filtered by patient or center company", async () => {
    const { lab, center, patients, tokens, tag } = await centerWithPatients(2);
    const token = await tokens.lab();
    const centers = await get(`processing-labs/${lab.memberId}/harvestcenters/`, token);
    expect(centers.body.results.map((r: Row) => r.id)).toEqual([center.memberId]);
    const ofCenter = await get(`processing-labs/${lab.memberId}/harvestcenter/${center.memberId}/patients/`, token);
    expect(ofCenter.body.count).toBe(2);
    const own = await get('users/lab/', token);
    expect(own.body.results.map((r: Row) => r.id)).toEqual(patients.map((p) => p.memberId).reverse());
    expect((await get(`users/lab/?search=cedar clinic ${tag}`, token)).body.count).toBe(2);
    expect((await get(`users/lab/?search=pia0 z${tag}`, token)).body.count).toBe(1);
  });

  it("cannot reach another lab's centers or a center that is not its own", async () => {
    const { lab, center } = await centerWithPatients(1);
    const demoLab = await h.demoToken('lab');
    expect((await get(`processing-labs/${lab.memberId}/harvestcenters/`, demoLab)).status).toBe(404);
    expect((await get(`processing-labs/1/harvestcenter/${center.memberId}/patients/`, demoLab)).status).toBe(404);
    const admin = await h.demoToken('admin');
    expect((await get(`processing-labs/${lab.memberId}/harvestcenter/${center.memberId}/patients/`, admin)).status).toBe(200);
  });
});

describe('a sales rep', () => {
  it('sees its centers and referral centers 5 a page, and its patients filtered by patient or HC company', async () => {
    const { rep, center, rhc, patients, tokens, tag } = await centerWithPatients(3);
    const token = await tokens.rep();
    const centers = await get(`harvest-centers/sales-rep/${rep.memberId}/`, token);
    expect(centers.body).toMatchObject({ count: 1, page_size: 5 });
    expect(centers.body.results[0].id).toBe(center.memberId);
    const referral = await get(`referral-harvest-centers/sales-rep/${rep.memberId}/`, token);
    expect(referral.body.results.map((r: Row) => r.id)).toEqual([rhc.memberId]);
    const byCompany = await get(`users/sales-rep/${rep.memberId}/?search=CEDAR CLINIC ${tag}`, token);
    expect(byCompany.body.count).toBe(3);
    const byId = await get(`users/sales-rep/${rep.memberId}/?search=${patients[1]!.memberId}`, token);
    expect(byId.body.results.map((r: Row) => r.id)).toContain(patients[1]!.memberId);
    expect((await get('users/sales-rep/3/', token)).status).toBe(404);
  });
});

describe('members as the caller may see them', () => {
  it('shows a patient to its center, rep, lab, manager and distributor, and to no one else', async () => {
    const patient = 2;
    for (const role of ['hc', 'rep', 'lab', 'manager', 'distributor', 'admin', 'patient']) {
      const res = await get(`users/identifier/${patient}/`, await h.demoToken(role));
      expect(res.status, role).toBe(200);
      expect(res.body.hc_desc.company, role).toBe('Acme Harvest Center');
    }
    for (const role of ['rhc', 'staff']) expect((await get(`users/identifier/${patient}/`, await h.demoToken(role))).status, role).toBe(404);
    expect((await get('users/identifier/2/', await h.demoToken('admin', 'beta'), 'beta')).body.email).toBe('patient@beta.test');
  });
});

describe('admin lists of centers and labs', () => {
  it('list centers, referral centers and labs to admins only', async () => {
    const admin = await h.demoToken('admin');
    // The picker answers the newest matches: other tests add centers, so it is asked for this one by name.
    const options = await get('harvest-centers/list-all/?search=Acme%20Harvest', admin);
    expect(options.body.some((o: { company: string }) => o.company === 'Acme Harvest Center')).toBe(true);
    for (const [path, membership] of [
      ['harvest-centers/', 4],
      ['referral-harvest-centers/', 5],
      ['processing-labs/', 1],
    ] as const) {
      const res = await get(path, admin);
      expect(
        res.body.results.every((u: { membership: { id: number }[] }) => u.membership[0]!.id === membership),
        path,
      ).toBe(true);
    }
    expect((await get('harvest-centers/list-all/', await h.demoToken('rep'))).status).toBe(403);
  });
});

describe('the public options of a harvest center', () => {
  it("tell a registration page the center's company and rep with its link's token only, and nothing of other members", async () => {
    const acme = await h.signUpLinks(4);
    const beta = await h.signUpLinks(4, 'beta');
    const options = (id: number, domain: string, invite?: string | null) =>
      h.call('GET', `harvest-centers/public-options/${id}/${invite ? `?invite=${invite}` : ''}`, { domain });
    expect((await options(4, 'acme', acme.hc_staff)).body).toEqual({ id: 4, company: 'Acme Harvest Center', saless_rep_id: 3 });
    expect((await options(4, 'acme', acme.referral_center)).body.company).toBe('Acme Harvest Center');
    // Without a token, with another domain's or on another member's id: one same refusal.
    for (const refused of [
      await options(4, 'acme'),
      await options(4, 'acme', beta.hc_staff),
      await options(2, 'acme', acme.hc_staff),
      await options(4, 'beta', acme.hc_staff),
    ])
      expect(refused).toMatchObject({ status: 400, body: { message: LINK_NO_LONGER_VALID } });
    expect((await options(4, 'beta', beta.hc_staff)).body.company).toBe('Beta Harvest Center');
    expect((await options(0, 'acme')).status).toBe(400);
    // Signed in (the checkouts), the center is told as before.
    expect((await h.call('GET', 'harvest-centers/public-options/4/', { domain: 'acme', token: await h.demoToken('rhc') })).body.company).toBe(
      'Acme Harvest Center',
    );
  });
});
