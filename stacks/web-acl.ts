import { ArnFormat, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { use, type App } from 'sst/constructs';
import { LOG_RETENTION } from './logs-and-alarms';
import { Monitoring } from './monitoring';
import { isDevStage } from './stage';

/**
 * Requests one address may send in WAF_RATE_WINDOW_SECONDS before it is blocked: well above a busy
 * office behind one address (the SPA's files are cached by browsers, a page makes a few API calls).
 */
export const WAF_RATE_LIMIT = 2000;
export const WAF_RATE_WINDOW_SECONDS = 300;

const visibility = (metricName: string) => ({ metricName, cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true });

/** An AWS managed rule group, its own rules' actions kept unless overridden. */
const managedRules = (name: string, priority: number, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
});

/**
 * One web ACL for every distribution (CLOUDFRONT scope, so in us-east-1 like the app): a rate
 * limit per address, AWS's common rules and known bad inputs. The common rules' 8 KB body limit
 * only counts: uploads reach 4 MB and the API checks their size itself. Blocked and counted
 * requests are logged, with the Authorization and Cookie headers redacted.
 */
export function edgeWebAcl(stack: Stack): CfnWebACL {
  const app = stack.node.root as App;
  const webAcl = new CfnWebACL(stack, 'EdgeAcl', {
    name: app.logicalPrefixedName('edge'),
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility(app.logicalPrefixedName('edge')),
    rules: [
      {
        name: 'RatePerAddress',
        priority: 0,
        action: { block: {} },
        visibilityConfig: visibility('RatePerAddress'),
        statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT, evaluationWindowSec: WAF_RATE_WINDOW_SECONDS, aggregateKeyType: 'IP' } },
      },
      managedRules('AWSManagedRulesCommonRuleSet', 1, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
      managedRules('AWSManagedRulesKnownBadInputsRuleSet', 2),
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
    logDestinationConfigs: [stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: logs.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
    redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
    loggingFilter: {
      DefaultBehavior: 'DROP',
      Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] }],
    },
  });
  return webAcl;
}
