import { Hono } from 'hono';
import { Media, DomainError } from '@portal/core';
import type { AppEnv } from '../env';

/** /media/...: checks the caller may see the object, then redirects to a short-lived signed URL. */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/domain/:file', async (c) => {
    const url = await Media.brandingUrl(c.get('domainCtx'), c.req.param('file'));
    if (!url) throw new DomainError('not_found', 'File not found.');
    c.header('Cache-Control', 'private, max-age=60');
    return c.redirect(url, 302);
  })
  .get('/hc-logos/:file', async (c) => {
    const url = await Media.hcLogoUrl(c.get('domainCtx'), c.req.param('file'));
    if (!url) throw new DomainError('not_found', 'File not found.');
    c.header('Cache-Control', 'private, max-age=60');
    return c.redirect(url, 302);
  });
