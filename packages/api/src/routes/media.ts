import { Hono } from 'hono';
import { Assets, Documents, Labels, Media } from '@portal/core';
import type { AppEnv } from '../env';
import { signedIn } from '../middleware/auth';

/** /media/...: checks the caller may see the object, then redirects to a short-lived signed URL. */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/domain/:file', async (c) => {
    const url = await Media.brandingUrl(c.get('domainCtx'), c.req.param('file'));
    c.header('Cache-Control', 'private, max-age=60');
    return c.redirect(url, 302);
  })
  .get('/hc-logos/:file', async (c) => {
    const url = await Media.hcLogoUrl(c.get('domainCtx'), c.req.param('file'));
    c.header('Cache-Control', 'private, max-age=60');
    return c.redirect(url, 302);
  })
  // A shipping label, for the center that asked for it and admins; served as the signed PDFs are.
  .get('/fedex-label/:file', signedIn(), async (c) => {
    const url = await Labels.labelUrl(c.get('memberCtx'), c.req.param('file'));
    c.header('Cache-Control', 'private, no-store');
    if (c.req.header('Accept')?.includes('application/json')) return c.json({ url }, 200);
    return c.redirect(url, 302);
  })
  // A Resource Center file, for members its group is offered to and admins; served as the labels are.
  .get('/assets/:file', signedIn(), async (c) => {
    const url = await Assets.fileUrl(c.get('memberCtx'), c.req.param('file'));
    c.header('Cache-Control', 'private, no-store');
    if (c.req.header('Accept')?.includes('application/json')) return c.json({ url }, 200);
    return c.redirect(url, 302);
  })
  // A signed PDF, for a member who may read the document. Links cannot send the token, so the
  // SPA asks with it (Accept: application/json) and opens the short-lived link it gets back.
  .get('/:file{[A-Za-z0-9_-]+\\.pdf}', signedIn(), async (c) => {
    const url = await Documents.pdfUrl(c.get('memberCtx'), c.req.param('file').replace(/\.pdf$/, ''));
    c.header('Cache-Control', 'private, no-store');
    if (c.req.header('Accept')?.includes('application/json')) return c.json({ url }, 200);
    return c.redirect(url, 302);
  });
