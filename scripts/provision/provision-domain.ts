import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inspect, parseArgs } from 'node:util';
import { DomainIdentifier, emailAddress } from '../../packages/contracts/src';
import { configFromEnv, createCore, Provisioning } from '../../packages/core/src';
import { SiteDomain } from '../../stacks/domains';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { defaultPorts, localEndpoints } from '../local/ports';

const usage = `Creates a white-label domain in one command, or tells that it is already complete.

  npm run provision-domain -- --identifier gamma --name "Gamma Cord Bank" --url https://portal.gamma.example \\
    --sender no-reply@gamma.example --admin-email admin@gamma.example [options]

Options:
  --admin-first-name, --admin-last-name   the first admin's name (Portal Admin)
  --notifications a@x.example,b@x.example  where notifications go (empty: the sender)
  --description "..."                      the Org Description
  --admin-form-password ...                unlocks the New Admin registration page (or PORTAL_ADMIN_FORM_PASSWORD)
  --copy-templates-from IDENTIFIER         starts with that domain's signature templates (each made again at the
                                           e-signature provider from its PDF: place its fields with Edit Template);
                                           without it the template sections start empty
  --local                                  against the running local stack (npm start); otherwise against the
                                           deployed stage whose outputs are in the environment (TABLE_NAME, AUDIT_TABLE_NAME,
                                           BUCKET_NAME, USER_POOL_ID, USER_POOL_CLIENT_ID, AWS credentials)
  --domains-file FILE                      the distributions' list to add the domain to (domains.json; not with --local)
  --fallback-sender ADDRESS                an address SES already sends from for this stage: the first admin is
                                           invited from it while the domain's own sender waits for its DNS records
  --hosted-zone ZONE                       the Route 53 zone of the host name: the deploy requests its certificate
                                           and adds its DNS records
  --certificate-arn ARN                    for DNS kept elsewhere, the us-east-1 certificate requested for the host
                                           name beforehand (docs/deploy.md, Certificates and DNS)
  --dry-run                                tells what would be done, writes nothing
  --status                                 tells where each step stands (DNS records found by SES, sender verified,
                                           first admin invited), writes nothing

It creates the domain and its admin form password, the memberships, tags and product catalog at list
prices, copies the signature templates when asked, starts the sender domain's verification in SES and
prints the DNS records to publish, and invites the first admin by e-mail with a temporary password once
SES may send it (SES sends only from a verified identity): until then run it again after publishing the
records, and that run sends the invitation. A second run changes nothing and says so; an identifier that
exists with other settings is refused.`;

type DomainsEntry = { identifier: string; name: string; hostname: string; hostedZone?: string; certificateArn?: string };

/**
 * Adds the domain to the distributions' list (CloudFront serves each domain of it), or gives its
 * entry the certificate named now; the same entry again changes nothing.
 */
function addToDomainsFile(file: string, entry: DomainsEntry, dryRun: boolean): string {
  const list = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<DomainsEntry>[]) : [];
  const at = list.findIndex((d) => d.identifier === entry.identifier);
  const existing = list[at];
  const line = (d: object) =>
    `  { ${Object.entries(d)
      .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(', ')} }`;
  const write = (entries: object[]) => writeFileSync(file, `[\n${entries.map(line).join(',\n')}\n]\n`);
  if (existing) {
    if (existing.hostname !== entry.hostname) throw new Error(`${file} lists ${entry.identifier} with host name ${existing.hostname}, not ${entry.hostname}.`);
    const certificateGiven = entry.hostedZone !== undefined || entry.certificateArn !== undefined;
    if (!certificateGiven || (existing.hostedZone === entry.hostedZone && existing.certificateArn === entry.certificateArn)) return 'unchanged';
    if (dryRun) return 'would update its certificate';
    const { hostedZone: _zone, certificateArn: _arn, ...rest } = existing;
    write(
      list.map((d, i) =>
        i === at
          ? {
              ...rest,
              ...(entry.hostedZone ? { hostedZone: entry.hostedZone } : {}),
              ...(entry.certificateArn ? { certificateArn: entry.certificateArn } : {}),
            }
          : d,
      ),
    );
    return 'certificate updated: deploy to apply it';
  }
  if (dryRun) return 'would add';
  write([...list, entry]);
  return 'added: deploy to create its distribution';
}

/** What is left to do for the host name's certificate and DNS, by how the entry names its certificate. */
function certificateNote(entry: DomainsEntry): string {
  if (entry.hostedZone) return `the deploy requests its certificate and adds ${entry.hostname} to the Route 53 zone ${entry.hostedZone}`;
  if (entry.certificateArn) return `after the deploy, publish ${entry.hostname} CNAME <the Web stack's SiteDistribution output for ${entry.identifier}>`;
  return `none yet: before deploying, give its entry a hostedZone or a certificateArn (docs/deploy.md, Certificates and DNS)`;
}

/** Where the command reads its settings and tells what it did and why it refused: the process's, or a test's. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
  printError: (line: string) => void;
}

const processIo: CommandIo = { env: process.env, print: (line) => console.log(line), printError: (line) => console.error(line) };

/** `npm run provision-domain -- ARGS`: answers the exit code; a refusal is told as its message. */
export async function provisionDomain(args: string[], io: CommandIo = processIo): Promise<number> {
  try {
    return await provisionCommand(args, io);
  } catch (e) {
    io.printError(e instanceof Error ? e.message : inspect(e));
    return 1;
  }
}

