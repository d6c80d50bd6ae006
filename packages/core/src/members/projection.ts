import type { MemberRecord } from '../context';
import { declareProjection } from '../projections/declare';
import { followUpOf } from '../projections/follow-ups';
import { repairTeams, takeLeaderTeam } from '../network/teams';
import { entriesOf, memberFamilies } from './member-lists';

/**
 * The member lists (member-lists.ts): the Users List and its filters, each parent's members, the
 * patients by product bought and the search postings. A member's change takes its leader's team at
 * once; a manager's move and a rename of a member named on sales are carried in steps.
 */
export const memberProjection = declareProjection<MemberRecord>({
  name: 'members',
  entity: 'member',
  sequence: 'member',
  idField: 'memberId',
  families: memberFamilies,
  entriesOf: (member) => entriesOf(member),
  fanOut: followUpOf,
  follow: (ctx, _before, after) => takeLeaderTeam(ctx, after),
  repair: repairTeams,
});
