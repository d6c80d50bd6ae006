import { createRoute, z } from '@hono/zod-openapi';
import { HC_LOGO_MAX_BYTES, HcLogoUploaded } from '@portal/contracts';
import { Media } from '@portal/core';
import { allow, signedIn } from '../middleware/auth';
import { errors, ok, router } from '../router';

const LogoUpload = z.object({
  file: z.instanceof(File, { message: 'Choose an image file.' }).openapi({ type: 'string', format: 'binary' }),
  filename: z.string().trim().max(200).optional(),
});

/** The harvest center's logo, uploaded from the HC profile and shown from /media/hc-logos/. */
export const hcLogoRoutes = router().openapi(
  createRoute({
    method: 'post',
    path: '/utilities/upload-hc-logo/',
    tags: ['centers'],
    middleware: [signedIn(), allow('centers:logo-own')] as const,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: LogoUpload } } } },
    responses: { ...ok(HcLogoUploaded), ...errors(400, 403) },
  }),
  async (c) => {
    const ctx = c.get('memberCtx');
    const { file } = c.req.valid('form');
    // The size is checked before the body is read into memory.
    const body = file.size > HC_LOGO_MAX_BYTES ? new Uint8Array(HC_LOGO_MAX_BYTES + 1) : new Uint8Array(await file.arrayBuffer());
    const filename = await Media.putHcLogo(ctx, ctx.member.memberId, body, HC_LOGO_MAX_BYTES);
    return c.json({ success: true, filename, hc_logo: filename, message: 'The logo has been updated.' }, 200);
  },
);
