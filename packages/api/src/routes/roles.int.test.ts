import { randomUUID } from 'node:crypto';
import { can, membershipIds, roleTable, type Action } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { Coupons, Members, Products, Reports, Templates } from '../../../core/src';
import { textPdf } from '../../../simulators/src/pdf';
import { harness } from '../../../../scripts/test/harness';
import { demoMembers } from '../../../../scripts/seed/demo';

const h = harness();
/** A patient template of the domain, made in beforeAll, that the embedded signing probe signs. */
let patientTemplateId = '';

/** One call per action of the role table: what a member needs to send to exercise it. */
type Probe = { method: string; path: string; body?: unknown; form?: Record<string, string | Blob>; actingAs?: number };

/** The smallest PNG: one transparent pixel. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const probes: Record<Action, (ids: { other: number; self: number; membership: number }) => Probe | Promise<Probe>> = {
  'profile:read-own': () => ({ method: 'GET', path: 'users/{self}/' }),
  'password:change-own': () => ({
    method: 'POST',
    path: 'users/change-password/',
    body: { password_current: 'Portal-Demo-1', password_new: 'Portal-Demo-1', password_confirmation: 'Portal-Demo-1' },
  }),
  'password:change-any': ({ other }) => ({ method: 'POST', path: 'users/change-password/', body: { user_id: other, new_password_change: 'Portal-Demo-1' } }),
  'session:sign-out': () => ({ method: 'POST', path: 'auth/sign-out/' }),
  'session:sign-out-everywhere': () => ({ method: 'POST', path: 'auth/sign-out-everywhere/' }),
  'session:keep-alive': () => ({ method: 'POST', path: 'auth/keep-alive/' }),
  'two-factor:manage': () => ({ method: 'GET', path: 'auth/two-factor/' }),
  'two-factor:reset-any': ({ other }) => ({ method: 'GET', path: `users/${other}/two-factor/` }),
  'session:sign-ins': () => ({ method: 'GET', path: 'auth/sign-ins/' }),
  'audit:read': () => ({ method: 'GET', path: 'audit-log/' }),
  'users:read-any': ({ other }) => ({ method: 'GET', path: `users/${other}/` }),
  'profile:update-own': () => ({ method: 'PATCH', path: 'users/{self}/', body: { check_agreement: '2026-11-21 08:00:00' } }),
  'users:update-any': ({ other }) => ({ method: 'PATCH', path: `users/${other}/`, body: { check_agreement: '2026-11-21 08:00:00' } }),
  'locations:manage-own': () => ({ method: 'GET', path: 'locations/user/{self}/' }),
  'locations:manage-any': ({ other }) => ({ method: 'GET', path: `locations/user/${other}/` }),
  'payments:manage-own': () => ({ method: 'POST', path: 'billing-profiles/get-profile/', body: { user_id: '{self}' } }),
  'contact:send': () => ({ method: 'POST', path: 'utilities/contact/', body: { name: 'Role walk', email: 'walk@acme.test', message: 'Hello' } }),
  'users:list-all': () => ({ method: 'GET', path: 'users/all/' }),
  'users:set-active': ({ other }) => ({ method: 'GET', path: `users/set/active/${other}/` }),
  'users:delete-inactive': async () => {
    const doomed = await h.newMember([2]);
    await Members.patch(await h.domainCtx(), doomed.memberId, { active: false });
    return { method: 'DELETE', path: `users/delete-inactive/${doomed.memberId}/` };
  },
  'users:login-as': ({ other }) => ({ method: 'POST', path: 'users/login-as-user/', body: { user_id: other } }),
  // The demo staff member is confirmed staff of the demo center (4).
  'users:enter-center': () => ({ method: 'POST', path: 'users/login-as-user/', body: { user_id: 4 } }),
  'users:create': () => ({
    method: 'POST',
    path: 'users/',
    body: { email: `walk-${randomUUID().slice(0, 8)}@acme.test`, first_name: 'Walk', last_name: 'Patient', subscription: 2, harvest_center_id: 4 },
  }),
  'centers:create': () => ({
    method: 'POST',
    path: 'harvest-centers/',
    body: { email: `walk-${randomUUID().slice(0, 8)}@acme.test`, first_name: 'Walk', last_name: 'Center', company: 'Walk Clinic' },
  }),
  // A rep's and a center's own links; admins read anyone's (here a patient's, who hands out none).
  'sign-up-links:own': () => ({ method: 'GET', path: 'sign-up-links/{self}/' }),
  'sign-up-links:any': ({ other }) => ({ method: 'GET', path: `sign-up-links/${other}/` }),
  'staff:centers-own': () => ({ method: 'GET', path: 'hc-staff/{self}/hc-list/' }),
  'staff:list-own-center': () => ({ method: 'GET', path: 'hc-staff/staff-list/{self}/' }),
  'staff:remove-from-center': async () => {
    const staff = await h.newMember([9]);
    await Members.patch(await h.domainCtx(), staff.memberId, { staffHcIds: [4] });
    return { method: 'POST', path: 'hc-staff/remove-user/', body: { user_id: staff.memberId, hc_id: 4 } };
  },
  // A staff member who joined the demo center (4) through its link and waits for its answer.
  'staff:confirm': async () => {
    const staff = await h.newMember([9]);
    await Members.patch(await h.domainCtx(), staff.memberId, { staffHcIds: [4], staffUnconfirmedHcIds: [4] });
    return { method: 'POST', path: 'hc-staff/confirm-user/', body: { user_id: staff.memberId, hc_id: 4 } };
  },
  'staff:manage': () => ({ method: 'GET', path: 'hc-staff/' }),
  'associations:manage': () => ({ method: 'GET', path: 'rhc-association/all/' }),
  // The lists below belong to the demo members, whose ids are their membership ids.
  'network:read-any': () => ({ method: 'GET', path: 'harvest-centers/list-all/' }),
  'labs:read-own': () => ({ method: 'GET', path: 'users/lab/' }),
  'centers:read-own': () => ({ method: 'GET', path: 'harvest-centers/4/patients/' }),
  'referral-centers:read-own': () => ({ method: 'GET', path: 'harvest-centers/referral/5/patients/' }),
  'reps:read-own': () => ({ method: 'GET', path: 'users/sales-rep/3/' }),
  'team:read-managed': () => ({ method: 'GET', path: 'sales-rep/sales-manager/list/6/' }),
  'team:read-distributed': () => ({ method: 'GET', path: 'sales-distributors/8/sales-managers/' }),
  'team:add-rep': () => ({
    method: 'POST',
    path: 'sales-rep/',
    body: { email: `walk-${randomUUID().slice(0, 8)}@acme.test`, first_name: 'Walk', last_name: 'Rep' },
  }),
  'team:add-manager': () => ({
    method: 'POST',
    path: 'sales-managers/',
    body: { email: `walk-${randomUUID().slice(0, 8)}@acme.test`, first_name: 'Walk', last_name: 'Manager' },
  }),
  'team:add-distributor': () => ({
    method: 'POST',
    path: 'sales-distributors/',
    body: { email: `walk-${randomUUID().slice(0, 8)}@acme.test`, first_name: 'Walk', last_name: 'Distributor' },
  }),
  // A rep (or manager) of the demo manager's (distributor's) team, made for each probe.
  'team:remove-rep': async () => {
    const rep = await h.newMember([3]);
    await Members.patch(await h.domainCtx(), rep.memberId, { salesManagerId: 6 });
    return { method: 'GET', path: `sales-rep/${rep.memberId}/remove-team/` };
  },
  'team:remove-manager': async () => {
    const manager = await h.newMember([6]);
    await Members.patch(await h.domainCtx(), manager.memberId, { salesDistributorId: 8 });
    return { method: 'GET', path: `sales-distributors/${manager.memberId}/remove-team/` };
  },
  'members:read-visible': () => ({ method: 'GET', path: 'users/identifier/{self}/' }),
  'centers:logo-own': () => ({ method: 'POST', path: 'utilities/upload-hc-logo/', form: { file: new File([onePixelPng], 'logo.png', { type: 'image/png' }) } }),
  'vials:read-own': () => ({ method: 'GET', path: 'vials-history/user/{self}/' }),
  'vials:manage': ({ other }) => ({ method: 'POST', path: 'vials-history/', body: { type: 'added', quantity: 1, date: '2026-11-21', user_id: other } }),
  'templates:manage': () => ({ method: 'GET', path: 'domain/file-signs/by-domain/1/type/4/' }),
  'domain:settings': () => ({ method: 'GET', path: 'domain/email-settings/by-domain/1/' }),
  // Centers read their patients' documents: a patient of the center (or referral center) made for the probe.
  'documents:read': async ({ other, self, membership }) => {
    if (membership === 2) return { method: 'GET', path: `documents/list/${self}/` };
    if (membership !== 4 && membership !== 5) return { method: 'GET', path: `documents/list/${other}/` };
    const patient = await h.newMember([2]);
    await Members.patch(await h.domainCtx(), patient.memberId, membership === 4 ? { harvestCenterId: self } : { referralHarvestCenterId: self });
    return { method: 'GET', path: `documents/list/${patient.memberId}/` };
  },
  'documents:sign-own': () => ({ method: 'POST', path: 'documents/sign-link-patient/', body: { patient_id: '{self}', doc_type: 'processing' } }),
  'documents:embed-sign': () => ({ method: 'POST', path: 'boldsign/create-document/get-embed-link/', body: { userId: '{self}', docId: patientTemplateId } }),
  'documents:request': () => ({ method: 'POST', path: 'documents/send/', body: { name: 'Walk Patient', email: `walk-${randomUUID().slice(0, 8)}@acme.test` } }),
  // A harvest center's own ids; admins name the demo center (4); staff act as the center they work for.
  'documents:center-list': ({ membership }) => ({ method: 'GET', path: `harvest-centers/${membership === 7 ? 4 : '{self}'}/documentList/` }),
  'documents:manage': () => ({ method: 'GET', path: 'documents/' }),
  'documents:attest': () => ({ method: 'POST', path: 'documents/harvest-center/attestation/' }),
  'documents:attestation-read': ({ membership }) =>
    membership === 7 || membership === 9
      ? { method: 'GET', path: 'documents/harvest-center/4/attestation/', actingAs: membership === 9 ? 4 : undefined }
      : { method: 'GET', path: 'documents/harvest-center/{self}/attestation/' },
  // Product 2 (patient vials): the tag-1 demo patient, both kinds of center and admins see it.
  'products:read': () => ({ method: 'GET', path: 'products/2/' }),
  // The pop-up banner at its list price: the walk changes nothing a member would notice.
  'products:manage': async () => ({
    method: 'POST',
    path: 'product-prices/update-create/',
    body: { price: 180, shipping_fee: 30, product_id: 12, domain_id: (await h.domainCtx()).domain.domainId },
  }),
  'coupons:manage': () => ({ method: 'GET', path: 'coupon-codes/' }),
  // An unknown code answers no discount (200): the check itself is what the role allows.
  'coupons:validate': () => ({ method: 'POST', path: 'coupon-codes/validate-code/', body: { code: 'ROLE-WALK', product_id: 2 } }),
  // A checkout whose coupon covers the whole price: recorded paid without calling the gateway.
  'transactions:checkout': async () => ({ method: 'POST', path: 'transactions/', body: await freeCheckout(12) }),
  'transactions:checkout-vials': async () => ({ method: 'POST', path: 'transactions/patient/', body: await freeCheckout(2) }),
  'transactions:last-id': () => ({ method: 'GET', path: 'transactions/get-last-id/' }),
  // Admins and staff read the demo center's (4) fee; centers their own.
  'centers:processing-fee': ({ membership }) => ({
    method: 'GET',
    path: `harvest-centers/${membership === 7 || membership === 9 ? 4 : '{self}'}/processing-fee/`,
  }),
  'staff:center-payment-profile': ({ membership }) => ({ method: 'GET', path: `hc-staff/auth-profile/${membership === 9 ? 4 : '{self}'}/` }),
  // The reports of the demo rep (3), manager (6), distributor (8) and center (4); admins read theirs.
  'transactions:read-own-sales': ({ membership }) => ({ method: 'GET', path: `sales-rep/${membership === 7 ? 3 : '{self}'}/my-transactions/` }),
  'transactions:read-team': ({ membership }) => ({ method: 'GET', path: `sales-managers/${membership === 7 ? 6 : '{self}'}/team-transactions/` }),
  'transactions:read-teams': ({ membership }) => ({ method: 'GET', path: `sales-distributors/${membership === 7 ? 8 : '{self}'}/team-transactions/` }),
  'transactions:read-center': ({ membership }) => ({ method: 'GET', path: `harvest-centers/${membership === 7 ? 4 : '{self}'}/transactions-history/` }),
  'transactions:read-all': () => ({ method: 'GET', path: 'transactions/?search=walk' }),
  // A paid transaction naming the demo rep, manager, distributor and center: in each one's report.
  'transactions:read-one': async () => ({ method: 'GET', path: `transactions/${await walkTransaction()}/` }),
  'transactions:chart': ({ membership }) => ({ method: 'GET', path: `transactions/by-month/?report=${exportReports[membership] ?? 'all'}` }),
  'transactions:export': ({ membership }) => ({ method: 'GET', path: `transactions/export-csv/?report=${exportReports[membership] ?? 'all'}` }),
  'transactions:edit': async () => {
    // The edit names the version it changes, read just before (an admin's earlier edit in the walk made a new one).
    const ctx = await h.domainCtx();
    const transactionId = await walkTransaction();
    const { data } = await ctx.db.entities.transaction.get({ domainId: ctx.domain.domainId, transactionId }).go();
    return {
      method: 'PATCH',
      path: `transactions/${transactionId}/`,
      body: { commission_paid: true, transaction_note: 'Role walk', updated_at: data!.updatedAt },
    };
  },
  'labels:read': () => ({ method: 'GET', path: 'fedex-requests/' }),
  'labels:request': () => ({
    method: 'POST',
    path: 'fedex-requests/',
    body: {
      doctor_name: 'Dr. Walk',
      doctor_email: 'walk@acme.test',
      address1: '1 Walk St',
      city: 'Austin',
      state_desc: 'TX',
      country_desc: 'US',
      other_patient_name: 'Walk Patient',
      label_date: '2026-11-21',
    },
  }),
  'labels:manage': () => ({
    method: 'POST',
    path: 'fedex-requests/process-file/',
    form: { file: new File([textPdf(['Walk label'])], 'label.pdf', { type: 'application/pdf' }) },
  }),
  // Each member asks for its own membership's panel; admins' own (7) is every group of the path.
  'assets:read': ({ membership }) => ({ method: 'POST', path: `assets/subscription/${membership}/section/`, body: { url: '/dashboard' } }),
  'assets:manage': () => ({ method: 'GET', path: 'assets/' }),
  'memberships:list': () => ({ method: 'GET', path: 'memberships/' }),
  'tags:list': () => ({ method: 'GET', path: 'utilities/user-tags/' }),
};

/** The report each membership exports (the others are refused whichever they ask). */
const exportReports: Record<number, string> = { 3: 'sales_rep', 4: 'harvest_center', 6: 'sales_manager', 7: 'all', 8: 'sales_distributor' };

