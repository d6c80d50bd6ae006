import { parseArgs } from 'node:util';
import { DomainIdentifier } from '../packages/contracts/src';
import { configFromEnv, createCore, Domains, Products, Reference } from '../packages/core/src';

const usage = `Provisions a white-label domain in a deployed stage (reads TABLE_NAME, BUCKET_NAME, USER_POOL_ID,
USER_POOL_CLIENT_ID and AWS credentials from the environment).

  npm run provision-domain -- --identifier acme --name "Acme Biologics" --url https://portal.acme.example \\
    --sender "Acme Biologics <no-reply@acme.example>" --notifications support@acme.example [--description "..."]

Then add the identifier to domains.json and deploy, so it gets its own distribution.`;

async function main() {
  const { values } = parseArgs({
    options: {
      identifier: { type: 'string' },
      name: { type: 'string' },
      url: { type: 'string' },
      sender: { type: 'string' },
      notifications: { type: 'string' },
      description: { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  });
  const { identifier, name, url, sender, notifications } = values;
  if (values.help || !identifier || !name || !url || !sender || !notifications) {
    console.log(usage);
    process.exit(values.help ? 0 : 1);
  }
  const core = createCore(configFromEnv());
  const domain = await Domains.create(core, {
    identifier: DomainIdentifier.parse(identifier),
    name,
    url,
    emailSender: sender,
    emailNotifications: notifications,
    description: values.description,
  });
  await Reference.seed(core, domain.domainId, { 1: 'Vials Checkout' });
  // The catalog at its list prices; the domain's admin sets its own in the Product Manager.
  await Products.seed(core, domain.domainId);
  console.log(`Domain ${domain.identifier} created with id ${domain.domainId}.`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
