import { z } from 'zod';

/** A white-label domain's identifier: the first label of its host name and the `Domain` header. */
export const DomainIdentifier = z
  .string()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Lower-case letters, digits and dashes only');

/** The public configuration of a domain, cached by the SPA and compared on every navigation. */
export const DomainConfig = z.object({
  domain: z.object({ id: z.number().int(), identifier: z.string(), name: z.string(), url: z.string() }),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  email_sender: z.string(),
  description: z.string(),
  email_notifications: z.string(),
  updated_at: z.string(),
});
export type DomainConfig = z.infer<typeof DomainConfig>;

export const BuildVersion = z.object({ version: z.string() });
export type BuildVersion = z.infer<typeof BuildVersion>;
