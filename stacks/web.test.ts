import { readFileSync } from 'node:fs';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../packages/api/src/middleware/security-headers';
import { synthApp } from './synth-app';
import { Web } from './web';

interface CacheBehavior {
  PathPattern: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  CachePolicyId: string;
  OriginRequestPolicyId: string;
  ResponseHeadersPolicyId?: { Ref: string };
}
interface DistributionConfig {
  CacheBehaviors?: CacheBehavior[];
  CustomErrorResponses?: unknown[];
  DefaultCacheBehavior: { FunctionAssociations?: { EventType: string }[]; ResponseHeadersPolicyId?: { Ref: string } };
  Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[] }[];
}

const domains = JSON.parse(readFileSync('domains.json', 'utf8')) as { identifier: string }[];
let template: Template;
let distributions: DistributionConfig[];

beforeAll(async () => {
  template = (await synthApp('prod')).template(Web);
  distributions = Object.values(template.findResources('AWS::CloudFront::Distribution')).map(
    (resource) => (resource as { Properties: { DistributionConfig: DistributionConfig } }).Properties.DistributionConfig,
  );
});

const apiOriginOf = (config: DistributionConfig, pathPattern: string) => {
  const behavior = config.CacheBehaviors?.find((b) => b.PathPattern === pathPattern);
  expect(behavior, pathPattern).toBeDefined();
  return config.Origins.find((origin) => origin.Id === behavior!.TargetOriginId)!;
};

describe('web', () => {
  it('has one distribution per domain in domains.json', () => {
    expect(domains.length).toBeGreaterThan(0);
    template.resourceCountIs('AWS::CloudFront::Distribution', domains.length);
  });

  it('sends /api/* and /media/* uncached, with every method, to the API', () => {
    for (const config of distributions) {
      for (const pathPattern of ['/api/*', '/media/*']) {
        expect(config.CacheBehaviors).toContainEqual(
          expect.objectContaining({
            PathPattern: pathPattern,
            AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
          }),
        );
      }
    }
  });

  it('tells the API which domain each distribution serves', () => {
    const served = distributions.map((config) => {
      const origin = apiOriginOf(config, '/api/*');
      expect(apiOriginOf(config, '/media/*')).toBe(origin);
      return origin.OriginCustomHeaders?.find((h) => h.HeaderName === 'x-portal-domain')?.HeaderValue;
    });
    expect(served.sort()).toEqual(domains.map((d) => d.identifier).sort());
  });

  it('routes the SPA itself without error pages that would mask API errors', () => {
    for (const config of distributions) {
      expect(config.CustomErrorResponses).toBeUndefined();
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        expect.objectContaining({ EventType: 'viewer-request' }),
      ]);
    }
    template.resourceCountIs('AWS::CloudFront::Function', 1);
  });
});

interface HeadersPolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean };
    ContentTypeOptions: { Override: boolean };
    FrameOptions: { FrameOption: string; Override: boolean };
    ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
    StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Override: boolean };
  };
  CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
}

const headersPolicy = (ref: { Ref: string } | undefined): HeadersPolicyConfig => {
  expect(ref).toBeDefined();
  const resource = template.toJSON().Resources[ref!.Ref] as { Type: string; Properties: { ResponseHeadersPolicyConfig: HeadersPolicyConfig } };
  expect(resource.Type).toBe('AWS::CloudFront::ResponseHeadersPolicy');
  return resource.Properties.ResponseHeadersPolicyConfig;
};

/** The CSP as CloudFormation will join it: the bucket's name is a reference until deploy. */
const cspText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '{bucket}')).join('');

describe('security headers', () => {
  it('sends HSTS and the local server\'s headers with the SPA, its policy allowing BoldSign\'s frames and the media bucket', () => {
    for (const config of distributions) {
      const spa = headersPolicy(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
      const security = spa.SecurityHeadersConfig;
      expect(security.StrictTransportSecurity).toEqual({
        AccessControlMaxAgeSec: STRICT_TRANSPORT_SECURITY.maxAgeSeconds,
        IncludeSubdomains: true,
        Override: true,
      });
      expect(security.ContentTypeOptions).toEqual({ Override: true });
      expect(security.FrameOptions).toEqual({ FrameOption: 'SAMEORIGIN', Override: true });
      expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: REFERRER_POLICY, Override: true });
      expect(spa.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }]);
      const csp = cspText(security.ContentSecurityPolicy.ContentSecurityPolicy);
      expect(csp).toContain("frame-src 'self' https://app.boldsign.com;");
      expect(csp).toContain("img-src 'self' data: https://{bucket}.s3.us-east-1.amazonaws.com;");
      expect(csp).toContain("frame-ancestors 'self';");
      expect(csp).toContain("script-src 'self';");
    }
  });

  it("adds HSTS to the API's answers and keeps the API's own headers", () => {
    for (const config of distributions) {
      for (const pathPattern of ['/api/*', '/media/*']) {
        const behavior = config.CacheBehaviors!.find((b) => b.PathPattern === pathPattern)!;
        const security = headersPolicy(behavior.ResponseHeadersPolicyId).SecurityHeadersConfig;
        expect(security.StrictTransportSecurity.Override).toBe(true);
        expect(security.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: API_CONTENT_SECURITY_POLICY, Override: false });
        expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: false });
      }
    }
  });
});
