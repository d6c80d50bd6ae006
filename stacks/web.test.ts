import { readFileSync } from 'node:fs';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthApp } from './synth-app';
import { Web } from './web';

interface CacheBehavior {
  PathPattern: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  CachePolicyId: string;
  OriginRequestPolicyId: string;
}
interface DistributionConfig {
  CacheBehaviors?: CacheBehavior[];
  CustomErrorResponses?: unknown[];
  DefaultCacheBehavior: { FunctionAssociations?: { EventType: string }[] };
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
