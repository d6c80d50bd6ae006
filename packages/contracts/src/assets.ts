import { z } from 'zod';
import { PageCursor, pageOf } from './paging';
import { Membership, membershipNames, type MembershipId } from './memberships';
import { Id, IdText, text, tooLong, tooMany, UPLOAD_MAX_BYTES, wholeNumber } from './primitives';

/** The Asset List shows 10 groups a page (spec §9: client-side tables). */
export const ASSET_PAGE_SIZE = 10;
/** An uploaded asset file is taken up to this size. */
export const ASSET_MAX_BYTES = UPLOAD_MAX_BYTES;
export const ASSET_MAX_SECTIONS = 20;
export const ASSET_MAX_ITEMS = 20;
/** The Resource Center shows at most this many groups, newest first. */
export const RESOURCE_GROUPS_MAX = 200;

/** Asset types (spec §9): 1 an external link, 2 a file uploaded to the media assets area. */
export const AssetType = { Link: 1, File: 2 } as const;
export type AssetType = (typeof AssetType)[keyof typeof AssetType];

/** The account types an asset may be offered to (spec §3): every membership but admin. */
export const assetAccountTypes: readonly MembershipId[] = [
  Membership.Lab,
  Membership.Patient,
  Membership.SalesRep,
  Membership.HarvestCenter,
  Membership.ReferralHarvestCenter,
  Membership.SalesManager,
  Membership.SalesDistributor,
  Membership.HcStaff,
];
export const accountTypeName = (id: number) => membershipNames[id as MembershipId] ?? `Membership ${id}`;

export const ASSET_ADDED = 'Asset has been added!';
/** An edit: the spec's record update message (portal-core §8). */
export const ASSET_UPDATED = 'Record has been updated!';
export const ASSET_REMOVED = 'Asset has been removed!';
/** Spec §2, as written. */
export const CONFIRM_REMOVE_ASSET = 'Are you sure you want to remove this Asset?';
export const ASSET_FILE_NOT_ALLOWED = 'The file must be a PDF or an image (PNG, JPEG, GIF or WebP).';
export const ASSET_FILE_TOO_LARGE = 'The file must be 4 MB or smaller.';
export const ASSET_FILE_MISSING = 'Upload the file again: it was not found.';
export const ASSET_FILE_TAKEN = 'This file belongs to another asset: upload it again.';
export const ASSET_ITEM_UNKNOWN = 'This asset has no link or file with that id.';
export const ASSET_CHANGED = 'The asset was changed at the same time. Please try again.';
export const LINK_FORMAT = 'Enter a web address starting with https:// or http://, or a portal path starting with /.';
export const SECTION_FORMAT = 'Enter a portal path starting with /, such as /dashboard.';
export const NOT_ACCOUNT_TYPES = `Name account types by id, separated by commas (${assetAccountTypes.join(', ')}).`;

/** A file as process-file names it: an unguessable name the portal gave the upload. */
export const ASSET_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|gif|webp)$/;

/** The media path (after the host) of an asset file, served through the authorized /media route. */
export const assetMediaPath = (file: string) => `media/assets/${file}`;

const PATH = /^\/[A-Za-z0-9._~\-/]*$/;

/** A portal path as sections compare it: lower case, no trailing slash (but the root). */
export const normalizePath = (path: string) => {
  const lower = path.toLowerCase().replace(/\/{2,}/g, '/');
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
};

