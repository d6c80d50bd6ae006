import { z } from 'zod/mini';

const Env = z.object({
  API_URL: z._default(z.string(), '/api/v1'),
  PORTAL_DOMAIN: z.optional(z.string()),
});

export const env = Env.parse({
  API_URL: import.meta.env.VITE_API_URL || undefined,
  PORTAL_DOMAIN: import.meta.env.VITE_PORTAL_DOMAIN || undefined,
});
