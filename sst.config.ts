import type { SSTConfig } from 'sst';
import { Api } from './stacks/api';
import { Auth } from './stacks/auth';
import { Exports } from './stacks/exports';
import { Jobs } from './stacks/jobs';
import { Storage } from './stacks/storage';
import { Web } from './stacks/web';

export default {
  config() {
    return { name: 'portal', region: 'us-east-1' };
  },
  stacks(app) {
    app.setDefaultFunctionProps({ runtime: 'nodejs22.x', architecture: 'arm_64' });
    app.stack(Storage).stack(Auth).stack(Exports).stack(Api).stack(Jobs).stack(Web);
  },
} satisfies SSTConfig;