async function provisionCommand(args: string[], { env, print }: CommandIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      identifier: { type: 'string' },
      name: { type: 'string' },
      url: { type: 'string' },
      sender: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-first-name': { type: 'string' },
      'admin-last-name': { type: 'string' },
      notifications: { type: 'string', default: '' },
      description: { type: 'string', default: '' },
      'admin-form-password': { type: 'string' },
      'copy-templates-from': { type: 'string' },
      local: { type: 'boolean', default: false },
      'domains-file': { type: 'string', default: 'domains.json' },
      'fallback-sender': { type: 'string' },
      'hosted-zone': { type: 'string' },
      'certificate-arn': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      status: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const { identifier, name, url, sender } = values;
  const adminEmail = values['admin-email'];
  if (values.help || !identifier || !name || !url || !sender || !adminEmail) {
    print(usage);
    return values.help ? 0 : 1;
  }
  const adminFormPassword = values['admin-form-password'] ?? env.PORTAL_ADMIN_FORM_PASSWORD;
  if (adminFormPassword !== undefined && adminFormPassword.length < 8) throw new Error('--admin-form-password: at least 8 characters.');
  const input = {
    identifier: DomainIdentifier.parse(identifier),
    name,
    url: new URL(url).origin,
    sender: emailAddress({ required: true }).parse(sender),
    adminEmail: emailAddress({ required: true }).parse(adminEmail),
    adminFirstName: values['admin-first-name'],
    adminLastName: values['admin-last-name'],
    notifications: values.notifications,
    description: values.description,
    adminFormPassword,
    copyTemplatesFrom: values['copy-templates-from'] === undefined ? undefined : DomainIdentifier.parse(values['copy-templates-from']),
    fallbackSender: values['fallback-sender'] === undefined ? undefined : emailAddress({ required: true }).parse(values['fallback-sender']),
  };
  const status = values.status;
  const dryRun = values['dry-run'] || status;
  const hostname = new URL(input.url).hostname;
  const domainsEntry: DomainsEntry = {
    identifier: input.identifier,
    name: input.name,
    hostname,
    ...(values['hosted-zone'] ? { hostedZone: values['hosted-zone'] } : {}),
    ...(values['certificate-arn'] ? { certificateArn: values['certificate-arn'] } : {}),
  };
  // A certificate named here is checked before anything is written; without one the entry waits for it.
  if (domainsEntry.hostedZone || domainsEntry.certificateArn) {
    const checked = SiteDomain.safeParse(domainsEntry);
    if (!checked.success) throw new Error(`domains.json entry: ${checked.error.issues.map((i) => i.message).join('; ')}`);
  }

  let stage = env;
  if (values.local) {
    const endpoints = localEndpoints();
    const resources = await bootstrap(endpoints);
    stage = { ...env, ...apiEnvironment(endpoints, resources, 'provision') };
  }
  const core = createCore(configFromEnv(stage));
  const report = await Provisioning.provision(core, input, { dryRun });

  if (status) {
    printStatus(print, input.identifier, input.sender, report);
    return 0;
  }
  print(`${dryRun ? 'Dry run: nothing was written.\n' : ''}Domain ${input.identifier}${report.domainId ? ` (id ${report.domainId})` : ''}:`);
  for (const step of report.steps) print(`  ${step.step}: ${step.outcome}${step.detail ? ` (${step.detail})` : ''}`);
  if (values.local) print(`  distribution: none locally; the portal serves http://${input.identifier}.localhost:${defaultPorts().portal}/`);
  else {
    print(`  ${values['domains-file']}: ${addToDomainsFile(resolve(values['domains-file']), domainsEntry, dryRun)}`);
    print(`  certificate: ${certificateNote(domainsEntry)}`);
  }
  printRecords(print, input.sender, report);
  if (report.waiting && !dryRun)
    print('\nNot finished: publish the DNS records above; once SES has verified them, run the same command again to invite the first admin.');
  else print(report.changed ? '\nDone.' : dryRun ? '' : '\nNothing to do: the domain was already provisioned.');
  return 0;
}

function printRecords(print: CommandIo['print'], sender: string, report: Provisioning.ProvisionReport) {
  print(`\nDNS records of ${sender.split('@')[1]} to publish (${report.recordsMessage})`);
  for (const r of report.records) print(`  ${r.recordType.padEnd(8)} ${r.name}  ${r.value}  [${r.status}]`);
}

/** Where each step stands, as a later run would find it. */
function printStatus(print: CommandIo['print'], identifier: string, sender: string, report: Provisioning.ProvisionReport) {
  const step = (name: string) => report.steps.find((s) => s.step === name);
  const dns = report.records.filter((r) => r.recordType !== 'Identity' && !r.name.startsWith('_dmarc.'));
  const found = dns.filter((r) => r.status === 'Verified').length;
  const admin = step('first admin');
  print(`Domain ${identifier}: ${report.domainId ? `exists (id ${report.domainId})` : 'not created yet'}`);
  print(`  DNS records found by SES: ${found} of ${dns.length}`);
  print(`  sender verified: ${step('sender verification')?.outcome === 'verified' ? 'yes' : 'no'} (${step('sender verification')?.detail ?? ''})`);
  print(
    `  first admin: ${admin?.outcome === 'unchanged' ? 'invited' : admin?.outcome === 'would invite' ? 'not invited yet: the next run invites it' : 'not invited yet: waits for the sender'} (${admin?.detail ?? ''})`,
  );
  printRecords(print, sender, report);
}
