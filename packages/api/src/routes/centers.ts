import { createRoute } from '@hono/zod-openapi';
import {
  CenterProcessingFee,
  CenterPublicOptions,
  InviteQuery,
  LAB_CENTERS_PAGE_SIZE,
  LabCenterParams,
  LabPipeline,
  LabVialsByMonth,
  LinkedListQuery,
  MemberIdParam,
  MemberOptions,
  MemberRowPage,
  Membership,
  PICKER_SIZE,
  PickerQuery,
  PATIENTS_PAGE_SIZE,
  REFERRAL_CENTERS_PAGE_SIZE,
  REP_CENTERS_PAGE_SIZE,
  UserListPage,
  UserListQuery,
} from '@portal/contracts';
import { CheckoutLookups, LabPipelines, LabVials, LinkedMembers, MemberPages, Members, Network, SignUpLinks } from '@portal/core';
import type { AppContext } from '../env';
import { allow, isSignedIn, signedIn, signedInIfCredentials } from '../middleware/auth';
import { errors, ok, router } from '../router';
import { listPage } from './member-admin';
import { owner, rowPage, serveLinkedLists, type LinkedList } from './role-lists';

const adminList = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['centers'],
    middleware: [signedIn(), allow('network:read-any')] as const,
    request: { query: UserListQuery.omit({ membership: true }) },
    responses: { ...ok(UserListPage), ...errors(400, 403) },
  });

const optionsRoute = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['centers'],
    middleware: [signedIn()] as const,
    request: { params: MemberIdParam, query: PickerQuery },
    responses: { ...ok(MemberOptions), ...errors(400, 403, 404) },
  });

/** A picker offers the newest members matching what is typed, a page at most: type more to find others. */
async function picker(c: AppContext, parentId: number, relation: 'harvestCenterId' | 'referralHarvestCenterId' | 'referred', search?: string) {
  const found = await LinkedMembers.linkedOptions(c.get('memberCtx'), parentId, relation, Membership.Patient, { search }, PICKER_SIZE);
  return c.json(found.map(Network.option), 200);
}

const { Lab, HarvestCenter, ReferralHarvestCenter, SalesRep, Patient } = Membership;
const tag = 'centers';

/** The centers' own lists: a lab's centers, a center's (referral) patients, a rep's centers. */
const centerLists: LinkedList[] = [
  { tag, path: '/processing-labs/{id}/harvestcenters/', owner: Lab, own: 'labs:read-own', relation: 'labId', plan: HarvestCenter, size: LAB_CENTERS_PAGE_SIZE },
  {
    tag,
    path: '/harvest-centers/sales-rep/{id}/',
    owner: SalesRep,
    own: 'reps:read-own',
    relation: 'salesRepId',
    plan: HarvestCenter,
    size: REP_CENTERS_PAGE_SIZE,
  },
  {
    tag,
    path: '/referral-harvest-centers/sales-rep/{id}/',
    owner: SalesRep,
    own: 'reps:read-own',
    relation: 'salesRepId',
    plan: ReferralHarvestCenter,
    size: REFERRAL_CENTERS_PAGE_SIZE,
  },
  {
    tag,
    path: '/harvest-centers/{id}/patients/',
    owner: HarvestCenter,
    own: 'centers:read-own',
    relation: 'harvestCenterId',
    plan: Patient,
    size: PATIENTS_PAGE_SIZE,
    byProduct: true,
  },
  {
    tag,
    path: '/harvest-centers/{id}/referral-patients/',
    owner: HarvestCenter,
    own: 'centers:read-own',
    relation: 'referred',
    plan: Patient,
    size: PATIENTS_PAGE_SIZE,
  },
  {
    tag,
    path: '/harvest-centers/referral/{id}/patients/',
    owner: ReferralHarvestCenter,
    own: 'referral-centers:read-own',
    relation: 'referralHarvestCenterId',
    plan: Patient,
    size: PATIENTS_PAGE_SIZE,
  },
];

/**
 * Labs, harvest centers and referral harvest centers: each one's own lists, a lab's view of its
 * centers' patients, the pickers' patient lists, the admin's lists and a center's public card.
 */
