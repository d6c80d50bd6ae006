/**
 * `npm run bench:lists`: how the member lists' cost grows with the domain. Generates domains of
 * 1k, 20k and 100k members (written straight to the table with the same list entries and counters
 * the members' own writes keep; no identities), then times each list call of the admin, a big
 * harvest center and the pickers (first page, a middle page, each filter, a search) and prints the
 * medians with the growth ratio between the largest and the smallest domain. Not a test: figures
 * depend on the machine. `BENCH_SIZES=1000,20000` chooses the sizes.
 *
 * Every list lives in a partition of its own (`domainId` and `list`), and a Query costs what its own
 * partition holds. So the bench writes each member's record, every entry of every list that is not a
 * search list, and the search entries of the prefixes and prefix pairs its searches read; the other
 * search and pair entries (over a hundred a member) would sit in partitions no timed call reads, and
 * would only make a 100k domain take hours to write.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Membership } from '@portal/contracts';
import { configFromEnv, createCore, LinkedMembers, MemberLists, Network, Paging, type DomainCtx } from '../../packages/core/src';
import { countName } from '../../packages/core/src/db/counters';
import { entriesOf, MemberList } from '../../packages/core/src/members/member-lists';
import { MAX_PREFIX, pairPlans, queryWords } from '../../packages/core/src/members/search-words';
import { apiEnvironment, bootstrap } from '../local/bootstrap';
import { startEmulators } from '../local/emulators';

const sizes = (process.env.BENCH_SIZES ?? '1000,20000,100000').split(',').map(Number);
const RUNS = 11;
const GENERATE_SLICE = 5000;
const FIRST = ['olivia', 'liam', 'emma', 'noah', 'ava', 'mia', 'lucas', 'amelia', 'ethan', 'harper', 'mason', 'ella', 'logan', 'aria', 'james', 'chloe'];
/** 100 last names, so one of them is about 1% of a domain: the search the bench times. */
const LAST = Array.from({ length: 100 }, (_, i) => `${['kess', 'morr', 'bran', 'dell', 'farr', 'gall', 'hask', 'jenn', 'lang', 'pratt'][i % 10]}${'abcdefghij'[Math.floor(i / 10)]}ton`);

/**
 * The searches the bench times. `twoWords` (a first and a last name) matches about 0.6 members in
 * a thousand (1 at 1k, 62 at 100k), so its page holds 1 row at 1k and 20 at 100k; `oneOfTwoWords`
 * (a first name and a word of one member's e-mail, member 995 at every size) has one match at
 * every size.
 */
const SEARCH = {
  oneWord: LAST[42]!.slice(0, 6),
  twoWords: `${FIRST[3]} ${LAST[42]}`,
  oneOfTwoWords: `${FIRST[995 % FIRST.length]} ${LAST[Math.floor(995 / 7) % LAST.length]}995`,
  inCenter: LAST[42]!,
  picker: 'clinic',
};
/** The search-list prefixes those searches read: the first MAX_PREFIX characters of each word. */
const searched = new Set(Object.values(SEARCH).flatMap((search) => queryWords(search).map((word) => word.slice(0, MAX_PREFIX))));
/** The pair lists they read. */
const searchedPairs = new Set(Object.values(SEARCH).flatMap((search) => pairPlans(queryWords(search)).map((p) => MemberList.searchPair(p.pair))));
/** Whether the bench writes a list: every list but the search and pair lists no timed search reads. */
function kept(list: string): boolean {
  if (list.startsWith('p:')) return searchedPairs.has(list);
  const prefix = /(?:^|:)w:([^:]+)/.exec(list)?.[1];
  return prefix === undefined || searched.has(prefix);
}

interface Generated {
  ctx: DomainCtx;
  bigCenterId: number;
  middleUser: number;
  middlePatient: number;
  middleOfCenter: number;
}

