import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DomainIdentifier } from '../packages/contracts/src/domain';

const hostName = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'a lower-case DNS name such as portal.example.com');

/**
 * A white-label domain served by its own CloudFront distribution, on `hostname` when it has one.
 * CloudFront needs a certificate for the host name in us-east-1: with `hostedZone` (a Route 53 zone
 * of the account) the deploy requests it, validates it and adds the alias records; with DNS kept
 * elsewhere, `certificateArn` names one requested and validated beforehand (docs/deploy.md).
 */
export const SiteDomain = z
  .strictObject({
    identifier: DomainIdentifier,
    name: z.string().trim().min(1, 'the name is required'),
    hostname: hostName.optional(),
    hostedZone: hostName.optional(),
    certificateArn: z
      .string()
      .regex(
        /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
        'an ACM certificate ARN in us-east-1, the only region CloudFront takes certificates from',
      )
      .optional(),
  })
  .superRefine((domain, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    const { hostname, hostedZone, certificateArn } = domain;
    if (hostname && !hostedZone && !certificateArn) {
      issue(
        `host name ${hostname} needs a certificate: give the Route 53 hostedZone it is in, or the certificateArn of one requested for it in us-east-1 (docs/deploy.md, Certificates)`,
      );
    }
    if (hostedZone && certificateArn) issue('give hostedZone or certificateArn, not both');
    if (!hostname && (hostedZone || certificateArn)) issue('hostedZone and certificateArn belong to a hostname');
    if (hostname && hostedZone && hostname !== hostedZone && !hostname.endsWith(`.${hostedZone}`)) {
      issue(`host name ${hostname} is not in the hosted zone ${hostedZone}`);
    }
  });
export type SiteDomain = z.infer<typeof SiteDomain>;

/** Reads domains.json at the repository root; identifiers follow the contract and are unique. */
export function loadDomains(file = path.resolve('domains.json')): SiteDomain[] {
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${file}: expected a non-empty array`);
  const domains = entries.map((entry, i) => parseDomain(entry, `${file}[${i}]`));
  if (new Set(domains.map((domain) => domain.identifier)).size !== domains.length) {
    throw new Error(`${file}: identifiers must be unique`);
  }
  return domains;
}

function parseDomain(entry: unknown, where: string): SiteDomain {
  const parsed = SiteDomain.safeParse(entry);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  throw new Error(`${where}: ${problems.join('; ')}`);
}
