import { readFileSync } from 'node:fs';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_HEADER, ORIGIN_VERIFY_HEADER, originPathSegment } from '../packages/api/src/middleware/origin-verify';
import { openApiDocument } from '../packages/api/src/openapi-document';
import { API_CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, REFERRER_POLICY, STRICT_TRANSPORT_SECURITY } from '../packages/api/src/middleware/security-headers';
import { loadDomains } from './domains';
import { synthApp } from './synth-app';
import { Web, WEBHOOKS_PATH } from './web';
import { COMMON_BODY_RULES, UPLOAD_AND_SIGNING_PATHS, WAF_API_RATE_LIMIT, WAF_RATE_WINDOW_SECONDS, WAF_SITE_RATE_LIMIT } from './web-acl';

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
  Origins: { Id: string; OriginPath?: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[] }[];
}

const domains = JSON.parse(readFileSync('domains.json', 'utf8')) as { identifier: string }[];
const siteDomains = loadDomains();
let template: Template;
/** The white-label domains' distributions. */
let distributions: DistributionConfig[];
/** The stage's distribution for the providers' webhooks. */
let webhooks: DistributionConfig;

beforeAll(async () => {
  template = (await synthApp('prod')).template(Web);
  const all = Object.values(template.findResources('AWS::CloudFront::Distribution')).map(
    (resource) => (resource as { Properties: { DistributionConfig: DistributionConfig } }).Properties.DistributionConfig,
  );
  distributions = all.filter((config) => config.Comment.endsWith(' member portal'));
  webhooks = all.find((config) => config.Comment === 'Member portal webhooks of the stage')!;
});

/** What a synth without AWS sends as the origin secret (stacks/stage-secrets.ts), and the origin path derived from it. */
const offlineSecret = 'offline-synth-origin-secret';
const originPath = `/${originPathSegment(offlineSecret)}`;

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
  it("has one distribution per domain in domains.json, and the stage's webhook distribution", () => {
    expect(domains.length).toBeGreaterThan(0);
    expect(distributions).toHaveLength(domains.length);
    expect(webhooks).toBeDefined();
    template.resourceCountIs('AWS::CloudFront::Distribution', domains.length + 1);
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
      return origin.OriginCustomHeaders?.find((h) => h.HeaderName === DOMAIN_HEADER)?.HeaderValue;
    });
    expect(served.sort()).toEqual(domains.map((d) => d.identifier).sort());
  });

  it('routes the SPA itself without error pages that would mask API errors', () => {
    for (const config of distributions) {
      expect(config.CustomErrorResponses).toBeUndefined();
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    }
    template.resourceCountIs('AWS::CloudFront::Function', 3);
  });

  it("sends the origin secret to the API only, under the origin path, and lets CloudFront set the viewer's address on /api/* and /media/*", () => {
    const [viewerIp] = Object.keys(
      template.findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: Match.stringLikeRegexp('x-portal-viewer-ip') } }),
    );
    for (const config of distributions) {
      const api = apiOriginOf(config, '/api/*');
      expect(api.OriginCustomHeaders).toContainEqual({ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: offlineSecret });
      expect(api.OriginPath).toBe(originPath);
      for (const origin of config.Origins.filter((o) => o !== api))
        expect(origin.OriginCustomHeaders ?? []).not.toContainEqual(expect.objectContaining({ HeaderName: ORIGIN_VERIFY_HEADER }));
      for (const pathPattern of ['/api/*', '/media/*']) {
        const behavior = config.CacheBehaviors!.find((b) => b.PathPattern === pathPattern)!;
        expect(behavior.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewerIp, 'FunctionARN'] } }]);
      }
    }
  });
});

describe('host names', () => {
  it('serves each domain on its host name with a certificate CloudFront can use, TLS 1.2 at least', () => {
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
        Properties: {
          DomainName: domain.hostname,
          ValidationMethod: 'DNS',
          DomainValidationOptions: [{ DomainName: domain.hostname, HostedZoneId: expect.anything() }],
        },
      });
      for (const type of ['A', 'AAAA'])
        template.hasResourceProperties('AWS::Route53::RecordSet', { Name: `${domain.hostname}.`, Type: type, AliasTarget: Match.anyValue() });
    }
  });
});

