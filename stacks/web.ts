import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Fn } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { StaticSite, use, type StackContext, type StaticSiteProps } from 'sst/constructs';
import { Api } from './api';
import { loadDomains } from './domains';

const placeholderDir = '.build/web-placeholder';
const domainHeader = 'x-portal-domain';

// Every path without a file extension is a client-side route of the SPA.
const spaRoutingCode = `function handler(event) {
  var request = event.request;
  if (request.uri.split('/').pop().indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** One CloudFront distribution per white-label domain: the SPA, with /api and /media sent to the API. */
export function Web({ stack }: StackContext) {
  const { api } = use(Api);
  const spaRouting = new CloudFrontFunction(stack, 'SpaRouting', { code: FunctionCode.fromInline(spaRoutingCode) });

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