async function generate(core: ReturnType<typeof createCore>, domainId: number, size: number): Promise<Generated> {
  const domain = { domainId, identifier: `bench${size}`, name: `Bench ${size}`, url: 'http://bench.localhost', emailSender: 'bench@bench.test' } as DomainCtx['domain'];
  const ctx: DomainCtx = { ...core, domain };
  const centers = Math.max(5, Math.round(size * 0.02));
  const reps = Math.max(2, Math.round(size * 0.01));
  const counts = new Map<string, number>();
  const patientIds: number[] = [];
  const ofCenter: number[] = [];
  const started = performance.now();
  let written = 0;
  // Written a slice at a time, so a large domain never sits in memory whole.
  for (let from = 1; from <= size; from += GENERATE_SLICE) {
    const members = [];
    const entries = [];
    for (let id = from; id < Math.min(size + 1, from + GENERATE_SLICE); id++) {
      const isCenter = id <= centers;
      const isRep = !isCenter && id <= centers + reps;
      const first = FIRST[id % FIRST.length]!;
      const last = LAST[Math.floor(id / 7) % LAST.length]!;
      // The first center holds a tenth of the patients, so its lists grow with the domain.
      const center = 1 + (id % 10 === 0 ? 0 : id % centers);
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
      if (!isCenter && !isRep) patientIds.push(id);
      if (member.harvestCenterId === 1) ofCenter.push(id);
      for (const { countedIn = [], ...e } of entriesOf(member).filter((entry) => kept(entry.list))) {
        entries.push({ domainId, ...e });
        for (const list of [e.list, ...countedIn]) counts.set(list, (counts.get(list) ?? 0) + 1);
      }
    }
    await core.db.entities.member.put(members).go({ concurrency: 16 });
    await core.db.entities.listEntry.put(entries).go({ concurrency: 16 });
    written += members.length + entries.length;
  }
  await core.db.entities.counter.put([...counts].map(([list, value]) => ({ domainId, name: countName(list), value }))).go({ concurrency: 16 });
  console.log(`  ${size} members: ${written + counts.size} items in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return {
    ctx,
    bigCenterId: 1,
    middleUser: Math.round(size / 2),
    middlePatient: patientIds[Math.floor(patientIds.length / 2)]!,
    middleOfCenter: ofCenter[Math.floor(ofCenter.length / 2)]!,
  };
}

/** The median time of `run`, after one warm-up. */
async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

function calls(g: Generated): [string, () => Promise<unknown>][] {
  const { ctx } = g;
  const users = (filter: MemberLists.MemberFilter, cursor: string | null = null) => async () => {
    const page = await MemberLists.page(ctx, 'active', filter, cursor);
    if (page.items.length === 0) throw new Error('empty page');
  };
  const center = (search?: string, cursor: string | null = null) => async () => {
    const page = await LinkedMembers.linkedPage(ctx, g.bigCenterId, 'harvestCenterId', Membership.Patient, { search }, cursor, 10);
    await Network.rows(ctx, page.items);
  };
  const middle = (list: string, id: number) => Paging.encodeCursor(list, id);
  return [
    ['users/all/ first page', users({})],
    ['users/all/ middle page', users({}, middle(MemberList.users('active'), g.middleUser))],
    ['users/all/ patients (membership)', users({ membership: Membership.Patient })],
    ['users/all/ patients, middle page', users({ membership: Membership.Patient }, middle(MemberList.users('active', { membership: Membership.Patient }), g.middlePatient))],
    ['users/all/ tag 1', users({ tag: 1 })],
    ['users/all/ search, 1% match', users({ search: SEARCH.oneWord })],
    ['users/all/ search, one word of 8 letters, 1% match', users({ search: SEARCH.inCenter })],
    ['users/all/ search, two words', users({ search: SEARCH.twoWords })],
    ['users/all/ search, two words, 1 match', users({ search: SEARCH.oneOfTwoWords })],
    ["a center's patients, first page", center()],
    ["a center's patients, middle page", center(undefined, middle(MemberList.linked(g.bigCenterId, 'harvestCenterId', Membership.Patient), g.middleOfCenter))],
    ["a center's patients, search", center(SEARCH.inCenter)],
    ['harvest-centers/list-all/ (picker)', async () => MemberLists.page(ctx, 'active', { membership: Membership.HarvestCenter }, null, 50)],
    ['harvest-centers/list-all/ typed', async () => MemberLists.page(ctx, 'active', { membership: Membership.HarvestCenter, search: SEARCH.picker }, null, 50)],
  ];
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const base = 31000;
const emulators = await startEmulators({ ports: { portal: base, dynamodb: base + 1, cognito: base + 2, s3: base + 3, ses: base + 4, boldsign: base + 5, authorizenet: base + 6, sesIdentities: base + 7 }, dataDir, inMemory: true });
try {
  const resources = await bootstrap(emulators.endpoints);
  const core = createCore(configFromEnv(apiEnvironment(emulators.endpoints, resources, 'bench')));
  console.log('Generating domains…');
  const domains = [];
  for (const [i, size] of sizes.entries()) domains.push(await generate(core, 9000 + i, size));
  const rows: string[][] = [];
  for (const [index, [name]] of calls(domains[0]!).entries()) {
    const times = [];
    for (const g of domains) times.push(await median(calls(g)[index]![1]));
    rows.push([name, ...times.map((t) => `${t.toFixed(1)} ms`), `${(times.at(-1)! / times[0]!).toFixed(2)}x`]);
  }
  const header = ['call', ...sizes.map((s) => `${s / 1000}k members`), `ratio ${sizes.at(-1)! / 1000}k/${sizes[0]! / 1000}k`];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
} finally {
  await emulators.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
