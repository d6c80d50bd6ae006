import type { EntityItem } from 'electrodb';
import type { Core, DomainCtx, MemberRecord } from '../context';
import type { ListKey } from '../db/entries';
import { unlessRefused } from '../db/transact';
import * as Domains from '../domains/domains';
import * as Members from '../members/members';
import { carryTeamPage, teamLists } from '../network/teams';
import { ownSaleLists, RETEXT_WRITES, retextPage } from '../transactions/report-projection';
import { carryLabPage } from '../vials/lab-vials';
import type { FollowUpEntity } from './follow-up.entity';
import { settleFollowUp, type FollowUpKind } from './follow-ups';

/**
 * A change carried to other records (follow-ups.ts) in bounded, durable steps: a rep's move to its
 * patients, a manager's to its reps, a rename to the sales naming the member, a patient's new lab to
 * its vials entries. Each step carries one
 * page of one list (at most FAN_OUT_STEP members, or the sales whose writes fit RETEXT_WRITES: at most
 * about a thousand writes, a second or two)
 * and writes on the change's marker how far it got, on condition the marker is still at the cursor
 * the step began from; that write is the stream record of the next step. The last step deletes the
 * marker. So no invocation's work grows with a team or a history, a crash resumes from the last
 * cursor written (a step run twice changes nothing the second time), and a later change of the same
 * member (a new marker revision) takes over from the start while the older steps stop.
 */

export type FollowUpRecord = EntityItem<FollowUpEntity>;

/** Members or sales carried in one step. */
export const FAN_OUT_STEP = 100;

/** One list a change is carried through, in order. */
type Phase =
  | { kind: 'team'; list: ListKey; fields: ReturnType<typeof teamLists>[number]['fields'] }
  | { kind: 'names'; list: ListKey }
  | { kind: 'vials'; patient: MemberRecord };

/** Where a change's carrying stands: the phase and the list's own cursor. */
interface Cursor {
  phase: number;
  after: string | null;
}

const parse = (cursor: string | undefined): Cursor => (cursor ? (JSON.parse(cursor) as Cursor) : { phase: 0, after: null });

/** The lists a change of `member` is carried through; a marker from before kinds were kept carries both. */
function phasesOf(member: MemberRecord, kinds: readonly FollowUpKind[] = ['team', 'names']): Phase[] {
  return [
    ...(kinds.includes('team') ? teamLists(member).map(({ list, fields }) => ({ kind: 'team' as const, list, fields })) : []),
    ...(kinds.includes('names') ? ownSaleLists(member).map((list) => ({ kind: 'names' as const, list })) : []),
    ...(kinds.includes('vials') ? [{ kind: 'vials' as const, patient: member }] : []),
  ];
}

/** Carries one page of a phase; answers how many records changed and the list's next cursor. */
function carry(ctx: DomainCtx, phase: Phase, after: string | null, size: number, writes: number) {
  if (phase.kind === 'team') return carryTeamPage(ctx, phase.list, phase.fields, after, size);
  if (phase.kind === 'vials') return carryLabPage(ctx, phase.patient, after, size);
  return retextPage(ctx, phase.list, after, size, writes);
}

/**
 * One step of the change `marker` (a stream image of it): when the stored marker is still this one
 * (same revision and cursor), carries the next page and moves the cursor, or settles the marker
 * after the last page. A stale image (a step already taken, a later change) does nothing. Answers
 * how many records the step changed. `size` and `writes` (a rename's writes a step) may be lowered by a test.
 */
export async function step(core: Core, marker: FollowUpRecord, size = FAN_OUT_STEP, writes = RETEXT_WRITES): Promise<number> {
  const { domainId, memberId, revision } = marker;
  const { data: stored } = await core.db.entities.followUp.get({ domainId, memberId }).go({ consistent: true });
  if (!stored || stored.revision !== revision || (stored.cursor ?? '') !== (marker.cursor ?? '')) return 0;
  const domain = await Domains.fromId(core, domainId);
  const ctx: DomainCtx | undefined = domain && { ...core, domain };
  const member = ctx && (await Members.fromId(ctx, memberId, { consistent: true }));
  if (!ctx || !member) {
    await settleFollowUp(core, domainId, memberId, revision);
    return 0;
  }
  const phases = phasesOf(member, stored.kinds as FollowUpKind[] | undefined);
  const at = parse(stored.cursor);
  const phase = phases[at.phase];
  const carried = phase ? await carry(ctx, phase, at.after, size, writes) : { changed: 0, cursor: null };
  const next: Cursor = carried.cursor ? { phase: at.phase, after: carried.cursor } : { phase: at.phase + 1, after: null };
  if (next.phase >= phases.length) await settleFollowUp(core, domainId, memberId, revision);
  else
    await unlessRefused(
      core.db.entities.followUp
        .patch({ domainId, memberId })
        .set({ cursor: JSON.stringify(next), steps: (stored.steps ?? 0) + 1 })
        .where(
          (attr, op) => `${op.eq(attr.revision, revision)} AND ${stored.cursor === undefined ? op.notExists(attr.cursor) : op.eq(attr.cursor, stored.cursor)}`,
        )
        .go({ response: 'none' }),
    );
  return carried.changed;
}

/**
 * Carries a change to its end in this process, step after step (reindex, for a marker the stream
 * gave up on): the same steps the projector takes, so what the stream did already is not redone.
 */
export async function carryToEnd(core: Core, domainId: number, memberId: number, size = FAN_OUT_STEP): Promise<number> {
  let changed = 0;
  for (;;) {
    const { data: marker } = await core.db.entities.followUp.get({ domainId, memberId }).go({ consistent: true });
    if (!marker) return changed;
    changed += await step(core, marker, size);
  }
}
