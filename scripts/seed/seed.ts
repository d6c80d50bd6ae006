import { Membership } from '../../packages/contracts/src';
import {
  AdminPassword,
  Coupons,
  TwoFactor,
  Domains,
  Labels,
  Media,
  Members,
  PaymentMethods,
  Products,
  Reference,
  Reports,
  Templates,
  Vials,
  type Core,
  type DomainCtx,
  type MemberRecord,
} from '../../packages/core/src';
import { textPdf } from '../../packages/simulators/src/pdf';
import { codeOf } from '../local/totp';
import { ensureAssetGroups } from './assets';
import type { DemoAuthenticators } from './authenticators';
import {
  DEMO_ADMIN_FORM_PASSWORD,
  DEMO_COUPON,
  DEMO_PASSWORD,
  demoDomains,
  demoEmail,
  demoMembers,
  demoPatients,
  faviconSvg,
  logoSvg,
  type DemoDomain,
  type DemoRole,
} from './demo';

const tags = { 1: 'Vials Checkout', 2: 'Priority Support' };

async function ensureDomain(core: Core, demo: DemoDomain, portalUrl: (identifier: string) => string): Promise<DomainCtx> {
  const domain =
    (await Domains.fromIdentifier(core, demo.identifier)) ??
    (await Domains.create(core, {
      identifier: demo.identifier,
      name: demo.name,
      url: portalUrl(demo.identifier),
      emailSender: `${demo.name} <no-reply@${demo.identifier}.test>`,
      emailNotifications: `support@${demo.identifier}.test`,
      description: `${demo.name} member portal: vials, documents and orders in one place.`,
      logo: '/media/domain/logo.svg',
      favicon: '/media/domain/favicon.svg',
    }));
  const ctx = { ...core, domain };
  if (!domain.adminFormPasswordHash) await AdminPassword.set(ctx, DEMO_ADMIN_FORM_PASSWORD);
  await Media.putBranding(ctx, 'logo.svg', Buffer.from(logoSvg(demo)), 'image/svg+xml');
  await Media.putBranding(ctx, 'favicon.svg', Buffer.from(faviconSvg(demo)), 'image/svg+xml');
  await Reference.seed(core, domain.domainId, tags);
  await Products.seed(core, domain.domainId);
  // The sender domain's verification, as provisioning starts it (the local SES identity simulator verifies it after a while).
  await core.providers.senders.start(`${demo.identifier}.test`, `mail.${demo.identifier}.test`);
  return ctx;
}

interface DemoPerson {
  local: string;
  firstName: string;
  lastName: string;
  membership: number;
  company: string;
}

async function ensureMember(ctx: DomainCtx, demo: DemoPerson): Promise<MemberRecord> {
  const email = demoEmail(demo.local, ctx.domain.identifier);
  const existing = await Members.fromEmail(ctx, email);
  if (existing) {
    if (await ctx.providers.identity.userExists(existing.identityUsername)) return existing;
    await ctx.providers.identity.createUser({
      username: existing.identityUsername,
      email,
      domainId: ctx.domain.domainId,
      memberships: existing.memberships,
      password: DEMO_PASSWORD,
    });
    // A new identity has no authenticator app yet: the seed sets one up again.
    return existing.twoFactor ? Members.setTwoFactor(ctx, existing.memberId, false) : existing;
  }
  return Members.create(ctx, {
    email,
    firstName: demo.firstName,
    lastName: demo.lastName,
    memberships: [demo.membership],
    company: demo.company ? `${ctx.domain.name.split(' ')[0]} ${demo.company}` : '',
    phoneNumber: '5550100',
    signupDate: new Date().toISOString(),
    // Demo members have accepted the membership agreement, so every demo login reaches its dashboard.
    checkAgreement: '2026-01-01 09:00:00',
    password: DEMO_PASSWORD,
  });
}

/** The demo harvest center's address: its saved card is verified with it. */
const demoAddress = { address1: '200 Harbor Way', city: 'Boise', stateDesc: 'ID', countryDesc: 'United States', zipCode: '83702' };

/**
 * Two-factor sign-in for a demo member whose membership requires it (the admin: always), as the
 * member would set it up from its profile: the provider makes the app's secret, its first code
 * confirms it. The secret is kept in `authenticators` so the demo member can still sign in.
 */
