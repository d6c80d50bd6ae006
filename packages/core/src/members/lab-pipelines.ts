import { Membership, PROCESS_STAGES, processStageLabels, type LabPipeline } from '@portal/contracts';
import type { MemberCtx } from '../context';
import { countsOf } from '../db/counters';
import { MemberList } from './member-lists';
import { listOwner } from './scope';

/**
 * A lab's active patients by the stage of their process (member-lists.ts processStageOf), for the
 * lab (its own) and admins (any lab; another member's is a 404): one counter of 16 shards a stage,
 * one BatchGet, whatever the number of patients.
 */
export async function labPipeline(ctx: MemberCtx, labId: number): Promise<LabPipeline> {
  const lab = await listOwner(ctx, labId, Membership.Lab, 'labs:read-own');
  const lists = PROCESS_STAGES.map((stage) => MemberList.stage(lab.memberId, stage));
  const counts = await countsOf(ctx.db, ctx.domain.domainId, lists);
  const stages = PROCESS_STAGES.map((stage, i) => ({ stage, label: processStageLabels[stage], patients: counts.get(lists[i]!) ?? 0 }));
  return { stages, patients: stages.reduce((sum, s) => sum + s.patients, 0) };
}
