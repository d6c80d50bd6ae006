import type { SSTConfig } from 'sst';
import { Api } from './stacks/api';
import { Auth } from './stacks/auth';
import { Exports } from './stacks/exports';
import { Jobs } from './stacks/jobs';
import { Monitoring } from './stacks/monitoring';
import { Projector } from './stacks/projector';
import { loadStageSecrets } from './stacks/stage-secrets';
import { Storage } from './stacks/storage';
import { Web } from './stacks/web';

export default {
  config() {
    return { name: 'portal', region: 'us-east-1' };
  },
  async stacks(app) {
    app.setDefaultFunctionProps({ runtime: 'nodejs22.x', architecture: 'arm_64' });
    // CloudFront's origin header needs the secret's value, and only the set secrets are bound.
    await loadStageSecrets(app);
    app.stack(Monitoring).stack(Storage).stack(Auth).stack(Projector).stack(Exports).stack(Api).stack(Jobs).stack(Web);
  },
} satisfies SSTConfig;
