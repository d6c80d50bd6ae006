import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Members } from '../../../core/src';
import { harness } from '../../../../scripts/test/harness';
import { settled } from '../../../../scripts/test/projections';

const h = harness();

/** A few members in the beta domain that no other test touches, named for the filters. */
async function cohort() {
  const ctx = await h.domainCtx('beta');
  const tag = randomUUID().slice(0, 6);
  const make = (first: string, memberships: number[], extra: Members.NewMember extends infer T ? Partial<T> : never = {}) =>
    Members.create(ctx, {
      email: `${first.toLowerCase()}-${tag}@beta.test`,
      firstName: first,
      lastName: `Zed${tag}`,
      memberships,
      password: 'Portal-Demo-1',
      ...extra,
    });
  const members = [await make('Olga', [2], { tags: [2] }), await make('Oscar', [4], { company: `Oak Clinic ${tag}` }), await make('Owen', [3])];
  return { tag, members };
}

describe('users lists', () => {
  it('pages the active users newest first, 20 a page, with the total', async () => {
    const admin = await h.demoToken('admin', 'beta');
    const first = await h.call('GET', 'users/all/', { domain: 'beta', token: admin });
    expect(first.status).toBe(200);
    expect(first.body.page_size).toBe(20);
    expect(first.body.results.length).toBe(Math.min(20, first.body.count));
    const ids = first.body.results.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    // A full last page may still carry a cursor; the count tells whether more pages exist.
    if (first.body.count > 20) {
      const second = await h.call('GET', `users/all/?cursor=${encodeURIComponent(first.body.next_cursor)}`, { domain: 'beta', token: admin });
      expect(second.body.results[0].id).toBeLessThan(ids.at(-1));
    }
  });

  it('refuses a malformed, forged or foreign cursor with 400 and a message', async () => {
    const admin = await h.demoToken('admin', 'beta');
    const first = await h.call('GET', 'users/all/', { domain: 'beta', token: admin });
    const foreign = first.body.next_cursor as string;
    expect(foreign).toBeTruthy();
    const forged = Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url');
    for (const path of [
      'users/all/?cursor=abc',
      `users/all/?cursor=${forged}`,
      `users/all/inactive/?cursor=${foreign}`,
      `users/patient/list/?cursor=${foreign}`,
    ]) {
      const res = await h.call('GET', path, { domain: 'beta', token: admin });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/not valid for this list/);
    }
  });

  it('answers exact totals from the counters: a new member counts at once, a deactivated one moves lists once projected', async () => {
    const admin = await h.demoToken('admin', 'beta');
    const count = async (path: string) => (await h.call('GET', path, { domain: 'beta', token: admin })).body.count as number;
    await settled();
    const [all, patients, inactive] = [await count('users/all/'), await count('users/patient/list/'), await count('users/all/inactive/')];
    // The Users List and its membership's list are written with the member: no wait.
    const { members } = await cohort();
    expect(await count('users/all/')).toBe(all + 3);
    expect(await count('users/patient/list/')).toBe(patients + 1);
    expect((await h.call('GET', `users/set/inactive/${members[0]!.memberId}/`, { domain: 'beta', token: admin })).status).toBe(200);
    await settled();
    expect(await count('users/all/')).toBe(all + 2);
    expect(await count('users/patient/list/')).toBe(patients);
    expect(await count('users/all/inactive/')).toBe(inactive + 1);
  });

  it('filters by text (id, name, e-mail, company) case-insensitively, combined with membership and tag', async () => {
    const { tag, members } = await cohort();
    await settled();
    const admin = await h.demoToken('admin', 'beta');
    const list = async (query: string) =>
      (await h.call('GET', `users/all/?${query}`, { domain: 'beta', token: admin })).body as { count: number; results: { first_name: string }[] };
    const names = async (query: string) => (await list(query)).results.map((u) => u.first_name).sort();

    expect(await names(`search=ZED${tag}`)).toEqual(['Olga', 'Oscar', 'Owen']);
    expect(await names(`search=oak clinic ${tag}`)).toEqual(['Oscar']);
    expect(await names(`search=olga-${tag}@BETA`)).toEqual(['Olga']);
    expect(await names(`search=${members[2]!.memberId}`)).toContain('Owen');
    expect(await names(`search=zed${tag}&membership=3`)).toEqual(['Owen']);
    expect(await names(`search=zed${tag}&tag=2`)).toEqual(['Olga']);
    expect((await list(`search=zed${tag}&membership=7`)).count).toBe(0);
  });

  it('searches within one membership as the filter would, as members are renamed, change membership or are set inactive', async () => {
    const { tag, members } = await cohort();
    await settled();
    const [olga, oscar, owen] = members as [(typeof members)[number], (typeof members)[number], (typeof members)[number]];
    const ctx = await h.domainCtx('beta');
    const admin = await h.demoToken('admin', 'beta');
    const list = async (query: string) => {
      const res = await h.call('GET', `users/all/?${query}`, { domain: 'beta', token: admin });
      expect(res.status, query).toBe(200);
      return { ids: res.body.results.map((u: { id: number }) => u.id), count: res.body.count };
    };
    const picker = async (search: string) =>
      (await h.call('GET', `harvest-centers/list-all/?search=${encodeURIComponent(search)}`, { domain: 'beta', token: admin })).body.map(
        (o: { id: number }) => o.id,
      );

    expect(await list(`search=zed${tag}&membership=2`)).toEqual({ ids: [olga.memberId], count: 1 });
    expect(await picker(`oak clinic ${tag}`)).toEqual([oscar.memberId]);
    await Members.patch(ctx, owen.memberId, { memberships: [2] });
    await settled();
    expect(await list(`search=zed${tag}&membership=2`)).toEqual({ ids: [owen.memberId, olga.memberId], count: 2 });
    expect(await list(`search=zed${tag}&membership=3`)).toEqual({ ids: [], count: 0 });
    expect(await list(`search=owen zed${tag}&membership=2`)).toEqual({ ids: [owen.memberId], count: 1 });

    await Members.patch(ctx, olga.memberId, { lastName: `Yew${tag}` });
    await settled();
    expect(await list(`search=zed${tag}&membership=2`)).toEqual({ ids: [owen.memberId], count: 1 });
    expect(await list(`search=yew${tag} olga&membership=2`)).toEqual({ ids: [olga.memberId], count: 1 });
    expect(await list(`search=yew${tag}&membership=2&tag=2`)).toEqual({ ids: [olga.memberId], count: 1 });
    expect(await list(`search=zed${tag}&membership=2&tag=2`)).toEqual({ ids: [], count: 0 });

    await Members.patch(ctx, oscar.memberId, { company: `Elm Clinic ${tag}` });
    await settled();
    expect(await picker(`oak clinic ${tag}`)).toEqual([]);
    expect(await picker(`elm ${tag}`)).toEqual([oscar.memberId]);

    expect((await h.call('GET', `users/set/inactive/${owen.memberId}/`, { domain: 'beta', token: admin })).status).toBe(200);
    await settled();
    expect((await h.call('GET', `users/set/inactive/${oscar.memberId}/`, { domain: 'beta', token: admin })).status).toBe(200);
    await settled();
    expect(await list(`search=zed${tag}&membership=2`)).toEqual({ ids: [], count: 0 });
    expect(await picker(`elm ${tag}`)).toEqual([]);
    expect(await list(`search=yew${tag}&membership=2`)).toEqual({ ids: [olga.memberId], count: 1 });
  });

  it('exports every member the filters match as userList CSV, written in the background as the other exports, for admins only', async () => {
    const { tag, members } = await cohort();
    const ctx = await h.domainCtx('beta');
    await Members.patch(ctx, members[0]!.memberId, { company: '=HYPERLINK("x")' });
    await settled();
    const admin = await h.demoToken('admin', 'beta');
    const exported = async (query: string) => {
      let job = await h.call('GET', `users/export-csv/?${query}`, { domain: 'beta', token: admin });
      expect(job.status, JSON.stringify(job.body)).toBe(200);
      for (let tries = 0; job.body.status === 'running' && tries < 100; tries++) {
        await new Promise((done) => setTimeout(done, 200));
        job = await h.call('GET', `exports/${job.body.id}/`, { domain: 'beta', token: admin });
      }
      expect(job.body.status).toBe('done');
      const text = Buffer.from(await (await fetch(job.body.url)).arrayBuffer()).toString('utf8');
      return {
        job: job.body,
        lines: text
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/),
      };
    };

    const all = await exported(`search=zed${tag}`);
    expect(all.job).toMatchObject({ format: 'csv', rows: 3 });
    expect(all.job.file_name).toMatch(/^userList\d{14}\.csv$/);
    expect(all.lines[0]).toBe('id,first_name,last_name,email,company,phone_number,membership,tags,is_active,date_joined,last_login');
    // Newest first, as the list shows them; memberships and tags by name; a typed formula kept as text.
    expect(all.lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(members.map((m) => m.memberId).reverse());
    const olga = all.lines.find((line) => line.startsWith(`${members[0]!.memberId},`))!;
    expect(olga).toContain(`Olga,Zed${tag},olga-${tag}@beta.test,"'=HYPERLINK(""x"")",`);
    expect(olga).toMatch(/,General Member,[^,]+,true,\d{4}-\d{2}-\d{2}T/);
    expect((await exported(`search=zed${tag}&membership=3`)).lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Owen']);

    await h.call('GET', `users/set/inactive/${members[2]!.memberId}/`, { domain: 'beta', token: admin });
    await settled();
    const inactive = await exported(`search=zed${tag}&status=inactive`);
    expect(inactive.lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Owen']);
    expect(inactive.lines[1]).toContain(',false,');

    const center = await h.login(members[1]!.email);
    expect((await h.call('GET', 'users/export-csv/', { domain: 'beta', token: center })).status).toBe(403);
    expect((await h.call('GET', 'users/export-csv/?status=gone', { domain: 'beta', token: admin })).status).toBe(400);
  });

  it('moves a user between the active and inactive lists, and deletes only inactive users', async () => {
    const { tag, members } = await cohort();
    await settled();
    const owen = members[2]!;
    const admin = await h.demoToken('admin', 'beta');
    const inactive = async () =>
      (await h.call('GET', `users/all/inactive/?search=zed${tag}`, { domain: 'beta', token: admin })).body.results.map((u: { id: number }) => u.id);

    expect((await h.call('DELETE', `users/delete-inactive/${owen.memberId}/`, { domain: 'beta', token: admin })).status).toBe(400);
    await settled();
    expect((await h.call('GET', `users/set/inactive/${owen.memberId}/`, { domain: 'beta', token: admin })).body).toEqual({
      success: true,
      message: 'User has been set inactive.',
    });
    await settled();
    expect(await inactive()).toEqual([owen.memberId]);
    await expect(h.login(owen.email, 'Portal-Demo-1', 'beta')).rejects.toThrow(/401/);

    await h.call('GET', `users/set/active/${owen.memberId}/`, { domain: 'beta', token: admin });
    await settled();
    expect(await inactive()).toEqual([]);
    await expect(h.login(owen.email, 'Portal-Demo-1', 'beta')).resolves.toMatch(/^ey/);

    await h.call('GET', `users/set/inactive/${owen.memberId}/`, { domain: 'beta', token: admin });
    await settled();
    expect((await h.call('DELETE', `users/delete-inactive/${owen.memberId}/`, { domain: 'beta', token: admin })).status).toBe(200);
    await settled();
    expect(await inactive()).toEqual([]);
    expect(await Members.fromEmail(await h.domainCtx('beta'), owen.email)).toBeUndefined();
    expect((await h.call('GET', `users/${owen.memberId}/`, { domain: 'beta', token: admin })).status).toBe(404);
  });

  it('refuses bad filters with a 400 and other memberships with a 403', async () => {
    const admin = await h.demoToken('admin', 'beta');
    expect((await h.call('GET', 'users/all/?membership=abc', { domain: 'beta', token: admin })).status).toBe(400);
    const rep = await h.demoToken('rep', 'beta');
    expect((await h.call('GET', 'users/all/', { domain: 'beta', token: rep })).status).toBe(403);
  });
});

describe('login as', () => {
  /** The newest acting-as entries of the trail by `memberId`, as the Audit Log shows them to the admin. */
  const actingEntries = async (memberId: number) => {
    const admin = await h.demoToken('admin');
    const res = await h.call('GET', `audit-log/?action=acting-as&member=${memberId}`, { domain: 'acme', token: admin });
    expect(res.status).toBe(200);
    return (res.body.results as { action: string; target: string; acting_as: { id: number } | null }[]).map((e) => [
      e.action,
      e.target,
      e.acting_as?.id ?? null,
    ]);
  };

  it('lets an admin act as a member and go back, recording both in the audit log', async () => {
    const admin = await h.demoToken('admin');
    const start = await h.call('POST', 'users/login-as-user/', { domain: 'acme', token: admin, body: { user_id: 2 } });
    await settled();
    expect(start.body).toEqual({ success: true, message: 'You are now logged in as Paula Patient.' });
    expect((await actingEntries(7))[0]).toEqual(['login-as.started', 'member:2', null]);
    const back = await h.call('POST', 'users/login-as-user/', { domain: 'acme', token: admin, actingAs: 2, body: { user_id: 7 } });
    await settled();
    expect(back.body).toEqual({ success: true, message: 'Welcome back, Ada.' });
    expect((await actingEntries(7))[0]).toEqual(['login-as.ended', 'member:7', 2]);
  });

  it('lets HC staff enter a center that confirmed it and go back, recording both; not another center', async () => {
    const staff = await h.demoToken('staff');
    const enter = await h.call('POST', 'users/login-as-user/', { domain: 'acme', token: staff, body: { user_id: 4 } });
    expect(enter.status, JSON.stringify(enter.body)).toBe(200);
    expect(enter.body.message).toBe('You are now on Acme Harvest Center HC Account.');
    expect((await actingEntries(9))[0]).toEqual(['login-as.started', 'member:4', null]);
    const back = await h.call('POST', 'users/login-as-user/', { domain: 'acme', token: staff, actingAs: 4, body: { user_id: 9 } });
    expect(back.body).toEqual({ success: true, message: 'Welcome back, Sam.' });
    expect((await actingEntries(9))[0]).toEqual(['login-as.ended', 'member:9', 4]);
    // A center that did not confirm the staff member, and a patient: refused, and nothing recorded.
    const elsewhere = await h.newMember([4]);
    for (const id of [elsewhere.memberId, 2]) {
      const refused = await h.call('POST', 'users/login-as-user/', { domain: 'acme', token: staff, body: { user_id: id } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You may not act as this member.');
    }
    expect((await actingEntries(9))[0]).toEqual(['login-as.ended', 'member:9', 4]);
    await settled();
  });

  it('is refused to everyone but admins and HC staff', async () => {
    const rep = await h.demoToken('rep');
    expect((await h.call('POST', 'users/login-as-user/', { domain: 'acme', token: rep, body: { user_id: 2 } })).status).toBe(403);
    expect((await h.call('POST', 'users/login-as-user/', { domain: 'acme', token: rep, body: { user_id: 3 } })).status).toBe(403);
    // Whether an id exists is not told to those who may not act as anyone.
    expect((await h.call('POST', 'users/login-as-user/', { domain: 'acme', token: rep, body: { user_id: 987_654 } })).status).toBe(403);
    await settled();
  });
});

describe('lists of one membership', () => {
  it('list only members of that membership, for admins', async () => {
    const admin = await h.demoToken('admin');
    for (const [path, membership] of [
      ['processing-labs/', 1],
      ['users/patient/list/', 2],
      ['users/sales-rep/list/', 3],
      ['users/sales-manager/list/', 6],
      ['users/sales-distributor/list/', 8],
    ] as const) {
      const res = await h.call('GET', path, { domain: 'acme', token: admin });
      expect(res.status, path).toBe(200);
      expect(res.body.results.length, path).toBeGreaterThan(0);
      expect(
        res.body.results.every((u: { membership: { id: number }[] }) => u.membership.some((m) => m.id === membership)),
        path,
      ).toBe(true);
    }
    const rep = await h.demoToken('rep');
    expect((await h.call('GET', 'users/patient/list/', { domain: 'acme', token: rep })).status).toBe(403);
  });
});
