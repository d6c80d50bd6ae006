import { describe, expect, it } from 'vitest';
import { harness } from '../../../../scripts/test/harness';

const h = harness();

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A PNG's first bytes and its header chunk, naming its size: what a reader of image sizes reads, and nothing more. */
const pngHeader = (width: number, height: number) => {
  const header = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(header);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
};

const upload = (token: string, file: Blob, actingAs?: number) =>
  h.call('POST', 'utilities/upload-hc-logo/', { domain: 'acme', token, form: { file, filename: 'logo.png' }, actingAs });

describe('the harvest center logo', () => {
  it('is stored under a new name, set on the center and served from /media/hc-logos/', async () => {
    const center = await h.newMember([4]);
    const token = await h.login(center.email);
    const res = await upload(token, new File([png], 'logo.png', { type: 'image/png' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.hc_logo).toMatch(new RegExp(`^${center.memberId}-[0-9a-f-]{36}\\.png$`));
    expect((await h.call('GET', `users/${center.memberId}/`, { domain: 'acme', token })).body.hc_logo).toBe(res.body.hc_logo);
    const served = await h.app.request(`/media/hc-logos/${res.body.hc_logo}`, { headers: { Domain: 'acme' } });
    expect(served.status).toBe(302);
    const object = await fetch(served.headers.get('location')!);
    expect(Buffer.from(await object.arrayBuffer()).equals(png)).toBe(true);
    expect(object.headers.get('content-type')).toBe('image/png');
    // Another domain does not serve it.
    expect((await h.app.request(`/media/hc-logos/${res.body.hc_logo}`, { headers: { Domain: 'beta' } })).status).toBe(404);
  });

  it('refuses files that are not images, whatever they claim, and images over 2 MB; nothing changes', async () => {
    const center = await h.newMember([4]);
    const token = await h.login(center.email);
    const fake = await upload(token, new File([Buffer.from('<svg onload="alert(1)"/>')], 'logo.png', { type: 'image/png' }));
    expect(fake).toMatchObject({ status: 400, body: { message: 'The logo must be a PNG, JPEG, GIF or WebP image.' } });
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await upload(token, new File([big], 'logo.png', { type: 'image/png' }));
    expect(large).toMatchObject({ status: 400, body: { message: 'The logo must be 2 MB or smaller.' } });
    // An image must decode: a PNG's signature alone is no image, nor one far wider than any logo.
    const signature = await upload(token, new File([Buffer.from([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(signature).toMatchObject({ status: 400, body: { message: 'The logo must be a PNG, JPEG, GIF or WebP image.' } });
    const wide = await upload(token, new File([pngHeader(20_000, 1)], 'logo.png', { type: 'image/png' }));
    expect(wide).toMatchObject({ status: 400, body: { message: 'The image must be 1 to 10000 pixels wide and high.' } });
    // Far larger requests are cut off before they are read.
    const huge = await upload(token, new File([Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)])], 'logo.png', { type: 'image/png' }));
    expect(huge).toMatchObject({ status: 413, body: { message: 'The logo must be 2 MB or smaller.' } });
    // A JSON body is the wrong kind of request altogether.
    expect((await h.call('POST', 'utilities/upload-hc-logo/', { domain: 'acme', token, body: {} })).status).toBe(415);
    expect((await h.call('POST', 'utilities/upload-hc-logo/', { domain: 'acme', token, form: { filename: 'x' } })).body.message).toBe(
      'file: Choose an image file.',
    );
    expect((await h.call('GET', `users/${center.memberId}/`, { domain: 'acme', token })).body.hc_logo).toBe('');
  });

  it('is for centers, and staff who entered one upload it for the center', async () => {
    const patient = await h.demoToken('patient');
    expect((await upload(patient, new File([png], 'logo.png'))).status).toBe(403);
    const staff = await h.demoToken('staff');
    const res = await upload(staff, new File([png], 'logo.png'), 4);
    expect(res.body.hc_logo).toMatch(/^4-/);
  });
});