describe('WAF', () => {
  type Rule = { Name: string; Priority: number; Action?: unknown; OverrideAction?: unknown; Statement: Record<string, unknown> };
  const rules = () => {
    const acls = Object.values(template.findResources('AWS::WAFv2::WebACL')) as { Properties: { Rules: Rule[] } }[];
    expect(acls).toHaveLength(1);
    return acls[0]!.Properties.Rules;
  };
  const rule = (name: string) => rules().find((r) => r.Name === name)!;
  const apiPaths = {
    OrStatement: {
      Statements: ['/api/', '/media/'].map((prefix) => ({
        ByteMatchStatement: Match.objectLike({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: prefix }),
      })),
    },
  };

  it('puts every distribution behind one CloudFront web ACL, in this order: rates, common rules, their body checks, known bad inputs', () => {
    const acls = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
    for (const config of [...distributions, webhooks]) expect(config.WebACLId).toEqual({ 'Fn::GetAtt': [acls[0], 'Arn'] });
    template.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(
      rules()
        .sort((a, b) => a.Priority - b.Priority)
        .map((r) => r.Name),
    ).toEqual([
      'RatePerAddress',
      'SiteRatePerAddress',
      'AWSManagedRulesCommonRuleSet',
      'CommonBodyRulesOutsideUploads',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    expect(rule('AWSManagedRulesKnownBadInputsRuleSet')).toMatchObject({
      OverrideAction: { None: {} },
      Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' } },
    });
  });

  it("limits an address's API calls and the SPA's files apart, each with its own figure", () => {
    expect(WAF_API_RATE_LIMIT).toBeGreaterThanOrEqual(30 * 60 * 5);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'RatePerAddress',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: {
              Limit: WAF_API_RATE_LIMIT,
              AggregateKeyType: 'IP',
              EvaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
              ScopeDownStatement: Match.objectLike(apiPaths),
            },
          },
        }),
        Match.objectLike({
          Name: 'SiteRatePerAddress',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: {
              Limit: WAF_SITE_RATE_LIMIT,
              AggregateKeyType: 'IP',
              EvaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
              ScopeDownStatement: { NotStatement: { Statement: Match.objectLike(apiPaths) } },
            },
          },
        }),
      ]),
    });
  });

  it('counts the common body checks (and the 8 KB body size) in the managed group, and blocks the first on every path but the upload and signing routes', () => {
    expect(rule('AWSManagedRulesCommonRuleSet')).toMatchObject({
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          RuleActionOverrides: ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY', 'GenericLFI_BODY', 'GenericRFI_BODY', 'EC2MetaDataSSRF_BODY'].map(
            (name) => ({ Name: name, ActionToUse: { Count: {} } }),
          ),
        },
      },
    });
    expect(rule('CommonBodyRulesOutsideUploads')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        AndStatement: {
          Statements: [
            { OrStatement: { Statements: COMMON_BODY_RULES.map(({ label }) => ({ LabelMatchStatement: { Scope: 'LABEL', Key: label } })) } },
            { NotStatement: { Statement: { RegexMatchStatement: { FieldToMatch: { UriPath: {} }, RegexString: UPLOAD_AND_SIGNING_PATHS } } } },
          ],
        },
      },
    });
  });

  it('exempts exactly the routes that take files, and the e-signature webhook, from the body checks', async () => {
    const document = await openApiDocument({ openapi: '3.1.0', info: { title: 'test', version: '0' } });
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.values(item as Record<string, { requestBody?: { content?: Record<string, unknown> } }>).map((operation) => ({
        url: `/api/v1${path.replaceAll(/\{[^}]+\}/g, '12')}`,
        files: Object.keys(operation.requestBody?.content ?? {}).includes('multipart/form-data'),
      })),
    );
    const exempt = new RegExp(UPLOAD_AND_SIGNING_PATHS);
    const uploads = operations.filter((o) => o.files);
    expect(uploads.length).toBeGreaterThanOrEqual(6);
    for (const { url } of uploads) expect(url, url).toMatch(exempt);
    expect('/api/v1/webhooks/boldsign/').toMatch(exempt);
    for (const url of [
      '/api/v1/auth/login/',
      '/api/v1/users/12/',
      '/api/v1/domain/config/12/validate-admin-pass/',
      '/api/v1/domain/file-signs/12/',
      '/api/v1/assets/process-file/x/',
    ])
      expect(url, url).not.toMatch(exempt);
  });

  it('logs blocked and counted requests, without the Authorization and Cookie headers, to a WAF log group', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-portal-prod', RetentionInDays: 30 });
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }],
      LoggingFilter: Match.objectLike({ DefaultBehavior: 'DROP' }),
    });
  });

  it('logs each distribution to the access-log bucket, under cloudfront/<domain>/ (the webhooks under cloudfront/webhooks/)', () => {
    for (const domain of siteDomains) {
      expect(distributionOf(domain.name).Logging).toEqual({
        Bucket: { 'Fn::ImportValue': expect.stringMatching(/AccessLogs/) },
        Prefix: `cloudfront/${domain.identifier}/`,
      });
    }
    expect(webhooks.Logging).toEqual({ Bucket: { 'Fn::ImportValue': expect.stringMatching(/AccessLogs/) }, Prefix: 'cloudfront/webhooks/' });
  });
});

describe("the stage's webhook distribution", () => {
  it('sends the webhook paths, uncached, with the origin secret and no domain, to the API under the origin path', () => {
    const origin = apiOriginOf(webhooks, WEBHOOKS_PATH);
    expect(origin.OriginPath).toBe(originPath);
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: offlineSecret }]);
    expect(webhooks.CacheBehaviors).toEqual([
      expect.objectContaining({
        PathPattern: WEBHOOKS_PATH,
        AllowedMethods: expect.arrayContaining(['POST']),
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      }),
    ]);
    expect(webhooks.Aliases).toBeUndefined();
  });

  it('answers every other path 404 at the edge, and gives BoldSign its one URL as an output', () => {
    const [notFound] = Object.keys(
      template.findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: Match.stringLikeRegexp('statusCode: 404') } }),
    );
    expect(webhooks.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [notFound, 'FunctionARN'] } },
    ]);
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(JSON.stringify(outputs.WebhookUrl!.Value)).toMatch(/Webhooks.*DomainName.*\/api\/v1\/webhooks\/boldsign\//);
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
  it("sends HSTS and the local server's headers with the SPA, its policy allowing BoldSign's frames and the media bucket", () => {
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
