/**
 * `npm run bench:lists`: how the member lists' cost grows with the domain. Generates domains of
 * 1k, 10k and 100k members (`BENCH_SIZES=1000,10000` chooses), then times each list call of the
 * admin, a big harvest center and the pickers (first page, a middle page, each filter, searches)
 * and prints the medians, the DynamoDB items each call reads, and the growth ratio between the
 * largest and the smallest domain. Not a test: times depend on the machine; the items read show
 * flatness where time is noisy.
 *
 * Each list is a partition of its own (`domainId` and `list`) and a Query costs what its own
 * partition holds, so the bench writes the members' records (no identities) and, straight to the
 * table as the projector leaves them, their entries in the lists the timed calls can read, with
 * their counters: every Users list, the big center's lists, and the postings of every trigram of
 * the timed searches (the domain's, each membership's and the big center's). The other lists
 * (the other centers' and reps', the other trigrams') are partitions no timed call reads, and
 * would make 100k members about 7.4 million entries. `BENCH_BUILD=reindex` builds every list with
 * `reindex` instead (the tool that backfills a deployed stage; hours at 100k here): the items each
 * call reads are the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Membership, PICKER_SIZE } from '@portal/contracts';
import { LinkedMembers, MemberPages, Network, Projector, type Core, type DomainCtx } from '../../packages/core/src';
import { storedEntry } from '../../packages/core/src/db/entries';
import { entriesOf, type Indexable } from '../../packages/core/src/members/member-lists';
import { gramsOf, queryTerms } from '../../packages/core/src/search/grams';
import { counterAddsOf } from '../../packages/core/src/transactions/report-lists';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';
import { benchPorts } from '../local/ports';
import { meteredCore, type Meter } from './meter';
import { addCounts, putAll, type CounterTotals } from './put';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const byReindex = process.env.BENCH_BUILD === 'reindex';
const RUNS = 11;
const GENERATE_SLICE = 5000;
const FIRST = ['olivia', 'liam', 'emma', 'noah', 'ava', 'mia', 'lucas', 'amelia', 'ethan', 'harper', 'mason', 'ella', 'logan', 'aria', 'james', 'chloe'];
/**
 * A member's first name, spread by a hash of its id: in a real domain names do not follow ids, and
 * names that cycle with the id (id % 16) would all fall in one of a counter's 16 shards, which the
 * rarest-trigram estimate reads (db/counters.ts estimatesOf).
 */
