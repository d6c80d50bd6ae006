import { randomUUID } from 'node:crypto';
import {
  ASSET_FILE_MISSING,
  ASSET_FILE_NOT_ALLOWED,
  ASSET_FILE_TOO_LARGE,
  ASSET_ITEM_UNKNOWN,
  LINK_FORMAT,
  NOT_ACCOUNT_TYPES,
  SECTION_FORMAT,
} from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { Media } from '../../../core/src';
import { textPdf } from '../../../simulators/src/pdf';
import { harness } from '../../../../scripts/test/harness';
import { FORM_TOO_LARGE } from '../middleware/body-limit';
import { settled } from '../../../../scripts/test/projections';
import { isStaged } from '../../../../scripts/test/s3';
import { storedChanges, storedState } from '../../../../scripts/test/stored-state';

const h = harness();
const state = storedState();

let admin: string;
let hc: string;
let patient: string;
let staff: string;
let betaHc: string;
let betaAdmin: string;
beforeAll(async () => {
  [admin, hc, patient, staff, betaHc, betaAdmin] = await Promise.all([
    h.demoToken('admin'),
    h.demoToken('hc'),
    h.demoToken('patient'),
    h.demoToken('staff'),
    h.demoToken('hc', 'beta'),
    h.demoToken('admin', 'beta'),
  ]);
});

const pdf = (text: string) => new File([textPdf([text])], 'guide.pdf', { type: 'application/pdf' });
const upload = (file: File, token = admin, domain = 'acme') => h.call('POST', 'assets/process-file/', { domain, token, form: { file } });
const section = (token: string, membership: number, url: string, domain = 'acme') =>
  h.call('POST', `assets/subscription/${membership}/section/`, { domain, token, body: { url } });
const names = (res: { body: { asset_name: string }[] }) => res.body.map((g) => g.asset_name);
const media = (file: string, token: string, domain = 'acme') =>
  h.app.request(`/media/assets/${file}`, { headers: { Domain: domain, Authorization: `token ${token}`, Accept: 'application/json' } });
const stored = async (file: string, identifier = 'acme') => {
  const ctx = await h.domainCtx(identifier);
  return ctx.providers.media.exists(Media.keyOf(ctx.domain.domainId, `assets/${file}`));
};
/** Whether a file still carries the staged tag (the bucket deletes such uploads after a day). */
const staged = async (file: string) => {
  const ctx = await h.domainCtx();
  return isStaged(Media.keyOf(ctx.domain.domainId, `assets/${file}`));
};

