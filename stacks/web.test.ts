import { readFileSync } from 'node:fs';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../packages/api/src/middleware/origin-verify';
import {
  API_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../packages/api/src/middleware/security-headers';
import { loadDomains } from './domains';
import { synthApp } from './synth-app';
import { Web } from './web';
import { WAF_RATE_LIMIT } from './web-acl';

interface CacheBehavior {
  PathPattern: string;
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
  TargetOriginId: string;
  AllowedMethods: string[];
  CachePolicyId: string;
  OriginRequestPolicyId: string;
  ResponseHeadersPolicyId?: { Ref: string };
}
interface DistributionConfig {
  Aliases?: string[];
  ViewerCertificate?: { AcmCertificateArn: unknown; SslSupportMethod: string; MinimumProtocolVersion: string };
  WebACLId?: unknown;
  Logging?: { Bucket: unknown; Prefix: string };
  Comment: string;
  CacheBehaviors?: CacheBehavior[];
  CustomErrorResponses?: unknown[];
  DefaultCacheBehavior: { FunctionAssociations?: { EventType: string }[]; ResponseHeadersPolicyId?: { Ref: string } };
  Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[] }[];
}

const domains = JSON.parse(readFileSync('domains.json', 'utf8')) as { identifier: string }[];
const siteDomains = loadDomains();
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

const distributionOf = (name: string) => {
  const config = distributions.find((c) => c.Comment === `${name} member portal`);
  expect(config, name).toBeDefined();
  return config!;
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
    template.resourceCountIs('AWS::CloudFront::Function', 2);
  });

  it("sends the origin secret to the API only, and lets CloudFront set the viewer's address on /api/* and /media/*", () => {
    const [viewerIp] = Object.keys(template.findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: Match.stringLikeRegexp('x-portal-viewer-ip') } }));
    for (const config of distributions) {
      const api = apiOriginOf(config, '/api/*');
      expect(api.OriginCustomHeaders).toContainEqual({ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: 'offline-synth-origin-secret' });
      for (const origin of config.Origins.filter((o) => o !== api)) expect(origin.OriginCustomHeaders ?? []).not.toContainEqual(expect.objectContaining({ HeaderName: ORIGIN_VERIFY_HEADER }));
      for (const pathPattern of ['/api/*', '/media/*']) {
        const behavior = config.CacheBehaviors!.find((b) => b.PathPattern === pathPattern)!;
        expect(behavior.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewerIp, 'FunctionARN'] } }]);
      }
    }
  });
});

describe('host names', () => {
  it("serves each domain on its host name with a certificate CloudFront can use, TLS 1.2 at least", () => {
    for (const domain of siteDomains) {
      const config = distributionOf(domain.name);
      expect(config.Aliases).toEqual([domain.hostname]);
      expect(config.ViewerCertificate).toMatchObject({ SslSupportMethod: 'sni-only', MinimumProtocolVersion: 'TLSv1.2_2021' });
    }
  });

  it('uses the certificate requested beforehand for DNS kept elsewhere', () => {
    const external = siteDomains.filter((d) => d.certificateArn);
    expect(external.length).toBeGreaterThan(0);
    for (const domain of external) expect(distributionOf(domain.name).ViewerCertificate!.AcmCertificateArn).toBe(domain.certificateArn);
  });

  it('requests a DNS-validated certificate in the Route 53 zone and adds the alias records there', () => {
    const zoned = siteDomains.filter((d) => d.hostedZone);
    expect(zoned.length).toBeGreaterThan(0);
    for (const domain of zoned) {
      const { Ref: certificate } = distributionOf(domain.name).ViewerCertificate!.AcmCertificateArn as { Ref: string };
      expect(template.toJSON().Resources[certificate]).toMatchObject({
        Type: 'AWS::CertificateManager::Certificate',
        Properties: { DomainName: domain.hostname, ValidationMethod: 'DNS', DomainValidationOptions: [{ DomainName: domain.hostname, HostedZoneId: expect.anything() }] },
      });
      for (const type of ['A', 'AAAA']) template.hasResourceProperties('AWS::Route53::RecordSet', { Name: `${domain.hostname}.`, Type: type, AliasTarget: Match.anyValue() });
    }
  });
});

describe('WAF', () => {
  it('puts every distribution behind one CloudFront web ACL: a rate limit per address, the common rules (body size only counted) and known bad inputs', () => {
    const acls = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    for (const config of distributions) expect(config.WebACLId).toEqual({ 'Fn::GetAtt': [acls[0], 'Arn'] });
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({ Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: WAF_RATE_LIMIT, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } } }),
        Match.objectLike({
          OverrideAction: { None: {} },
          Statement: {
            ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet', RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }] },
          },
        }),
        Match.objectLike({ OverrideAction: { None: {} }, Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' } } }),
      ],
    });
  });

  it('logs blocked and counted requests, without the Authorization and Cookie headers, to a WAF log group', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-portal-prod', RetentionInDays: 30 });
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }],
      LoggingFilter: Match.objectLike({ DefaultBehavior: 'DROP' }),
    });
  });

  it('logs each distribution to the access-log bucket, under cloudfront/<domain>/', () => {
    for (const domain of siteDomains) {
      expect(distributionOf(domain.name).Logging).toEqual({ Bucket: { 'Fn::ImportValue': expect.stringMatching(/AccessLogs/) }, Prefix: `cloudfront/${domain.identifier}/` });
    }
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