const firstOf = (id: number) => {
  let h = Math.imul(id ^ (id >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return FIRST[((h ^ (h >>> 16)) >>> 0) % FIRST.length]!;
};
/** 100 last names, so one of them is about 1% of a domain: the search the bench times. */
const LAST = Array.from(
  { length: 100 },
  (_, i) => `${['kess', 'morr', 'bran', 'dell', 'farr', 'gall', 'hask', 'jenn', 'lang', 'pratt'][i % 10]}${'abcdefghij'[Math.floor(i / 10)]}ton`,
);

/**
 * The searches the bench times: a last name (about 1% of a domain), a part inside it, a first and
 * a last name, one member's whole e-mail (an exact match, first), a first name (about 6%), the
 * e-mail domain every member has (its matches pass the count's bound at any size), a center's
 * patients by name, and the centers' picker.
 */
const SEARCH = {
  oneWord: LAST[42]!,
  inside: LAST[42]!.slice(1, 6),
  // Member 294's whole name (its last name is LAST[42]: ids 294 to 300 have it), so the search has a match at every size.
  twoWords: `${firstOf(294)} ${LAST[42]}`,
  email: `${firstOf(294)}.${LAST[42]}294@bench.test`,
  firstName: firstOf(294),
  everyone: 'bench',
  inCenter: LAST[42]!,
  picker: 'clinic',
};
/** The big center: it holds a tenth of the patients. */
const BIG_CENTER = 1;
/** Every trigram the timed searches can read the postings of (or estimate the size of). */
const searchGrams = new Set(Object.values(SEARCH).flatMap((term) => queryTerms(term).flatMap((t) => gramsOf(` ${t} `))));
/**
 * The lists the timed calls can read (member-lists.ts): the Users lists, the big center's lists
 * and, of the postings, those of the searches' trigrams.
 */
function readByCalls(list: string): boolean {
  const gram = /^g:([^:]+)/.exec(list) ?? new RegExp(`^li?:${BIG_CENTER}:[^:]+:\\d+:g:([^:]+)$`).exec(list);
  if (gram) return searchGrams.has(gram[1]!);
  return list.startsWith('u:') || new RegExp(`^li?:${BIG_CENTER}:`).test(list);
}

interface Generated {
  ctx: DomainCtx;
  bigCenterId: number;
}

async function generate(core: Core, domainId: number, size: number): Promise<Generated> {
  // The domain's record too: reindex finds each domain it rebuilds by id.
  const domain = {
    domainId,
    identifier: `bench${size}`,
    name: `Bench ${size}`,
    url: 'http://bench.localhost',
    emailSender: 'bench@bench.test',
    emailNotifications: 'bench@bench.test',
    updatedAt: new Date().toISOString(),
  };
  await core.db.entities.domain.put(domain).go();
  const ctx: DomainCtx = { ...core, domain: domain as DomainCtx['domain'] };
  const centers = Math.max(5, Math.round(size * 0.02));
  const reps = Math.max(2, Math.round(size * 0.01));
  const started = performance.now();
  const counts: CounterTotals = new Map();
  let entries = 0;
  // Written a slice at a time, so a large domain never sits in memory whole.
  for (let from = 1; from <= size; from += GENERATE_SLICE) {
    const members = [];
    for (let id = from; id < Math.min(size + 1, from + GENERATE_SLICE); id++) {
      const isCenter = id <= centers;
      const isRep = !isCenter && id <= centers + reps;
      const first = firstOf(id);
      const last = LAST[Math.floor(id / 7) % LAST.length]!;
      // The first center holds a tenth of the patients, so its lists grow with the domain.
      const center = id % 10 === 0 ? BIG_CENTER : 1 + (id % centers);
      const member = {
        domainId,
        memberId: id,
        email: `${first}.${last}${id}@bench.test`,
        identityUsername: `d${domainId}-m${id}`,
        firstName: first,
        lastName: last,
        company: isCenter ? `Clinic ${last}` : '',
        memberships: [isCenter ? Membership.HarvestCenter : isRep ? Membership.SalesRep : Membership.Patient],
        tags: !isCenter && !isRep && id % 3 === 0 ? [1] : [],
        dateJoined: new Date(Date.UTC(2024, 0, 1) + id * 60_000).toISOString(),
        ...(isCenter || isRep ? {} : { harvestCenterId: center, salesRepId: centers + 1 + (id % reps) }),
      };
      members.push(member);
    }
    await putAll(core.db.entities.member, members);
    if (!byReindex) entries += await writeEntries(core, domainId, members, counts);
  }
  await core.db.entities.counter.put({ domainId, name: 'member', value: size }).go();
  if (byReindex) entries = (await Projector.reindex(core, { domains: [domainId], what: ['members'] })).missing;
  else
    await putAll(
      core.db.entities.counter,
      [...counts].map(([name, fields]) => ({ domainId, name, ...fields })),
    );
  console.log(
    `  ${size} members and ${entries} list entries (${byReindex ? 'by reindex' : 'those the calls read'}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return {
    ctx,
    bigCenterId: BIG_CENTER,
  };
}

/**
 * The entries of `members` in the lists the timed calls read, written straight to the table as the
 * projector leaves them (member-lists.ts `entriesOf`); their counters' increments summed into `counts`.
 */
async function writeEntries(core: Core, domainId: number, members: Indexable[], counts: CounterTotals): Promise<number> {
  const kept = members.flatMap((m) => entriesOf(m).filter((e) => readByCalls(e.list)));
  addCounts(counts, counterAddsOf(kept));
  await putAll(
    core.db.entities.entry,
    kept.map((e) => storedEntry(domainId, e)),
  );
  return kept.length;
}

/** The median time of `run`, after one warm-up, and the items one run reads. */
async function median(run: () => Promise<unknown>, m: Meter): Promise<{ ms: number; items: number }> {
  m.reset();
  await run();
  const items = m.read;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!, items };
}

/**
 * Each call the bench times. A later page is the second, opened by the cursor the first page
 * answers (a cursor is opaque: the bench reads it as a member's pager would).
 */
async function calls(g: Generated): Promise<[string, () => Promise<unknown>][]> {
  const { ctx } = g;
  const users =
    (filter: MemberPages.MemberFilter, cursor: string | null = null) =>
    async () => {
      const page = await MemberPages.page(ctx, 'active', filter, cursor);
      if (page.items.length === 0) throw new Error('empty page');
    };
  const center =
    (search?: string, cursor: string | null = null) =>
    async () => {
      const page = await LinkedMembers.linkedPage(ctx, g.bigCenterId, 'harvestCenterId', Membership.Patient, { search }, cursor, 10);
      await Network.rows(ctx, page.items);
    };
  // The centers' picker as its route asks: the first options that match, no total.
  const picker = (search?: string) => async () => {
    if ((await MemberPages.options(ctx, { membership: Membership.HarvestCenter, search }, PICKER_SIZE)).length === 0) throw new Error('no options');
  };
  const secondOf = async (filter: MemberPages.MemberFilter) => (await MemberPages.page(ctx, 'active', filter, null)).cursor;
  const centerSecond = (await LinkedMembers.linkedPage(ctx, g.bigCenterId, 'harvestCenterId', Membership.Patient, {}, null, 10)).cursor;
  return [
    ['users/all/ first page', users({})],
    ['users/all/ second page', users({}, await secondOf({}))],
    ['users/all/ patients (membership)', users({ membership: Membership.Patient })],
    ['users/all/ patients, second page', users({ membership: Membership.Patient }, await secondOf({ membership: Membership.Patient }))],
    ['users/all/ tag 1', users({ tag: 1 })],
    ['users/all/ search, a last name (1%)', users({ search: SEARCH.oneWord })],
    ['users/all/ search, inside a name (1%)', users({ search: SEARCH.inside })],
    ['users/all/ search, first and last name', users({ search: SEARCH.twoWords })],
    ['users/all/ search, a whole e-mail (exact first)', users({ search: SEARCH.email })],
    ['users/all/ search, a first name (6%)', users({ search: SEARCH.firstName })],
    ['users/all/ search, every member', users({ search: SEARCH.everyone })],
    ['users/all/ patients, tag 1, search', users({ membership: Membership.Patient, tag: 1, search: SEARCH.oneWord })],
    ["a center's patients, first page", center()],
    ["a center's patients, second page", center(undefined, centerSecond)],
    ["a center's patients, search", center(SEARCH.inCenter)],
    ['harvest-centers/list-all/ (picker)', picker()],
    ['harvest-centers/list-all/ typed', picker(SEARCH.picker)],
  ];
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const base = 31000;
const emulators = await startEmulators({
  ports: benchPorts(base),
  dataDir,
  inMemory: true,
});
try {
  const resources = await bootstrap(emulators.endpoints);
  const { core, meter } = meteredCore(apiEnvironment(emulators.endpoints, resources, 'bench'));
  console.log('Generating domains…');
  const domains = [];
  for (const [i, size] of sizes.entries()) domains.push(await generate(core, 9000 + i, size));
  const rows: string[][] = [];
  const timed = await Promise.all(domains.map(calls));
  for (const [index, [name]] of timed[0]!.entries()) {
    const runs = [];
    for (const of of timed) runs.push(await median(of[index]![1], meter).catch((e: unknown) => Promise.reject(new Error(`${name}: ${String(e)}`))));
    rows.push([name, ...runs.map((r) => `${r.ms.toFixed(1)} ms, ${r.items} items`), `${(runs.at(-1)!.ms / runs[0]!.ms).toFixed(2)}x`]);
  }
  const header = ['call', ...sizes.map((s) => `${s / 1000}k members`), `time ${sizes.at(-1)! / 1000}k/${sizes[0]! / 1000}k`];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
} finally {
  await emulators.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
