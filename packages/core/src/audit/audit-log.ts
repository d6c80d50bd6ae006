import { AUDIT_ACTION_GROUPS, AUDIT_PAGE_SIZE, type AuditEntryView, type AuditLogExportQuery, type AuditLogQuery } from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import type { DomainCtx, MemberCtx, MemberRecord } from '../context';
import { decodeTextCursor, encodeTextCursor, examine, FILTER_READ, type WirePage } from '../db/paging';
import { textCell, type RowSource } from '../transactions/exports';
import * as Members from '../members/members';
import type { AuditEntity } from './audit.entity';

type Entry = EntityItem<AuditEntity>;

/** An entry's place in every index: its time, then its id. */
const positionOf = (e: Pick<Entry, 'at' | 'auditId'>) => `${e.at}#${e.auditId}`;
const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}$/;

/** The Audit Log's filters, without a page's cursor: what an export holds. */
export type AuditLogFilters = AuditLogExportQuery;

/** What the page's cursors are bound to: the query, not the index chosen for it. */
const signatureOf = (q: AuditLogQuery) => `audit?${JSON.stringify([q.member, q.patient, q.action, q.date_after, q.date_before])}`;

/**
 * The upper bound of the domain's index (keyed by time, then id) for a position bound: the position
 * itself (time and id) when it names an entry, else a millisecond past its time, so every entry of
 * that millisecond is read (and those past the bound are dropped after).
 */
const timeBound = (upper: string) => {
  if (upper === '~') return { at: '~' };
  if (POSITION.test(upper)) return { at: upper.slice(0, 24), auditId: upper.slice(25) };
  return { at: new Date(Date.parse(upper.slice(0, 24)) + 1).toISOString() };
};

/**
 * Reads of the index that serves the query, newest first, within the day range, up to `until` (an
 * export's start: entries made after it, its own record among them, are not in its file) and
 * before `after` (a position, exclusive): by patient when one is asked (its few entries), else by
 * member, else the domain's whole trail. Each a Query with the range as its key condition, bounded
 * by a whole position (time and id: timeBound), so entries of the same millisecond are neither lost
 * nor repeated across pages and batches.
 */
function reader(ctx: DomainCtx, q: AuditLogFilters, until?: string) {
  const { domainId } = ctx.domain;
  const lo = q.date_after ? `${q.date_after}T00:00:00.000Z` : '0';
  const ends = [q.date_before ? `${q.date_before}T23:59:59.999Z` : undefined, until].filter((t): t is string => t !== undefined).sort();
  const hi = ends.length ? `${ends[0]}#~` : '~';
  const audit = ctx.db.entities.audit;
  return async (after: string | undefined, limit: number): Promise<{ data: Entry[]; cursor: string | null }> => {
    const upper = after !== undefined && after < hi ? after : hi;
    const go = { order: 'desc' as const, limit, count: limit };
    const page: { data: Entry[]; cursor: string | null } =
      q.patient !== undefined
        ? await audit.query
            .byPatient({ patientKey: `${domainId}:${q.patient}` })
            .between({ patientSort: lo }, { patientSort: upper })
            .go(go)
        : q.member !== undefined
          ? await audit.query
              .byActor({ actorKey: `${domainId}:${q.member}` })
              .between({ actorSort: lo }, { actorSort: upper })
              .go(go)
          : await audit.query.byTime({ domainId }).between({ at: lo }, timeBound(upper)).go(go);
    return { data: page.data.filter((e) => positionOf(e) <= hi && (after === undefined || positionOf(e) < after)), cursor: page.cursor };
  };
}

/** What is checked on each entry read: the action's group, and the member when the patient's index serves the query. */
const passes = (q: AuditLogFilters) => (e: Entry) =>
  (q.action === undefined || AUDIT_ACTION_GROUPS[q.action].prefixes.some((prefix) => e.action.startsWith(prefix))) &&
  (q.member === undefined || q.patient === undefined || e.actorId === q.member);

const nameOf = (m: MemberRecord | undefined) => (m ? { id: m.memberId, name: m.company || `${m.firstName} ${m.lastName}`.trim() } : null);