/** Whether a link's path is a web address (http or https) or a portal path. */
export const isAssetLink = (value: string) => {
  if (PATH.test(value) && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** A link's path as the form takes it. */
export const LinkPath = text(500, { required: true }).refine((value) => value === '' || isAssetLink(value), LINK_FORMAT);

/** A section: the portal path (e.g. /dashboard) whose Resource Center panel shows the group. */
export const SectionUrl = text(200, { required: true }).regex(PATH, SECTION_FORMAT).transform(normalizePath);

/**
 * The spec's membership_ids: account type ids separated by commas ('4,9'), in order and without
 * repeats once read; blank offers the group to nobody.
 */
export const AccountTypesText = z
  .string()
  .max(60, tooLong(60))
  .regex(/^\s*(?:\d{1,2}\s*(?:,\s*\d{1,2}\s*)*)?$/, NOT_ACCOUNT_TYPES)
  .transform((value) =>
    [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
          .map(Number),
      ),
    ].sort((a, b) => a - b),
  )
  .refine((ids) => ids.every((id) => (assetAccountTypes as number[]).includes(id)), NOT_ACCOUNT_TYPES);

/**
 * A link (type 1: a web address or portal path) or a file (type 2: the name process-file gave it)
 * of a group; `id` names an item the group already has, without it the item is new.
 */
export const AssetItemInput = z
  .strictObject({
    id: Id.optional(),
    type: z.union([z.literal(AssetType.Link), z.literal(AssetType.File)], { error: 'Choose a type: 1 (link) or 2 (file).' }),
    name: text(120).optional(),
    path: text(500, { required: true }),
  })
  .superRefine((item, ctx) => {
    if (!item.path) return;
    if (item.type === AssetType.Link && !isAssetLink(item.path)) ctx.addIssue({ code: 'custom', path: ['path'], message: LINK_FORMAT });
    if (item.type === AssetType.File && !ASSET_FILE.test(item.path)) ctx.addIssue({ code: 'custom', path: ['path'], message: ASSET_FILE_MISSING });
  });
export type AssetItemInput = z.infer<typeof AssetItemInput>;

const assetShape = {
  asset_name: text(120, { required: true }),
  description: text(2000, { required: true, multiline: true }),
  membership_ids: AccountTypesText,
  sections: z.array(z.strictObject({ url: SectionUrl })).max(ASSET_MAX_SECTIONS, tooMany(ASSET_MAX_SECTIONS)),
  assets: z.array(AssetItemInput).max(ASSET_MAX_ITEMS, tooMany(ASSET_MAX_ITEMS)),
};

/**
 * A resource asset group as the admin's form sends it (spec §3, §5): name and description are
 * required; the account types it is offered to, the portal paths whose panel shows it, and its
 * links and files.
 */
export const AssetFields = z.strictObject({
  ...assetShape,
  membership_ids: assetShape.membership_ids.default([]),
  sections: assetShape.sections.default([]),
  assets: assetShape.assets.default([]),
});
export type AssetFields = z.infer<typeof AssetFields>;

/**
 * PATCH assets/{id}/: fields left out keep their value. `assets`, when sent, is the group's whole
 * list of links and files; `assets_remove` names items to drop (a removed file leaves S3).
 */
export const AssetPatch = z.strictObject({ ...assetShape, assets_remove: z.array(Id).max(ASSET_MAX_ITEMS, tooMany(ASSET_MAX_ITEMS)) }).partial();
export type AssetPatch = z.infer<typeof AssetPatch>;

/** The `{id}` of an asset's path; for assets/subscription/{id}/ the membership id. */
export const AssetIdParam = z.object({ id: IdText });

export const AssetListQuery = z.object({
  search: text(100).optional(),
  cursor: PageCursor.optional(),
  page_size: wholeNumber({ min: 1, max: 50 }).default(ASSET_PAGE_SIZE),
});
export type AssetListQuery = z.input<typeof AssetListQuery>;

/** The current path of the page whose Resource Center panel asks (assets/subscription/{id}/section/). */
export const SectionRequest = z.strictObject({ url: text(500, { required: true }) });
export type SectionRequest = z.infer<typeof SectionRequest>;

export const AssetItemView = z.object({ id: z.number().int(), type: z.number().int(), name: z.string(), path: z.string() });
export type AssetItemView = z.infer<typeof AssetItemView>;

/** A resource asset group (spec §3): a file's path is its name under media/assets/. */
export const AssetView = z.object({
  id: z.number().int(),
  asset_name: z.string(),
  description: z.string(),
  membership_ids: z.string(),
  memberships: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sections: z.array(z.object({ url: z.string() })),
  assets: z.array(AssetItemView),
  domain: z.number().int(),
});
export type AssetView = z.infer<typeof AssetView>;

/** What a member's Resource Center shows of a group. */
export const ResourceGroup = AssetView.pick({ id: true, asset_name: true, description: true, assets: true });
export type ResourceGroup = z.infer<typeof ResourceGroup>;
export const ResourceGroupList = z.array(ResourceGroup);

export const AssetPage = pageOf(AssetView);
export type AssetPage = z.infer<typeof AssetPage>;

export const AssetSaved = z.object({ success: z.boolean(), message: z.string(), asset: AssetView });
export type AssetSaved = z.infer<typeof AssetSaved>;

/** process-file/: the stored file's name, for an item's path. */
export const AssetUploaded = z.object({ success: z.boolean(), path: z.string(), message: z.string() });
export type AssetUploaded = z.infer<typeof AssetUploaded>;
