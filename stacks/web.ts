import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Duration, Fn, type Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
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
import { acceptJsUrl, AUTHORIZENET_PRODUCTION, requestUrl } from '../packages/core/src/providers/payments/authorizenet-hosts';
import { Api } from './api';
import { loadDomains } from './domains';
import { Storage } from './storage';

const placeholderDir = '.build/web-placeholder';
const domainHeader = 'x-portal-domain';

// Every path without a file extension is a client-side route of the SPA.
const spaRoutingCode = `function handler(event) {
  var request = event.request;
  if (request.uri.split('/').pop().indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

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

/** One CloudFront distribution per white-label domain: the SPA, with /api and /media sent to the API. */
export function Web({ stack }: StackContext) {
  const { api } = use(Api);
  const { bucket } = use(Storage);
  const spaRouting = new CloudFrontFunction(stack, 'SpaRouting', { code: FunctionCode.fromInline(spaRoutingCode) });
  // The signing frames come from BoldSign's app host for the region the API uses (stacks/core-runtime.ts).
  const spaContentPolicy = spaContentSecurityPolicy({
    esign: esignFrameOrigin(process.env.BOLDSIGN_BASE_URL || undefined),
    media: mediaOrigin({ bucketName: bucket.bucketName, region: stack.region }),
    // Accept.js and the host it posts cards to, for the gateway the API is deployed with (stacks/core-runtime.ts).
    ...(process.env.AUTHORIZENET_API_LOGIN_ID ? { payments: paymentsOrigins(gatewayHosts(process.env.AUTHORIZENET_BASE_URL || AUTHORIZENET_PRODUCTION)) } : {}),
  });
  const spaHeaders = securityHeadersPolicy(stack, 'SpaHeaders', { contentSecurityPolicy: spaContentPolicy, frameOption: HeadersFrameOption.SAMEORIGIN, override: true });
  const apiHeaders = securityHeadersPolicy(stack, 'ApiHeaders', { contentSecurityPolicy: API_CONTENT_SECURITY_POLICY, frameOption: HeadersFrameOption.DENY, override: false });

  for (const domain of loadDomains()) {
    const apiBehavior: BehaviorOptions = {
      // The API tells domains apart by this header; CloudFront overwrites any value a viewer sends.
      origin: new HttpOrigin(Fn.parseDomainName(api.url), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [domainHeader]: domain.identifier },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: apiHeaders,
    };

    const site = new StaticSite(stack, `Site-${domain.identifier}`, {
      ...siteSource(domain.identifier),
      environment: { VITE_PORTAL_DOMAIN: domain.identifier, VITE_API_URL: '' },
      cdk: {
        distribution: {
          comment: `${domain.name} member portal`,
          // Distribution-wide error pages would also turn the API's 403 and 404 into index.html.
          errorResponses: [],
          defaultBehavior: {
            functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
            responseHeadersPolicy: spaHeaders,
          },
          additionalBehaviors: { '/api/*': apiBehavior, '/media/*': apiBehavior },
        },
      },
    });
    // Replaced by SpaRouting above: SST's own rewrite maps routes to missing .html files.
    site.node.tryRemoveChild('CloudFrontFunction');

    const key = domain.identifier.replace(/[^a-z0-9]/g, '');
    stack.addOutputs({ [`SiteUrl${key}`]: site.url });
    if (domain.hostname) stack.addOutputs({ [`SiteHostname${key}`]: domain.hostname });
  }
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
