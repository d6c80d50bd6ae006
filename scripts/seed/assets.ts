import { AssetFields, AssetType } from '../../packages/contracts/src';
import { Assets, type DomainCtx, type MemberRecord } from '../../packages/core/src';
import { textPdf } from '../../packages/simulators/src/pdf';

interface DemoGroup {
  name: string;
  description: string;
  memberships: number[];
  sections: string[];
  links: { name: string; path: string }[];
  /** The PDF's title and lines; the file is stored through the same upload the Assets Manager uses. */
  pdf: { name: string; lines: string[] };
}

const demoGroups = (domainName: string): DemoGroup[] => [
  {
    name: `Welcome to ${domainName}`,
    description: 'How the member portal works: your dashboard, documents, orders and who to ask.',
    memberships: [1, 2, 3, 4, 5, 6, 8, 9],
    sections: ['/dashboard', '/resource-center'],
    links: [{ name: 'Got a Question', path: '/contact' }],
    pdf: {
      name: 'Member Portal Guide',
      lines: [
        `${domainName} Member Portal Guide`,
        '',
        'Your dashboard shows what needs your attention first.',
        'Questions? Use Got a Question in the Account menu.',
      ],
    },
  },
  {
    name: 'Harvest day checklist',
    description: 'What to prepare before a harvest and how to ship the tissue to the lab.',
    memberships: [4, 5, 9],
    sections: ['/dashboard', '/fedex-request-label', '/fedex-request-label-rhc'],
    links: [{ name: 'Track a Fedex shipment', path: 'https://www.fedex.com/en-us/tracking.html' }],
    pdf: {
      name: 'Harvest Day Checklist',
      lines: [
        'Harvest Day Checklist',
        '',
        '1. Confirm the patient has signed every agreement.',
        '2. Request the Fedex label two days ahead.',
        '3. Pack the kit cold and ship the same day.',
      ],
    },
  },
  {
    name: 'Your vials, step by step',
    description: 'From the harvest to vials ready to ship: what each step of your vials history means.',
    memberships: [2],
    sections: ['/dashboard'],
    links: [],
    pdf: {
      name: 'Patient Guide to Vials',
      lines: [
        'Patient Guide to Vials',
        '',
        'Vials are ready about 70 days after the lab receives the tissue.',
        'You can order them from your dashboard once they are ready.',
      ],
    },
  },
  {
    name: 'Sales playbook',
    description: 'How referrals, teams and commissions work, for reps, managers and distributors.',
    memberships: [3, 6, 8],
    sections: ['/dashboard'],
    links: [{ name: 'Referral links', path: '/dashboard' }],
    pdf: {
      name: 'Referral Program Overview',
      lines: ['Referral Program Overview', '', 'Share your sign-up links with harvest centers and patients.', 'Each sale is credited to the rep on the link.'],
    },
  },
];

/** A few resource groups of the demo domain, each with a small PDF in S3, unless it has some already. */
export async function ensureAssetGroups(ctx: DomainCtx, admin: MemberRecord) {
  const asAdmin = { ...ctx, caller: admin, member: admin };
  if ((await Assets.page(asAdmin, undefined, null, 1)).count) return;
  for (const group of demoGroups(ctx.domain.name)) {
    const file = await Assets.putFile(ctx, textPdf(group.pdf.lines));
    await Assets.create(
      asAdmin,
      AssetFields.parse({
        asset_name: group.name,
        description: group.description,
        membership_ids: group.memberships.join(','),
        sections: group.sections.map((url) => ({ url })),
        assets: [...group.links.map((l) => ({ type: AssetType.Link, ...l })), { type: AssetType.File, name: group.pdf.name, path: file }],
      }),
    );
  }
}
