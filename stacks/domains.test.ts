import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDomains } from './domains';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-domains-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const load = (entries: unknown) => {
  const file = path.join(dir, `domains-${files++}.json`);
  writeFileSync(file, JSON.stringify(entries));
  return loadDomains(file);
};

const arn = 'arn:aws:acm:us-east-1:123456789012:certificate/0d9f3c52-6a8e-4b1f-9c0a-2f5e7d1b4a63';

describe('loadDomains', () => {
  it('reads domains.json, whose entries all have a certificate for their host name', () => {
    for (const domain of loadDomains()) {
      if (domain.hostname) expect(domain.hostedZone ?? domain.certificateArn, domain.identifier).toBeDefined();
    }
  });

  it('takes a host name with its Route 53 zone, or with a certificate requested beforehand, or neither', () => {
    expect(
      load([
        { identifier: 'acme', name: 'Acme', hostname: 'portal.acme.example', hostedZone: 'acme.example' },
        { identifier: 'beta', name: 'Beta', hostname: 'portal.beta.example', certificateArn: arn },
        { identifier: 'gamma', name: 'Gamma' },
      ]),
    ).toEqual([
      { identifier: 'acme', name: 'Acme', hostname: 'portal.acme.example', hostedZone: 'acme.example' },
      { identifier: 'beta', name: 'Beta', hostname: 'portal.beta.example', certificateArn: arn },
      { identifier: 'gamma', name: 'Gamma' },
    ]);
  });

  it('names the entry and says what to add when a host name has neither a zone nor a certificate', () => {
    expect(() => load([{ identifier: 'acme', name: 'Acme', hostname: 'portal.acme.example' }])).toThrow(
      /domains-\d+\.json\[0\]: host name portal\.acme\.example needs a certificate: give the Route 53 hostedZone .* or the certificateArn/,
    );
  });

  it('refuses both at once, either without a host name, a zone the host is not in and a certificate outside us-east-1', () => {
    const cases: [object, RegExp][] = [
      [{ hostname: 'portal.acme.example', hostedZone: 'acme.example', certificateArn: arn }, /not both/],
      [{ certificateArn: arn }, /belong to a hostname/],
      [{ hostname: 'portal.acme.example', hostedZone: 'other.example' }, /not in the hosted zone other\.example/],
      [{ hostname: 'portal.acme.example', certificateArn: arn.replace('us-east-1', 'eu-west-1') }, /certificateArn: an ACM certificate ARN in us-east-1/],
      [{ hostname: 'Portal.Acme.example', hostedZone: 'acme.example' }, /hostname: a lower-case DNS name/],
    ];
    for (const [fields, message] of cases) {
      expect(() => load([{ identifier: 'acme', name: 'Acme', ...fields }]), JSON.stringify(fields)).toThrow(message);
    }
  });

  it('refuses unknown fields (a misspelt certificateArn would otherwise be ignored) and repeated identifiers', () => {
    expect(() => load([{ identifier: 'acme', name: 'Acme', certificateARN: arn }])).toThrow(/certificateARN/);
    expect(() =>
      load([
        { identifier: 'acme', name: 'A' },
        { identifier: 'acme', name: 'B' },
      ]),
    ).toThrow(/identifiers must be unique/);
    expect(() => load([{ identifier: 'Acme!', name: 'A' }])).toThrow(/identifier/);
  });
});