export const centerRoutes = serveLinkedLists(router(), centerLists)
  .openapi(
    createRoute({
      method: 'get',
      path: '/harvest-centers/{id}/processing-fee/',
      tags: ['centers'],
      middleware: [signedIn(), allow('centers:processing-fee')] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(CenterProcessingFee), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await CheckoutLookups.processingFee(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(adminList('/processing-labs/'), (c) => listPage(c, 'active', { ...c.req.valid('query'), membership: Membership.Lab }))
  .openapi(adminList('/harvest-centers/'), (c) => listPage(c, 'active', { ...c.req.valid('query'), membership: Membership.HarvestCenter }))
  .openapi(adminList('/referral-harvest-centers/'), (c) => listPage(c, 'active', { ...c.req.valid('query'), membership: Membership.ReferralHarvestCenter }))
  .openapi(
    createRoute({
      method: 'get',
      path: '/harvest-centers/list-all/',
      tags: ['centers'],
      middleware: [signedIn(), allow('network:read-any')] as const,
      request: { query: PickerQuery },
      responses: { ...ok(MemberOptions), ...errors(400, 403) },
    }),
    async (c) => {
      const found = await MemberPages.options(c.get('memberCtx'), { membership: Membership.HarvestCenter, search: c.req.valid('query').search }, PICKER_SIZE);
      return c.json(found.map(Network.option), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/harvest-centers/public-options/{id}/',
      tags: ['centers'],
      description:
        "Signed in: a harvest center's company and sales rep (the checkouts). Without credentials: the referral center and staff sign-up pages, only with their link's invitation token (`invite`).",
      middleware: [signedInIfCredentials()] as const,
      request: { params: MemberIdParam, query: InviteQuery },
      responses: { ...ok(CenterPublicOptions), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const center = Network.activeCenter(
        isSignedIn(c) ? await Members.fromId(c.get('domainCtx'), id) : await SignUpLinks.linkCenter(c.get('domainCtx'), id, c.req.valid('query').invite),
      );
      return c.json({ id: center.memberId, company: center.company ?? '', saless_rep_id: center.salesRepId ?? null }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/processing-labs/{id}/pipeline/',
      tags: ['centers'],
      description:
        "A lab's active patients by the stage of their process (waiting, tissue shipped, received, plating, vials ready, vials shipped), from counters: the lab's own, or any lab's for admins.",
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(LabPipeline), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await LabPipelines.labPipeline(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/processing-labs/{id}/vials-by-month/',
      tags: ['centers'],
      description:
        "A lab's vials ledger by month over the last 12 months (added, shipped, available at each month's end) and its totals now, from counters: the lab's own, or any lab's for admins.",
      middleware: [signedIn()] as const,
      request: { params: MemberIdParam },
      responses: { ...ok(LabVialsByMonth), ...errors(400, 403, 404) },
    }),
    async (c) => c.json(await LabVials.vialsByMonth(c.get('memberCtx'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/processing-labs/{id}/harvestcenter/{hcId}/patients/',
      tags: ['centers'],
      middleware: [signedIn()] as const,
      request: { params: LabCenterParams, query: LinkedListQuery },
      responses: { ...ok(MemberRowPage), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const ctx = c.get('memberCtx');
      const { id, hcId } = c.req.valid('param');
      const lab = await owner(ctx, id, Membership.Lab, 'labs:read-own');
      // The center must be one of this lab's.
      const center = await Network.labCenter(ctx, lab, hcId);
      return rowPage(c, center, 'harvestCenterId', Membership.Patient, c.req.valid('query'), PATIENTS_PAGE_SIZE);
    },
  )
  .openapi(optionsRoute('/harvest-centers/{id}/patientList/'), async (c) => {
    const ctx = c.get('memberCtx');
    const center = await owner(ctx, c.req.valid('param').id, Membership.HarvestCenter, 'centers:read-own');
    return picker(c, center.memberId, 'harvestCenterId', c.req.valid('query').search);
  })
  .openapi(optionsRoute('/harvest-centers/{id}/referral/patientList/'), async (c) => {
    // A referral center's own patients; for a harvest center, the patients its referral centers sent.
    const ctx = c.get('memberCtx');
    const id = c.req.valid('param').id;
    const rhc = await owner(ctx, id, Membership.ReferralHarvestCenter, 'referral-centers:read-own').catch(() => undefined);
    const { search } = c.req.valid('query');
    if (rhc) return picker(c, rhc.memberId, 'referralHarvestCenterId', search);
    return picker(c, (await owner(ctx, id, Membership.HarvestCenter, 'centers:read-own')).memberId, 'referred', search);
  });
