import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Duration, Fn, Token, type Stack } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { StaticSite, use, type StackContext, type StaticSiteProps } from 'sst/constructs';
import {
  API_CONTENT_SECURITY_POLICY,
  esignFrameOrigin,
  mediaOrigin,
  paymentsOrigins,
  PERMISSIONS_POLICY,
  spaContentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
} from '../packages/api/src/middleware/security-headers';
import { DOMAIN_HEADER, ORIGIN_VERIFY_HEADER } from '../packages/api/src/middleware/origin-verify';
import { acceptJsUrl, AUTHORIZENET_PRODUCTION, requestUrl } from '../packages/core/src/providers/payments/authorizenet-hosts';
import { logBucketAccess } from './logs-and-alarms';
import { Api } from './api';
import { loadDomains, type SiteDomain } from './domains';
import { notFoundCode, spaRoutingCode, viewerIpCode } from './edge-functions';
import { Monitoring } from './monitoring';
import { Storage } from './storage';
import { edgeWebAcl } from './web-acl';

const placeholderDir = '.build/web-placeholder';
/** Where the stage's webhook distribution sends provider calls on to the API. */
export const WEBHOOKS_PATH = '/api/v1/webhooks/*';

/**
 * The headers the local server sends (packages/api/src/middleware/security-headers.ts), plus HSTS.
 * The SPA's are CloudFront's to set; on the API's answers CloudFront adds only what the API left out.
 */
function securityHeadersPolicy(stack: Stack, id: string, options: { contentSecurityPolicy: string; frameOption: HeadersFrameOption; override: boolean }) {
  const { override } = options;
  return new ResponseHeadersPolicy(stack, id, {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: options.contentSecurityPolicy, override },
      contentTypeOptions: { override },
      frameOptions: { frameOption: options.frameOption, override },
      // REFERRER_POLICY, as CloudFront names it.
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
        includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
        override: true,
      },
    },
    customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override }] },
  });
}

const gatewayHosts = (baseUrl: string) => ({ requestUrl: requestUrl(baseUrl), acceptJsUrl: acceptJsUrl(baseUrl) });

/**
 * The domain's host name and certificate: one the deploy requests and validates in the domain's
 * Route 53 zone (SST then adds the alias records), or one requested beforehand for DNS kept elsewhere.
 */
function customDomain(stack: Stack, domain: SiteDomain): StaticSiteProps['customDomain'] {
  const { identifier, hostname, hostedZone, certificateArn } = domain;
  if (!hostname) return undefined;
  if (certificateArn) {
    const account = certificateArn.split(':')[4];
    if (!Token.isUnresolved(stack.account) && account !== stack.account)
      throw new Error(`domains.json ${identifier}: certificate ${certificateArn} is not in this deploy's account (${stack.account})`);
    return {
      domainName: hostname,
      isExternalDomain: true,
      cdk: { certificate: Certificate.fromCertificateArn(stack, `Certificate-${identifier}`, certificateArn) },
    };
  }
  const zone = HostedZone.fromLookup(stack, `Zone-${identifier}`, { domainName: hostedZone! });
  const certificate = new Certificate(stack, `Certificate-${identifier}`, { domainName: hostname, validation: CertificateValidation.fromDns(zone) });
  return { domainName: hostname, cdk: { hostedZone: zone, certificate } };
}

/**
 * One CloudFront distribution per white-label domain, on its host name: the SPA, with /api and
 * /media sent to the API with the origin secret, behind one WAF web ACL, logged to the access-log
 * bucket. And one of the stage's own for the providers' webhooks (the WebhookUrl output).
 */