let walkPaid: Promise<number> | undefined;
/** One paid transaction of the walk, recorded as a checkout records it. */
const walkTransaction = () =>
  (walkPaid ??= (async () => {
    const ctx = await h.domainCtx();
    return (
      await Reports.recordSale(ctx, {
        salesRepId: 3,
        salesManagerId: 6,
        salesDistributorId: 8,
        harvestCenterId: 4,
        patientId: 2,
        productId: 1,
        date: new Date().toISOString(),
      })
    ).transactionId;
  })());

/** The walk's coupon: it covers the whole price of the banner and of patient vials. */
const FREE_CODE = `WALK-${randomUUID().slice(0, 8)}`;

/** A checkout of one product at its price today, without shipping, paid in full by the walk's coupon. */
async function freeCheckout(productId: number) {
  const product = (await Products.fromId(await h.domainCtx(), productId))!;
  return {
    idempotency_key: randomUUID(),
    product_id: productId,
    product_amount: product.priceCents / 100,
    total_amount: 0,
    shipping_fee: 'no',
    coupon_code: FREE_CODE,
    coupon_code_amount: 10_000,
    email: 'walk@acme.test',
    phone_number: '5550100',
    addressInfo: { address1: '1 Walk Way', city: 'Boise', state: 'ID', country_desc: 'United States', zip_code: '83702' },
    payment: { payment_profile_id: '1' },
  };
}