async function ensureAuthenticator(ctx: DomainCtx, member: MemberRecord, authenticators: DemoAuthenticators) {
  if (!TwoFactor.isRequired(ctx.domain, member)) return;
  if (member.twoFactor) {
    if (!authenticators.has(member.email)) console.warn(`The authenticator secret of ${member.email} is lost: \`npm run reset\` seeds the demo again.`);
    return;
  }
  const signedIn = await ctx.providers.identity.signIn(member.identityUsername, DEMO_PASSWORD);
  if (signedIn.kind !== 'signed-in') throw new Error(`${member.email} could not sign in to set up its authenticator (${signedIn.kind})`);
  const setup = await TwoFactor.beginWith(ctx, member, { accessToken: signedIn.accessToken });
  await TwoFactor.confirmWith(ctx, member.memberId, setup.session, codeOf(setup.secret), 'profile');
  authenticators.set(member.email, setup.secret);
}

/** The links the spec implies between the demo members of one domain. */
async function link(ctx: DomainCtx, m: Record<DemoRole, MemberRecord>) {
  const id = (role: DemoRole) => m[role].memberId;
  const links: [DemoRole, Members.MemberPatch][] = [
    ['patient', { harvestCenterId: id('hc'), salesRepId: id('rep'), labId: id('lab'), tags: [1] }],
    ['rep', { salesManagerId: id('manager'), salesDistributorId: id('distributor') }],
    ['manager', { salesDistributorId: id('distributor') }],
    ['hc', { labId: id('lab'), salesRepId: id('rep'), ...demoAddress }],
    ['rhc', { rhcHcIds: [id('hc')], harvestCenterId: undefined, salesRepId: id('rep') }],
    ['staff', { staffHcIds: [id('hc')] }],
  ];
  for (const [role, fields] of links) if (!holds(m[role], fields)) await Members.patch(ctx, id(role), fields);
  for (const demo of demoPatients) {
    const patient = await ensureMember(ctx, { ...demo, membership: Membership.Patient, company: '' });
    const fields: Members.MemberPatch = {
      harvestCenterId: id('hc'),
      referralHarvestCenterId: demo.referred ? id('rhc') : undefined,
      salesRepId: id('rep'),
      labId: id('lab'),
      vialsPreparation: demo.vialsPreparation,
      vialsReadyShip: demo.vialsReadyShip,
      ...milestonesOf(demo.milestones),
    };
    if (!holds(patient, fields)) await Members.patch(ctx, patient.memberId, fields);
  }
}

/** Whether `member` holds `fields` already (undefined: absent), so a start on seeded data writes nothing again. */
const holds = (member: MemberRecord, fields: Members.MemberPatch) =>
  Object.entries(fields).every(([key, value]) => JSON.stringify(member[key as keyof MemberRecord] ?? null) === JSON.stringify(value ?? null));

/** A demo patient's milestones up to stage `n` (see demoPatients), dated days before today. */
function milestonesOf(n: number) {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  return {
    ...(n >= 1 ? { dateAdiposeShippedToLab: daysAgo(40) } : {}),
    ...(n >= 2 ? { dateAdiposeReceivedByLab: daysAgo(38) } : {}),
    ...(n >= 3 ? { stemcellPlatingInitiatedDate: daysAgo(30) } : {}),
    ...(n >= 4 ? { dateVialsReadyToShip: daysAgo(2) } : {}),
  };
}

/** The signature templates of a demo domain: one per patient document and one per registration type. */
const demoTemplates = [
  { type: 2, kind: 'attestation', title: 'Patient Attestation Agreement' },
  { type: 2, kind: 'processing', title: 'Processing Agreement' },
  { type: 2, kind: 'storage', title: 'Storage Agreement' },
  { type: 4, title: 'Harvest Center Attestation' },
  { type: 5, title: 'Referral Harvest Center Agreement' },
] as const;

/** Adds each demo template the domain does not have yet, through the e-signature provider. */
async function ensureTemplates(ctx: DomainCtx, admin: MemberRecord) {
  for (const demo of demoTemplates) {
    const kind = 'kind' in demo ? demo.kind : undefined;
    const existing = await Templates.ofType(ctx, demo.type);
    if (existing.some((t) => t.title === demo.title && t.kind === kind)) continue;
    await Templates.create(
      { ...ctx, caller: admin, member: admin },
      {
        title: demo.title,
        description: `${demo.title} of ${ctx.domain.name}.`,
        documentMessage: `Please read and sign the ${demo.title}.`,
        type: demo.type,
        kind,
        isActive: true,
        file: { name: `${demo.title}.pdf`, bytes: textPdf([demo.title, ctx.domain.name, 'I have read and agree to the terms of this agreement.']) },
      },
    );
  }
}