describe('resource asset groups', () => {
  it('show to the memberships and on the paths they are made for, with files only those members open', { timeout: 60_000 }, async () => {
    const name = `Harvest kit guide ${randomUUID().slice(0, 6)}`;
    const file = (await upload(pdf(name))).body.path as string;
    expect(file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const made = await h.call('POST', 'assets/', {
      domain: 'acme',
      token: admin,
      body: {
        asset_name: name,
        description: 'Packing the harvest kit',
        membership_ids: '4',
        sections: [{ url: '/Dashboard/' }, { url: '/fedex-request-label' }],
        assets: [
          { type: 1, name: '', path: 'https://www.fedex.com/en-us/tracking.html' },
          { type: 2, name: 'Kit PDF', path: file },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    await settled();
    const id: number = made.body.asset.id;
    expect(made.body.asset).toMatchObject({
      membership_ids: '4',
      memberships: [{ id: 4, name: 'Harvest Center' }],
      sections: [{ url: '/dashboard' }, { url: '/fedex-request-label' }],
      assets: [
        { type: 1, name: '', path: 'https://www.fedex.com/en-us/tracking.html' },
        { type: 2, name: 'Kit PDF', path: file },
      ],
    });

    // The harvest center sees it on its dashboard (however the path is written) and on its page, not elsewhere.
    expect(names(await section(hc, 4, '/dashboard'))).toContain(name);
    expect(names(await section(hc, 4, 'http://acme.localhost:3000/DASHBOARD/?tab=1#top'))).toContain(name);
    expect(names(await section(hc, 4, '/hc-profile'))).not.toContain(name);
    expect(names(await h.call('GET', 'assets/subscription/4/', { domain: 'acme', token: hc }))).toContain(name);
    expect((await media(file, hc)).status).toBe(200);
    // A patient, staff (another account type) and another domain's center do not, not even by the file's name.
    expect(names(await section(patient, 2, '/dashboard'))).not.toContain(name);
    expect((await section(patient, 4, '/dashboard')).status).toBe(404);
    expect((await h.call('GET', 'assets/subscription/4/', { domain: 'acme', token: patient })).status).toBe(404);
    expect(names(await section(staff, 9, '/dashboard'))).not.toContain(name);
    expect((await media(file, patient)).status).toBe(404);
    expect((await media(file, staff)).status).toBe(404);
    expect(names(await section(betaHc, 4, '/dashboard', 'beta'))).not.toContain(name);
    expect((await media(file, betaHc, 'beta')).status).toBe(404);
    expect((await media(`${randomUUID()}.pdf`, hc)).status).toBe(404);
    expect((await h.call('GET', `assets/${id}/`, { domain: 'beta', token: betaAdmin })).status).toBe(404);
    // The admin's own panel shows every group of the path; the Asset List finds it by its name.
    expect(names(await section(admin, 7, '/dashboard'))).toContain(name);
    const listed = await h.call('GET', `assets/?search=${encodeURIComponent(name.split(' ').slice(-1)[0]!)}`, { domain: 'acme', token: admin });
    expect(listed.body).toMatchObject({ count: 1, results: [{ id, asset_name: name }] });

    // Offered to staff too: staff see it and open its file.
    const edited = await h.call('PATCH', `assets/${id}/`, { domain: 'acme', token: admin, body: { membership_ids: '4,9' } });
    await settled();
    expect(edited.body.asset.membership_ids).toBe('4,9');
    expect(names(await section(staff, 9, '/dashboard'))).toContain(name);
    expect((await media(file, staff)).status).toBe(200);

    // Removing the file takes it out of S3, and no member opens it any more; removing the group empties the lists.
    const fileId = edited.body.asset.assets[1].id as number;
    const dropped = await h.call('PATCH', `assets/${id}/`, { domain: 'acme', token: admin, body: { assets_remove: [fileId] } });
    await settled();
    expect(dropped.body.asset.assets).toEqual([{ id: edited.body.asset.assets[0].id, type: 1, name: '', path: 'https://www.fedex.com/en-us/tracking.html' }]);
    expect(await stored(file)).toBe(false);
    expect((await media(file, admin)).status).toBe(404);
    // An upload is staged (deleted after a day unless saved) until the group names it.
    const second = (await upload(pdf(`${name} v2`))).body.path as string;
    expect(await staged(second)).toBe(true);
    await h.call('PATCH', `assets/${id}/`, {
      domain: 'acme',
      token: admin,
      body: { assets: [...dropped.body.asset.assets, { type: 2, name: '', path: second }] },
    });
    await settled();
    expect(await stored(second)).toBe(true);
    expect(await staged(second)).toBe(false);
    expect((await h.call('DELETE', `assets/${id}/`, { domain: 'acme', token: admin })).status).toBe(200);
    await settled();
    expect(await stored(second)).toBe(false);
    expect(names(await section(hc, 4, '/dashboard'))).not.toContain(name);
    expect((await h.call('GET', `assets/${id}/`, { domain: 'acme', token: admin })).status).toBe(404);
  });

  it('refuse uploads of another type or too large, and non-admins, storing nothing', { timeout: 30_000 }, async () => {
    const before = await state.take();
    expect(await upload(new File(['<html>guide</html>'], 'guide.pdf', { type: 'application/pdf' }))).toMatchObject({
      status: 400,
      body: { message: ASSET_FILE_NOT_ALLOWED },
    });
    const large = new File([textPdf(['big']), Buffer.alloc(4 * 1024 * 1024)], 'guide.pdf', { type: 'application/pdf' });
    expect(await upload(large)).toMatchObject({ status: 400, body: { message: ASSET_FILE_TOO_LARGE } });
    // Past the largest upload any route takes, the request is refused before it is read.
    const huge = new File([textPdf(['huge']), Buffer.alloc(5 * 1024 * 1024)], 'guide.pdf', { type: 'application/pdf' });
    expect(await upload(huge)).toMatchObject({ status: 413, body: { message: FORM_TOO_LARGE } });
    // An image must decode: an image's signature alone (a PNG's 4 bytes, a GIF's 6) is no image.
    for (const bytes of [[0x89, 0x50, 0x4e, 0x47], [...Buffer.from('GIF89a')]])
      expect(await upload(new File([Buffer.from(bytes)], 'photo.png', { type: 'image/png' })), String(bytes)).toMatchObject({
        status: 400,
        body: { message: ASSET_FILE_NOT_ALLOWED },
      });
    expect((await upload(pdf('mine'), hc)).status).toBe(403);
    expect(storedChanges(before, await state.take())).toEqual([]);
  });

  it('take an image that decodes, under a name of its type', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const res = await upload(new File([png], 'photo.png', { type: 'image/png' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.path).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await stored(res.body.path)).toBe(true);
  });

  it('answer bad input with 400 and change nothing', { timeout: 30_000 }, async () => {
    const body = { asset_name: 'Checklist', description: 'Steps', membership_ids: '4', sections: [{ url: '/dashboard' }], assets: [] };
    const existing = await h.call('POST', 'assets/', { domain: 'acme', token: admin, body });
    await settled();
    const id: number = existing.body.asset.id;
    const before = await state.take();
    const post = (over: object) => h.call('POST', 'assets/', { domain: 'acme', token: admin, body: { ...body, ...over } });
    const missing = await post({ asset_name: '', description: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`)).toEqual([
      'asset_name: Required',
      'description: Required',
    ]);
    expect(await post({ sections: [{ url: 'dashboard' }] })).toMatchObject({ status: 400, body: { message: `sections.0.url: ${SECTION_FORMAT}` } });
    expect(await post({ membership_ids: '4,7' })).toMatchObject({ status: 400, body: { message: `membership_ids: ${NOT_ACCOUNT_TYPES}` } });
    expect(await post({ assets: [{ type: 1, path: 'javascript:alert(1)' }] })).toMatchObject({
      status: 400,
      body: { message: `assets.0.path: ${LINK_FORMAT}` },
    });
    expect((await post({ assets: [{ type: 1, name: 'No path', path: '' }] })).body.message).toBe('assets.0.path: Required');
    expect(await post({ assets: [{ type: 2, path: `${randomUUID()}.pdf` }] })).toMatchObject({ status: 400, body: { message: ASSET_FILE_MISSING } });
    // Another domain's upload is not this domain's file.
    const betaFile = (await upload(pdf('beta'), betaAdmin, 'beta')).body.path as string;
    const afterBeta = await state.take();
    expect(await post({ assets: [{ type: 2, path: betaFile }] })).toMatchObject({ status: 400, body: { message: ASSET_FILE_MISSING } });
    const patch = (over: object) => h.call('PATCH', `assets/${id}/`, { domain: 'acme', token: admin, body: over });
    expect(await patch({ assets_remove: [999_999] })).toMatchObject({ status: 400, body: { message: ASSET_ITEM_UNKNOWN } });
    expect(await patch({ assets: [{ id: 999_999, type: 1, path: '/dashboard' }] })).toMatchObject({ status: 400, body: { message: ASSET_ITEM_UNKNOWN } });
    expect((await patch({ asset_name: '' })).status).toBe(400);
    expect((await h.call('PATCH', `assets/${id}/`, { domain: 'acme', token: hc, body: { asset_name: 'Mine' } })).status).toBe(403);
    await settled();
    expect((await h.call('DELETE', `assets/${id}/`, { domain: 'beta', token: betaAdmin })).status).toBe(404);
    await settled();
    expect((await h.call('POST', 'assets/subscription/4/section/', { domain: 'acme', token: hc, body: {} })).status).toBe(400);
    await settled();
    expect(storedChanges(afterBeta, await state.take())).toEqual([]);
    const betaId = (await h.domainCtx('beta')).domain.domainId;
    expect(storedChanges(before, afterBeta)).toEqual([`added bucket d${betaId}/media/assets/${betaFile}`]);
  });
});
