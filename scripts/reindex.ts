import { parseArgs } from 'node:util';
import { configFromEnv, createCore, Domains, Projector } from '../packages/core/src';
import { apiEnvironment, bootstrap } from './local/bootstrap';
import { localEndpoints } from './local/ports';

/** The projections' names, as each declares its own (packages/core/src/projections/registry.ts). */
const kinds = Projector.reindexable;

const usage = `Rebuilds lists, search postings and counters from the records: the backfill of a new list or filter,
and the repair of a list that lost entries (docs/deploy.md, Projections).

  npm run reindex -- [--local] [--domain IDENTIFIER]... [--what ${kinds.join(',')}] [--from-id N] [--prune] [--recount] [--dry-run]
  npm run reindex -- [--local] [--domain IDENTIFIER]... --status

Options:
  --local          against the running local stack (npm start); otherwise against the deployed stage whose
                   outputs are in the environment (TABLE_NAME, AUDIT_TABLE_NAME, BUCKET_NAME, USER_POOL_ID, USER_POOL_CLIENT_ID,
                   AWS credentials)
  --domain ID      a domain's identifier (repeatable); every domain when left out
  --what LIST      which records' projections (comma-separated); all of them when left out
  --from-id N      starts at this record id (to go on after a stopped run: each line tells how far it got)
  --prune          also walks every list the records imply and removes the entries no record implies (a record
                   deleted by hand, an entry a fault left), with their counters; not with --from-id
  --recount        also sets each list's counters to what its entries make (counts, sums, each month and its
                   days); a counter that moves while it is read is read again. The release that made a month's
                   counter keep its days runs it once (npm start does on an older data directory); not with --from-id
  --dry-run        counts what is missing, different or stale, writes nothing
  --status         lists the changes still being carried to other records that began over a minute ago (a team's
                   move, a rename), with how far each got; writes nothing. A reindex of members or transactions
                   carries each to its end first, so no list says it is being updated after it

Records are read 100 at a time by id, never by a scan; what is there already is left as it is, so it is safe
while the portal and the projector run, and a second run finds nothing to do.`;

async function main() {
  const { values } = parseArgs({
    options: {
      local: { type: 'boolean', default: false },
      domain: { type: 'string', multiple: true },
      what: { type: 'string' },
      'from-id': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      prune: { type: 'boolean', default: false },
      recount: { type: 'boolean', default: false },
      status: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(usage);
  const what = values.what?.split(',').map((w) => w.trim());
  const unknown = what?.filter((w) => !kinds.includes(w));
  if (unknown?.length) throw new Error(`Unknown --what ${unknown.join(', ')}: one of ${kinds.join(', ')}.\n\n${usage}`);
  const fromId = values['from-id'] === undefined ? undefined : Number(values['from-id']);
  if (fromId !== undefined && (!Number.isInteger(fromId) || fromId < 1)) throw new Error('--from-id takes a record id (1 or more).');
  if (values.local) {
    const endpoints = localEndpoints();
    Object.assign(process.env, apiEnvironment(endpoints, await bootstrap(endpoints), 'reindex'));
  }
  const core = createCore(configFromEnv());
  const domains = values.domain
    ? await Promise.all(
        values.domain.map(async (identifier) => {
          const domain = await Domains.fromIdentifier(core, identifier);
          if (!domain) throw new Error(`No domain ${identifier}.`);
          return domain.domainId;
        }),
      )
    : undefined;
  if (values.status) {
    const stuck = await Projector.followUpStatus(core, { domains });
    for (const m of stuck)
      console.log(
        `domain ${m.domainId} member ${m.memberId} revision ${m.revision}: ${m.kinds.join(' and ')} since ${m.at}, ${m.steps} steps, at ${m.cursor ?? 'the start'}`,
      );
    return console.log(`${stuck.length} changes older than a minute still being carried.`);
  }
  const started = performance.now();
  const report = await Projector.reindex(core, {
    domains,
    what,
    fromId,
    dryRun: values['dry-run'],
    prune: values.prune,
    recount: values.recount,
    log: (line) => console.log(line),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const verb = values['dry-run'] ? 'would write' : 'wrote';
  const pruned = values.prune ? `, ${values['dry-run'] ? 'would remove' : 'removed'} ${report.stale} stale` : '';
  const carried = report.followUps ? `; ${values['dry-run'] ? 'would carry' : 'carried'} ${report.followUps} changes to their end` : '';
  const recounted = values.recount ? `; ${values['dry-run'] ? 'would set' : 'set'} ${report.recounted} counters` : '';
  const repaired = report.repaired ? `; ${values['dry-run'] ? 'would repair' : 'repaired'} ${report.repaired} records' derived fields` : '';
  console.log(
    `\n${report.records} records, ${report.entries} entries: ${verb} ${report.missing} missing and ${report.changed} changed${pruned}${recounted}${repaired}${carried}, in ${seconds} s.`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