/**
 * Gives the demo harvest center a saved Visa on the local gateway simulator, tokenized as the
 * browser does it (the card goes to the gateway, the portal keeps its payment profile). Only on
 * the simulator: a real gateway's cards are saved by their owners.
 */
async function ensureSavedCard(ctx: DomainCtx, hc: MemberRecord) {
  const gateway = ctx.config.payments;
  if (!gateway || gateway.acceptJsUrl) return;
  const member = (await Members.fromId(ctx, hc.memberId))!;
  if ((await PaymentMethods.list(ctx, member)).payments.length) return;
  const answer = await fetch(gateway.requestUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      securePaymentContainerRequest: {
        merchantAuthentication: { name: gateway.apiLoginId, clientKey: gateway.clientKey },
        data: { type: 'TOKEN', id: `seed-${ctx.domain.identifier}`, token: { cardNumber: '4111111111111111', expirationDate: '122030', cardCode: '123' } },
      },
    }),
  });
  const { opaqueData } = JSON.parse((await answer.text()).replace(/^\uFEFF/, '')) as { opaqueData: { dataDescriptor: string; dataValue: string } };
  await PaymentMethods.add(ctx, member, {
    holder: `${member.firstName} ${member.lastName}`,
    token: { descriptor: opaqueData.dataDescriptor, value: opaqueData.dataValue },
    makeDefault: true,
  });
}

/** The demo domain's coupon, unless it has it already. */
async function ensureCoupon(ctx: DomainCtx, admin: MemberRecord) {
  if (await Coupons.fromCode(ctx, DEMO_COUPON.code)) return;
  await Coupons.create({ ...ctx, caller: admin, member: admin }, DEMO_COUPON);
}

/** A label request of the demo harvest center for its demo patient, waiting for the admin's label, unless it has one. */
async function ensureLabelRequest(ctx: DomainCtx, hc: MemberRecord, patient: MemberRecord) {
  const center = (await Members.fromId(ctx, hc.memberId))!;
  const asCenter = { ...ctx, caller: center, member: center };
  if ((await Labels.page(asCenter, undefined, null, 1)).count) return;
  await Labels.request(asCenter, {
    doctor_name: 'Dr. Nora Hale',
    doctor_email: `nora.hale@${ctx.domain.identifier}.test`,
    address1: center.address1 || '100 Harvest Way',
    city: center.city || 'Austin',
    state_desc: center.stateDesc || 'TX',
    zip_code: center.zipCode || '',
    country_desc: center.countryDesc || 'United States',
    patients_ids: [patient.memberId],
    label_date: new Date().toISOString().slice(0, 10),
  });
}

/**
 * A year of the demo lab's vials ledger: vials added for each demo patient a month apart, the
 * newest ten days ago, and half of them partly shipped five days later; written as the ledger
 * writes them (entry and the patient's totals together), unless the patients have entries already.
 */
async function ensureVials(ctx: DomainCtx, lab: MemberRecord) {
  // A FedEx Express number: 11 digits and their check digit (weights 3, 1, 7; modulo 11, then 10).
  const fedex = (base: string) => base + (([...base].reduce((sum, d, k) => sum + Number(d) * [3, 1, 7][k % 3]!, 0) % 11) % 10);
  const day = 86_400_000;
  const dateOf = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString().slice(0, 10);
  const asLab = { ...ctx, caller: lab, member: lab };
  await Promise.all(
    demoPatients.map(async (demo, i) => {
      const patient = await Members.fromEmail(ctx, demoEmail(demo.local, ctx.domain.identifier));
      if (!patient || patient.vialsEntries) return;
      await Vials.addEntry(asLab, patient, { user_id: patient.memberId, type: 'added', quantity: 4 + (i % 5), date: dateOf(i * 30 + 10) });
      if (i % 2 === 0)
        await Vials.addEntry(asLab, (await Members.fromId(ctx, patient.memberId))!, {
          user_id: patient.memberId,
          type: 'shipped',
          quantity: 2 + (i % 3),
          date: dateOf(i * 30 + 5),
          tracking_id: fedex(`79461234${String(100 + i)}`),
        });
    }),
  );
}