/** Actions on one's own records that a wider action also grants: an admin may do them for anyone, itself included. */
const impliedBy: Partial<Record<Action, Action>> = {
  'staff:centers-own': 'staff:manage',
  'sign-up-links:own': 'sign-up-links:any',
  'staff:list-own-center': 'staff:manage',
  'centers:read-own': 'network:read-any',
  'referral-centers:read-own': 'network:read-any',
  'reps:read-own': 'network:read-any',
  'team:read-managed': 'network:read-any',
  'team:read-distributed': 'network:read-any',
  'vials:read-own': 'vials:manage',
  'users:enter-center': 'users:login-as',
};

describe('the role table, walked against the API for each of the nine memberships', () => {
  const tokens = new Map<number, { token: string; id: number }>();
  let other: number;
  beforeAll(async () => {
    other = (await h.newMember([2])).memberId;
    // The documents' probes sign from the domain's templates: one of each patient kind and a center's.
    const ctx = await h.domainCtx();
    const admin = (await Members.fromEmail(ctx, 'admin@acme.test'))!;
    const file = { name: 'walk.pdf', bytes: textPdf(['Role walk']) };
    await Coupons.create(
      { ...ctx, caller: admin, member: admin },
      { name: 'Role walk', code: FREE_CODE, max_use_number: 0, discount_amount: 10_000, product_ids: [2, 12] },
    );
    for (const [type, kind] of [
      [2, 'attestation'],
      [2, 'processing'],
      [2, 'storage'],
      [4, undefined],
    ] as const) {
      const made = await Templates.create(
        { ...ctx, caller: admin, member: admin },
        { title: `Walk ${kind ?? 'center'}`, description: 'Role walk', documentMessage: 'Sign', type, kind, isActive: true, file },
      );
      if (kind === 'processing') patientTemplateId = made.templateId;
    }
    // Sessions of the walk's own: it signs them out (a shared one would end under the other files).
    for (const demo of demoMembers) {
      const token = await h.demoToken(demo.local, 'acme', { fresh: true });
      tokens.set(demo.membership, { token, id: (await Members.fromEmail(ctx, `${demo.local}@acme.test`))!.memberId });
    }
  });

  /** The actions that end the caller's session (one or all of them). */
  const endsSession = new Set<Action>(['password:change-own', 'session:sign-out', 'session:sign-out-everywhere']);
  for (const action of Object.keys(roleTable) as Action[]) {
    for (const membership of membershipIds) {
      const wider = impliedBy[action];
      const allowed = can([membership], action) || (wider !== undefined && can([membership], wider));
      // Signing in again after one takes a code: a member with two-factor may wait for its app's next one.
      it(`${action} is ${allowed ? 'allowed' : 'refused'} for membership ${membership}`, endsSession.has(action) ? { timeout: 90_000 } : {}, async () => {
        const { token, id } = tokens.get(membership)!;
        const probe = await probes[action]({ other, self: id, membership });
        const body = probe.body === undefined ? undefined : JSON.parse(JSON.stringify(probe.body).replaceAll('"{self}"', String(id)));
        const res = await h.call(probe.method, probe.path.replaceAll('{self}', String(id)), {
          domain: 'acme',
          token,
          body,
          form: probe.form,
          actingAs: probe.actingAs,
        });
        if (allowed) expect(res.status, JSON.stringify(res.body)).toBe(200);
        else expect([403, 404]).toContain(res.status);
        // Changing one's password or signing out ends one's session: the walk signs in again for the next actions.
        if (endsSession.has(action) && allowed) {
          const demo = demoMembers.find((d) => d.membership === membership)!;
          tokens.set(membership, { token: await h.demoToken(demo.local, 'acme', { fresh: true }), id });
        }
      });
    }
  }
});

describe('an export job’s state is its starter’s (transactions:export starts one)', () => {
  for (const membership of membershipIds) {
    const allowed = can([membership], 'transactions:export');
    it(`exports/{id}/ is ${allowed ? 'allowed' : 'refused'} for membership ${membership}`, async () => {
      const demo = demoMembers.find((d) => d.membership === membership)!;
      const token = await h.demoToken(demo.local);
      if (!allowed) {
        // No export of this member exists: whatever id, nothing is found.
        expect((await h.call('GET', `exports/${randomUUID()}/`, { domain: 'acme', token })).status).toBe(404);
        return;
      }
      const started = await h.call('GET', `transactions/export-csv/?report=${exportReports[membership]}`, { domain: 'acme', token });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const read = await h.call('GET', `exports/${started.body.id}/`, { domain: 'acme', token });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.id).toBe(started.body.id);
    });
  }
});