export function Web({ stack }: StackContext) {
  const { api, originSecret, originPath } = use(Api);
  const { bucket } = use(Storage);
  const { accessLogs } = use(Monitoring);
  const webAcl = edgeWebAcl(stack);
  const spaRouting = new CloudFrontFunction(stack, 'SpaRouting', { code: FunctionCode.fromInline(spaRoutingCode) });
  const viewerIp = new CloudFrontFunction(stack, 'ViewerIp', { code: FunctionCode.fromInline(viewerIpCode) });
  // The signing frames come from BoldSign's app host for the region the API uses (stacks/core-runtime.ts).
  const spaContentPolicy = spaContentSecurityPolicy({
    esign: esignFrameOrigin(process.env.BOLDSIGN_BASE_URL || undefined),
    media: mediaOrigin({ bucketName: bucket.bucketName, region: stack.region }),
    // Accept.js and the host it posts cards to, for the gateway the API is deployed with (stacks/core-runtime.ts).
    ...(process.env.AUTHORIZENET_API_LOGIN_ID ? { payments: paymentsOrigins(gatewayHosts(process.env.AUTHORIZENET_BASE_URL || AUTHORIZENET_PRODUCTION)) } : {}),
  });
  const spaHeaders = securityHeadersPolicy(stack, 'SpaHeaders', {
    contentSecurityPolicy: spaContentPolicy,
    frameOption: HeadersFrameOption.SAMEORIGIN,
    override: true,
  });
  const apiHeaders = securityHeadersPolicy(stack, 'ApiHeaders', {
    contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
    frameOption: HeadersFrameOption.DENY,
    override: false,
  });

  /**
   * The API's behavior, for a domain or (without one) for the webhooks. API Gateway routes only
   * paths under the origin path; the API refuses requests without the origin secret and takes the
   * domain from the domain header. CloudFront overwrites any value a viewer sends in either.
   */
  const apiBehavior = (identifier?: string): BehaviorOptions => ({
    origin: new HttpOrigin(Fn.parseDomainName(api.url), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originPath,
      customHeaders: { ...(identifier ? { [DOMAIN_HEADER]: identifier } : {}), [ORIGIN_VERIFY_HEADER]: originSecret },
    }),
    functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: apiHeaders,
  });

  for (const domain of loadDomains()) {
    const domainApi = apiBehavior(domain.identifier);

    const site = new StaticSite(stack, `Site-${domain.identifier}`, {
      ...siteSource(domain.identifier),
      environment: { VITE_PORTAL_DOMAIN: domain.identifier, VITE_API_URL: '' },
      customDomain: customDomain(stack, domain),
      cdk: {
        // Each deploy replaces the files; earlier versions are kept 30 days.
        bucket: { enforceSSL: true, versioned: true, lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }] },
        distribution: {
          comment: `${domain.name} member portal`,
          webAclId: webAcl.attrArn,
          minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          enableLogging: true,
          logBucket: accessLogs,
          logFilePrefix: `cloudfront/${domain.identifier}/`,
          // Distribution-wide error pages would also turn the API's 403 and 404 into index.html.
          errorResponses: [],
          defaultBehavior: {
            functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
            responseHeadersPolicy: spaHeaders,
          },
          additionalBehaviors: { '/api/*': domainApi, '/media/*': domainApi },
        },
      },
    });
    // Replaced by SpaRouting above: SST's own rewrite maps routes to missing .html files.
    site.node.tryRemoveChild('CloudFrontFunction');
    logBucketAccess(site.cdk!.bucket, `site-${domain.identifier}`);

    const key = domain.identifier.replace(/[^a-z0-9]/g, '');
    stack.addOutputs({ [`SiteUrl${key}`]: site.url });
    if (domain.hostname) {
      // With DNS outside Route 53, the host name is a CNAME of this (docs/deploy.md, Certificates and DNS).
      stack.addOutputs({ [`SiteHostname${key}`]: domain.hostname, [`SiteDistribution${key}`]: site.cdk!.distribution.distributionDomainName });
    }
  }

  // BoldSign's account has one webhook URL for every domain: a distribution of the stage's own, so
  // the URL stays while domains come and go. It passes the webhook paths only (no domain, so
  // nothing domain-scoped answers) and answers everything else 404 at the edge.
  const webhookApi = apiBehavior();
  const webhooks = new Distribution(stack, 'Webhooks', {
    comment: 'Member portal webhooks of the stage',
    webAclId: webAcl.attrArn,
    enableLogging: true,
    logBucket: accessLogs,
    logFilePrefix: 'cloudfront/webhooks/',
    errorResponses: [],
    defaultBehavior: {
      ...webhookApi,
      functionAssociations: [
        { function: new CloudFrontFunction(stack, 'NotFound', { code: FunctionCode.fromInline(notFoundCode) }), eventType: FunctionEventType.VIEWER_REQUEST },
      ],
    },
    additionalBehaviors: { [WEBHOOKS_PATH]: webhookApi },
  });
  stack.addOutputs({ WebhookUrl: `https://${webhooks.distributionDomainName}/api/v1/webhooks/boldsign/` });
}

// PORTAL_SKIP_WEB_BUILD set: offline synth and stack tests upload a placeholder page instead of building the SPA.
function siteSource(identifier: string): Pick<StaticSiteProps, 'path' | 'buildCommand' | 'buildOutput' | 'vite'> {
  if (!process.env.PORTAL_SKIP_WEB_BUILD) {
    // Each domain's build lands outside web/, leaving web/dist to the local stack; the SPA types its env itself.
    const buildOutput = `../.build/web/${identifier}`;
    return {
      path: 'web',
      buildCommand: `npm run build -- --outDir ${buildOutput}`,
      buildOutput,
      vite: { types: '../.build/web/sst-env.d.ts' },
    };
  }
  const index = path.join(placeholderDir, 'index.html');
  if (!existsSync(index)) {
    mkdirSync(placeholderDir, { recursive: true });
    writeFileSync(index, '<!doctype html><title>Portal</title>\n');
  }
  return { path: placeholderDir };
}