/** How many paid transactions each demo domain has: two a month, enough that every report pages (10 a page). */
const DEMO_SALES = 24;
/** The products the demo sales are of: processing fees, referral fees, vials and supplies. */
const demoProducts = [1, 2, 13, 1, 14, 2];

/** Days between two demo sales: 24 of them span a year, so each month of the dashboards' charts has some. */
const DEMO_SALE_DAYS = 15;

/**
 * Paid transactions of the demo rep (so its manager's and distributor's) at the demo harvest center
 * over the last year, the latest an hour ago (so this month has one), each for one of the center's patients, every third through the referral
 * clinic; recorded as a checkout's last write records them (the record alone: the projector puts them
 * in the reports), unless the domain has them already.
 */
async function ensureSales(ctx: DomainCtx, m: Record<DemoRole, MemberRecord>) {
  const ours = await Reports.countAll(ctx);
  if (ours >= DEMO_SALES) return;
  const patients: MemberRecord[] = [];
  for (const p of demoPatients) {
    const found = await Members.fromEmail(ctx, demoEmail(p.local, ctx.domain.identifier));
    if (found) patients.push(found);
  }
  const day = 86_400_000;
  // Their ids in date order, one at a time; then recorded a few at once.
  const records = [];
  for (let n = ours; n < DEMO_SALES; n++) {
    const patient = patients[n % patients.length] ?? m.patient;
    const referred = n % 3 === 2;
    records.push(
      await Reports.saleRecord(ctx, {
        date: new Date(Date.now() - (DEMO_SALES - 1 - n) * DEMO_SALE_DAYS * day - 3_600_000).toISOString(),
        productId: demoProducts[n % demoProducts.length]!,
        quantity: 1 + (n % 2),
        buyerId: referred ? m.rhc.memberId : m.hc.memberId,
        patientId: patient.memberId,
        harvestCenterId: m.hc.memberId,
        referralHarvestCenterId: referred ? m.rhc.memberId : undefined,
        hcStaffId: n % 5 === 4 ? m.staff.memberId : undefined,
        salesRepId: m.rep.memberId,
        salesManagerId: m.manager.memberId,
        salesDistributorId: m.distributor.memberId,
      }),
    );
  }
  for (let i = 0; i < records.length; i += SALES_AT_ONCE) await Promise.all(records.slice(i, i + SALES_AT_ONCE).map((r) => Reports.recordPaid(ctx, r)));
}

/** Demo sales recorded at once. */
const SALES_AT_ONCE = 6;

/** Seeds the demo domains, one active member per membership and a center's patients in each; safe to run again. */
export async function seedDemo(core: Core, portalUrl: (identifier: string) => string, authenticators: DemoAuthenticators): Promise<DomainCtx[]> {
  // The domains one after another, so their ids follow the list; then each domain's content at once.
  const domains: DomainCtx[] = [];
  for (const demo of demoDomains) domains.push(await ensureDomain(core, demo, portalUrl));
  return Promise.all(domains.map((ctx) => seedDomain(ctx, authenticators)));
}

/** One demo domain's members, links, templates, card, coupon, label request, assets and sales. */
async function seedDomain(ctx: DomainCtx, authenticators: DemoAuthenticators): Promise<DomainCtx> {
  const members = {} as Record<DemoRole, MemberRecord>;
  for (const demoMember of demoMembers) members[demoMember.local] = await ensureMember(ctx, demoMember);
  // The extra patients come after the nine, so member ids 1 to 9 stay the membership ids. What
  // does not depend on them goes on meanwhile.
  await Promise.all([
    ensureAuthenticator(ctx, members.admin, authenticators),
    link(ctx, members).then(() =>
      Promise.all([
        ensureLabelRequest(ctx, members.hc, members.patient),
        ensureVials(ctx, members.lab),
        ensureSales(ctx, members),
        ensureSavedCard(ctx, members.hc),
      ]),
    ),
    ensureTemplates(ctx, members.admin),
    ensureCoupon(ctx, members.admin),
    ensureAssetGroups(ctx, members.admin),
  ]);
  return ctx;
}
