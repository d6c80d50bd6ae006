import { createRoute, z } from '@hono/zod-openapi';
import { HC_LOGO_MAX_BYTES, HcLogoUploaded, LOGO_TOO_LARGE, text } from '@portal/contracts';
import { Media } from '@portal/core';
import { bodyLimit } from 'hono/body-limit';
import { allow, signedIn } from '../middleware/auth';
import { errors, ok, router } from '../router';

const LogoUpload = z.strictObject({
  file: z.instanceof(File, { message: 'Choose an image file.' }).openapi({ type: 'string', format: 'binary' }),
  filename: text(200).optional(),
});

/** The harvest center's logo, uploaded from the HC profile and shown from /media/hc-logos/. */
export const hcLogoRoutes = router().openapi(
  createRoute({
    method: 'post',
    path: '/utilities/upload-hc-logo/',
    tags: ['centers'],
    // The request is cut off before it is read when it is far larger than any logo may be.
    middleware: [
      bodyLimit({ maxSize: HC_LOGO_MAX_BYTES + 64 * 1024, onError: (c) => c.json({ message: LOGO_TOO_LARGE, code: 'invalid' }, 413) }),
      signedIn(),
      allow('centers:logo-own'),
    ] as const,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: LogoUpload } } } },
    responses: { ...ok(HcLogoUploaded), ...errors(400, 403, 413, 415) },
  }),
  async (c) => {
    const ctx = c.get('memberCtx');
    const { file } = c.req.valid('form');
    const body = new Uint8Array(await file.arrayBuffer());
    const filename = await Media.putHcLogo(ctx, ctx.member.memberId, body);
    return c.json({ success: true, filename, hc_logo: filename, message: 'The logo has been updated.' }, 200);
  },
);