/** Entries as the Audit Log shows them, each member named as it is now (one BatchGet of the members they name). */
async function viewsOf(ctx: DomainCtx, entries: Entry[]): Promise<AuditEntryView[]> {
  const ids = [...new Set(entries.flatMap((e) => [e.actorId, e.actingAsId, e.patientId].filter((id): id is number => id !== undefined)))];
  const members = new Map((await Members.many(ctx, ids)).map((m) => [m.memberId, m]));
  const named = (id: number | undefined) => (id === undefined ? null : (nameOf(members.get(id)) ?? { id, name: `Member ${id}` }));
  return entries.map((e) => ({
    id: e.auditId,
    at: e.at,
    action: e.action,
    target: e.target,
    detail: e.detail ?? null,
    address: e.address ?? null,
    member: named(e.actorId),
    acting_as: named(e.actingAsId),
    patient: named(e.patientId),
  }));
}

/**
 * One page of the Audit Log (admins): the domain's trail newest first, filtered by the member who
 * acted, the patient whose data it was, a group of actions and a day range; each name as the member
 * is now. Read and counted within FILTER_READ entries of the index that serves the query (the count
 * a lower bound past them), the cursor bound to the query.
 */
export async function page(ctx: MemberCtx, q: AuditLogQuery, size = AUDIT_PAGE_SIZE): Promise<WirePage<AuditEntryView>> {
  const signature = signatureOf(q);
  const after = decodeTextCursor(signature, q.cursor, POSITION);
  const read = reader(ctx, q);
  const check = passes(q);
  const [found, counted] = await Promise.all([
    examine(read, positionOf, check, { after, want: size + 1, batch: Math.max(100, size + 1) }),
    examine(read, positionOf, check, { want: Number.POSITIVE_INFINITY }),
  ]);
  const items = found.matched.slice(0, size);
  const next = found.matched.length > size ? positionOf(items[items.length - 1]!) : found.ended ? undefined : found.last;
  return {
    results: await viewsOf(ctx, items),
    count: counted.matched.length,
    page_size: size,
    next_cursor: next === undefined ? null : encodeTextCursor(signature, next),
    ...(counted.ended ? {} : { count_at_least: true }),
  };
}

/** An Audit Log export's query: the filters, and the time it started (the newest entry it holds). */
export type AuditExportQuery = AuditLogFilters & { until: string };

/** How many entries an export holds, exact within FILTER_READ entries read (`atLeast` past them): its total. */
export async function countOf(ctx: DomainCtx, q: AuditExportQuery): Promise<{ count: number; atLeast: boolean }> {
  const counted = await examine(reader(ctx, q, q.until), positionOf, passes(q), { want: Number.POSITIVE_INFINITY });
  return { count: counted.matched.length, atLeast: !counted.ended };
}

const who = (named: AuditEntryView['member']): [string, number | ''] => [named?.name ?? '', named?.id ?? ''];

/** The columns of an Audit Log export: each member as its name and id, the time in UTC. */
export const AUDIT_EXPORT_HEADERS = [
  'Time (UTC)',
  'Member',
  'Member ID',
  'Acting as',
  'Acting as ID',
  'Action',
  'Target',
  'Patient',
  'Patient ID',
  'Address',
  'Detail',
] as const;

/**
 * The Audit Log's entries for an export, newest first as the screen shows them, up to its start: each batch a
 * bounded read of the index that serves the filters (at most FILTER_READ entries), its matches
 * named in one BatchGet, and the position after it the next batch starts from.
 */
export function exportSource(ctx: DomainCtx, q: AuditExportQuery): RowSource {
  const read = reader(ctx, q, q.until);
  const check = passes(q);
  return {
    headers: AUDIT_EXPORT_HEADERS,
    kinds: new Map([
      ['Member ID', 'number'],
      ['Acting as ID', 'number'],
      ['Patient ID', 'number'],
    ]),
    sheet: 'Audit Log',
    batches: async function* (from, size, escape) {
      if (from !== null && !POSITION.test(from)) throw new Error(`Not a position of the audit trail: ${from}`);
      let after = from ?? undefined;
      for (;;) {
        const found = await examine(read, positionOf, check, { after, want: size, batch: size, budget: FILTER_READ });
        const text = (value: string) => textCell(value, escape);
        const rows = (await viewsOf(ctx, found.matched)).map((e) => {
          const [member, memberId] = who(e.member);
          const [actingAs, actingAsId] = who(e.acting_as);
          const [patient, patientId] = who(e.patient);
          return [
            e.at,
            text(member),
            memberId,
            text(actingAs),
            actingAsId,
            text(e.action),
            text(e.target),
            text(patient),
            patientId,
            e.address ?? '',
            text(e.detail ?? ''),
          ];
        });
        const next = found.ended || found.last === undefined ? null : found.last;
        yield { rows, next };
        if (next === null) return;
        after = next;
      }
    },
  };
}
