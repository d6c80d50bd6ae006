/**
 * Starts cognito-local with the one Cognito call it lacks and the portal makes:
 * AdminSetUserMFAPreference (an admin resets a member's two-factor sign-in). The call is added as
 * Cognito documents it, beside cognito-local's own SetUserMFAPreference (which takes the member's
 * access token instead of the pool and user name); everything else is cognito-local as released.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

const root = dirname(require.resolve('cognito-local/package.json'));
const { Targets } = require(join(root, 'lib/targets/targets.js'));
const errors = require(join(root, 'lib/errors.js'));

if (!Targets.AdminSetUserMFAPreference) {
  Targets.AdminSetUserMFAPreference =
    ({ cognito }) =>
    async (ctx, req) => {
      if (!req.UserPoolId || !req.Username) throw new errors.InvalidParameterError('Missing required parameter UserPoolId or Username');
      const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) throw new errors.UserNotFoundError('User does not exist.');
      const sms = req.SMSMfaSettings;
      const software = req.SoftwareTokenMfaSettings;
      if (software?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
        throw new errors.InvalidParameterError('User has not verified software token MFA');
      }
      const methods = new Set(user.UserMFASettingList ?? []);
      for (const [settings, method] of [
        [sms, 'SMS_MFA'],
        [software, 'SOFTWARE_TOKEN_MFA'],
      ]) {
        if (settings?.Enabled) methods.add(method);
        else if (settings) methods.delete(method);
      }
      const preferred = sms?.PreferredMfa ? 'SMS_MFA' : software?.PreferredMfa ? 'SOFTWARE_TOKEN_MFA' : undefined;
      if (preferred && !methods.has(preferred)) throw new errors.InvalidParameterError(`Cannot set ${preferred} as preferred: it is not enabled`);
      await userPool.saveUser(ctx, { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred });
      return {};
    };
}

require(join(root, 'lib/bin/start.js'));
