import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, Mfa, StringAttribute, UserPool } from 'aws-cdk-lib/aws-cognito';
import type { StackContext } from 'sst/constructs';
import { isDevStage } from './stage';

/**
 * One user pool per stage. A person has one Cognito user per white-label domain, so the API picks
 * opaque usernames and email is a plain attribute that may repeat across the pool.
 */
export function Auth({ app, stack }: StackContext) {
  const disposable = isDevStage(app.stage);

  const userPool = new UserPool(stack, 'UserPool', {
    userPoolName: app.logicalPrefixedName('members'),
    selfSignUpEnabled: false,
    signInAliases: { username: true },
    signInCaseSensitive: false,
    standardAttributes: { email: { required: true, mutable: true } },
    customAttributes: {
      membership: new StringAttribute({ mutable: true }),
      domainId: new StringAttribute({ mutable: true }),
    },
    passwordPolicy: {
      minLength: 8,
      requireLowercase: false,
      requireUppercase: false,
      requireDigits: false,
      requireSymbols: false,
    },
    accountRecovery: AccountRecovery.EMAIL_ONLY,
    // Two-factor sign-in with an authenticator app (TOTP), per member: the portal decides who must use
    // it (a domain's setting) and leads them through setup (packages/core/src/auth/two-factor.ts).
    mfa: Mfa.OPTIONAL,
    mfaSecondFactor: { sms: false, otp: true },
    deletionProtection: !disposable,
    removalPolicy: disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
  });

  // Access tokens live as long as ID tokens: ChangePassword needs one for the whole session.
  const userPoolClient = userPool.addClient('WebClient', {
    generateSecret: false,
    disableOAuth: true,
    authFlows: { userPassword: true, adminUserPassword: true },
    idTokenValidity: Duration.hours(12),
    accessTokenValidity: Duration.hours(12),
    refreshTokenValidity: Duration.days(7),
    preventUserExistenceErrors: true,
  });

  stack.addOutputs({
    UserPoolId: userPool.userPoolId,
    UserPoolClientId: userPoolClient.userPoolClientId,
  });

  return { userPool, userPoolClient };
}
