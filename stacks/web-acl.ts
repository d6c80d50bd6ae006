import { ArnFormat, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { use, type App } from 'sst/constructs';
import { LOG_RETENTION } from './logs-and-alarms';
import { Monitoring } from './monitoring';
import { isDevStage } from './stage';

/**
 * API requests (/api/* and /media/*, what reaches the function) one address may send in
 * WAF_RATE_WINDOW_SECONDS before it is blocked. A clinic's 30 staff may share one NAT address; a
 * member working fast opens a screen every 5 s at 5 calls a screen, or has two lists re-reading
 * every 2 s while the projector catches up: 60 calls a minute at most. 30 members x 60 calls x 5
 * minutes = 9,000, and a third more for margin (docs/security.md, WAF).
 */
export const WAF_API_RATE_LIMIT = 12_000;
/**
 * The SPA's files from one address in the window: its 175 files are fetched once (immutable,
 * cached by the browser), so 30 members loading every screen cold in the same 5 minutes ask for
 * about 5,250; half again for margin.
 */
export const WAF_SITE_RATE_LIMIT = 8_000;
export const WAF_RATE_WINDOW_SECONDS = 300;

/**
 * The routes whose bodies are files or the e-signature provider's events: PDF and image uploads
 * (multipart forms) and BoldSign's webhook. The common rules' body checks (cross-site scripting,
 * LFI, RFI, SSRF, size) read the first bytes of a body, which in a PDF or image are binary that
 * may look like any pattern; they only count there. The API checks each file itself (its type by
 * its bytes, its size) and the webhook by its signature.
 */
export const UPLOAD_AND_SIGNING_PATHS =
  '^/api/v1/(utilities/upload-hc-logo|documents/process-file|domain/file-signs|domain/config/[^/]+|fedex-requests/process-file|assets/process-file|webhooks/boldsign)/$';

/** The common rules that read the body, with the label each puts on a request it matches. */
export const COMMON_BODY_RULES = ['CrossSiteScripting', 'GenericLFI', 'GenericRFI', 'EC2MetaDataSSRF'].map((rule) => ({
  name: `${rule}_BODY`,
  label: `awswaf:managed:aws:core-rule-set:${rule}_Body`,
}));

const visibility = (metricName: string) => ({ metricName, cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true });

/** An AWS managed rule group, its own rules' actions kept unless overridden. */
const managedRules = (name: string, priority: number, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
});

const startsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});
const toTheApi: CfnWebACL.StatementProperty = { orStatement: { statements: [startsWith('/api/'), startsWith('/media/')] } };

const ratePerAddress = (name: string, priority: number, limit: number, scopeDownStatement: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: {} },
  visibilityConfig: visibility(name),
  statement: { rateBasedStatement: { limit, evaluationWindowSec: WAF_RATE_WINDOW_SECONDS, aggregateKeyType: 'IP', scopeDownStatement } },
});

/**
 * One web ACL for every distribution (CLOUDFRONT scope, so in us-east-1 like the app): a rate
 * limit per address for the API and another for the SPA's files, AWS's common rules and known bad
 * inputs. The common rules' body checks count everywhere and block through a rule of their own
 * outside the upload and signing routes; the 8 KB body limit only counts (uploads reach 4 MB, JSON
 * 256 KB: the API limits bodies itself). Blocked and counted requests are logged, with the
 * Authorization and Cookie headers redacted.
 */
export function edgeWebAcl(stack: Stack): CfnWebACL {
  const app = stack.node.root as App;
  const webAcl = new CfnWebACL(stack, 'EdgeAcl', {
    name: app.logicalPrefixedName('edge'),
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility(app.logicalPrefixedName('edge')),
    rules: [
      ratePerAddress('RatePerAddress', 0, WAF_API_RATE_LIMIT, toTheApi),
      ratePerAddress('SiteRatePerAddress', 1, WAF_SITE_RATE_LIMIT, { notStatement: { statement: toTheApi } }),
      managedRules('AWSManagedRulesCommonRuleSet', 2, [
        { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
        ...COMMON_BODY_RULES.map(({ name }) => ({ name, actionToUse: { count: {} } })),
      ]),
      {
        // The body checks counted above, in force everywhere but on files and the provider's events.
        name: 'CommonBodyRulesOutsideUploads',
        priority: 3,
        action: { block: {} },
        visibilityConfig: visibility('CommonBodyRulesOutsideUploads'),
        statement: {
          andStatement: {
            statements: [
              { orStatement: { statements: COMMON_BODY_RULES.map(({ label }) => ({ labelMatchStatement: { scope: 'LABEL', key: label } })) } },
              {
                notStatement: {
                  statement: {
                    regexMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      regexString: UPLOAD_AND_SIGNING_PATHS,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  },
                },
              },
            ],
          },
        },
      },
      managedRules('AWSManagedRulesKnownBadInputsRuleSet', 4),
    ],
  });

  // WAF writes only to log groups named aws-waf-logs-*, given by an ARN without the trailing :*.
  const logs = new LogGroup(stack, 'EdgeAclLogs', {
    logGroupName: `aws-waf-logs-${app.name}-${app.stage}`,
    retention: LOG_RETENTION,
    encryptionKey: use(Monitoring).key,
    removalPolicy: isDevStage(app.stage) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
  });
  new CfnLoggingConfiguration(stack, 'EdgeAclLogging', {
    resourceArn: webAcl.attrArn,
    logDestinationConfigs: [
      stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: logs.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
    ],
    redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
    loggingFilter: {
      DefaultBehavior: 'DROP',
      Filters: [
        { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] },
      ],
    },
  });
  return webAcl;
}
