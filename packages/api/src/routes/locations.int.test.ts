import { CARD_DATA_REFUSED } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

const address = (name: string, extra: Record<string, unknown> = {}) => ({
  location_name: name,
  address1: `${name} street 1`,
  city: 'Austin',
  state_desc: 'TX',
  country_desc: 'United States',
  zip_code: '73301',
  ...extra,
});

async function owner() {
  const member = await h.newMember([4]);
  const token = await h.login(member.email);
  const add = (name: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', 'locations/', { domain: 'acme', token, body: { user: member.memberId, ...address(name, extra) } });
  const list = async () =>
    (await h.call('GET', `locations/user/${member.memberId}/`, { domain: 'acme', token })).body as { id: number; location_name: string; default: boolean }[];
  return { member, token, add, list };
}

describe('locations', () => {
  it('refuses a location whose name or address holds a card number, storing nothing; phone-like and dated names pass', async () => {
    const { add, list } = await owner();
    expect(await add('4111.1111.1111.1111', { address1: '12 Main street' })).toMatchObject({
      status: 400,
      body: { message: `location_name: ${CARD_DATA_REFUSED}`, code: 'invalid' },
    });
    expect(await add('Clinic', { address1: 'Box 5424 0000 0000 0015' })).toMatchObject({ status: 400, body: { message: `address1: ${CARD_DATA_REFUSED}` } });
    expect(await list()).toEqual([]);
    expect((await add('Clinic 555-123-4567, since 2026-11-26')).status).toBe(200);
  });

  it('makes the first location the default, lists the default first and switches it', async () => {
    const { member, token, add, list } = await owner();
    const first = await add('Home');
    expect(first.body).toMatchObject({ location_name: 'Home', default: true, user: member.memberId });
    const second = await add('Clinic');
    expect(second.body.default).toBe(false);
    expect((await list()).map((l) => [l.location_name, l.default])).toEqual([
      ['Home', true],
      ['Clinic', false],
    ]);

    const switched = await h.call('POST', 'locations/update-default/', {
      domain: 'acme',
      token,
      body: { location_id: second.body.id, user_id: member.memberId },
    });
    expect(switched.body.map((l: { location_name: string; default: boolean }) => [l.location_name, l.default])).toEqual([
      ['Clinic', true],
      ['Home', false],
    ]);
    await add('Warehouse', { default: true });
    expect((await list()).filter((l) => l.default).map((l) => l.location_name)).toEqual(['Warehouse']);
  });

  it("refuses to delete the only location or the default, with the spec's messages", async () => {
    const { token, add, list } = await owner();
    const only = await add('Only');
    const res = await h.call('DELETE', `locations/${only.body.id}/`, { domain: 'acme', token });
    expect(res).toMatchObject({ status: 400, body: { message: 'You only have one address, you need at least one address on your account.' } });
    const other = await add('Other');
    const again = await h.call('DELETE', `locations/${only.body.id}/`, { domain: 'acme', token });
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'You can not delete this location, select another default address before delete this location.' },
    });
    expect((await h.call('DELETE', `locations/${other.body.id}/`, { domain: 'acme', token })).status).toBe(200);
    expect((await list()).map((l) => l.location_name)).toEqual(['Only']);
  });

  it('keeps exactly one default and at least one location under concurrent requests', async () => {
    const { member, token, add, list } = await owner();
    const created = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((n) => add(n)));
    expect(created.every((r) => r.status === 200)).toBe(true);
    expect((await list()).filter((l) => l.default)).toHaveLength(1);

    const ids = created.map((r) => r.body.id as number);
    await Promise.all(
      ids.map((id) => h.call('POST', 'locations/update-default/', { domain: 'acme', token, body: { location_id: id, user_id: member.memberId } })),
    );
    expect((await list()).filter((l) => l.default)).toHaveLength(1);

    const deletes = await Promise.all(ids.map((id) => h.call('DELETE', `locations/${id}/`, { domain: 'acme', token })));
    const remaining = await list();
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.default).toBe(true);
    expect(deletes.filter((r) => r.status === 200)).toHaveLength(4);
  });

  it('edits a location and refuses bad input without changing it', async () => {
    const { token, add, list } = await owner();
    const home = await add('Home');
    const edited = await h.call('PATCH', `locations/${home.body.id}/`, { domain: 'acme', token, body: { city: 'Dallas' } });
    expect(edited.body).toMatchObject({ city: 'Dallas', location_name: 'Home', default: true });
    const bad = await h.call('PATCH', `locations/${home.body.id}/`, { domain: 'acme', token, body: { location_name: '' } });
    expect(bad.status).toBe(400);
    expect((await list())[0]!.location_name).toBe('Home');
  });

  it("hides another member's locations (404), in this domain and across domains", async () => {
    const { member, add } = await owner();
    const home = await add('Home');
    const stranger = await h.demoToken('rep');
    expect((await h.call('GET', `locations/user/${member.memberId}/`, { domain: 'acme', token: stranger })).status).toBe(404);
    expect((await h.call('DELETE', `locations/${home.body.id}/`, { domain: 'acme', token: stranger })).status).toBe(404);
    expect((await h.call('POST', 'locations/', { domain: 'acme', token: stranger, body: { user: member.memberId, ...address('Sneaky') } })).status).toBe(404);
    const betaAdmin = await h.demoToken('admin', 'beta');
    const cross = await h.call('PATCH', `locations/${home.body.id}/`, { domain: 'beta', token: betaAdmin, body: { city: 'Elsewhere' } });
    expect(cross.status).toBe(404);
  });

  it('lets an admin manage any member’s locations', async () => {
    const { member, list } = await owner();
    const admin = await h.demoToken('admin');
    const res = await h.call('POST', 'locations/', { domain: 'acme', token: admin, body: { user: member.memberId, ...address('Set by admin') } });
    expect(res.status).toBe(200);
    expect((await list()).map((l) => l.location_name)).toEqual(['Set by admin']);
  });
});
