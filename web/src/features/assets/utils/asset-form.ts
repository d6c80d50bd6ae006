import { AssetFields, AssetType, LinkPath, normalizePath, SectionUrl, text, type AssetView } from '@portal/contracts';
import { z } from 'zod';
import type { AssetSave } from '../api/save-asset';

/** What the file picker offers; the server checks the bytes again. */
export const ASSET_FILE_ACCEPT = 'application/pdf,.pdf,image/png,image/jpeg,image/gif,image/webp';
export const FILE_NEEDED = 'Required';

const link = z.object({ id: z.number().optional(), name: text(120), path: LinkPath });
const file = z
  .object({ id: z.number().optional(), name: text(120), path: z.string(), file: z.custom<File | null>((v) => v === null || v instanceof File) })
  .refine((f) => Boolean(f.path || f.file), { message: FILE_NEEDED, path: ['file'] });

/**
 * The asset form as it holds its fields (spec §5): the contract's rules for name and description
 * (required), the account types ticked, the section tags, and the links and files apart, each link
 * with its path and each file chosen or already uploaded.
 */
export const assetFormSchema = AssetFields.pick({ asset_name: true, description: true }).extend({
  membership_ids: z.array(z.string()),
  sections: z.array(SectionUrl),
  links: z.array(link),
  files: z.array(file),
});
export type AssetFormValues = z.input<typeof assetFormSchema>;
export type AssetFormData = z.output<typeof assetFormSchema>;

/** Blank to add, or the group's own values to edit. */
export function toAssetValues(asset?: AssetView): AssetFormValues {
  const items = asset?.assets ?? [];
  return {
    asset_name: asset?.asset_name ?? '',
    description: asset?.description ?? '',
    membership_ids: asset?.membership_ids ? asset.membership_ids.split(',') : [],
    sections: asset?.sections.map((s) => s.url) ?? [],
    links: items.filter((i) => i.type === AssetType.Link).map(({ id, name, path }) => ({ id, name, path })),
    files: items.filter((i) => i.type === AssetType.File).map(({ id, name, path }) => ({ id, name, path, file: null })),
  };
}

/**
 * The body of POST or PATCH assets/: the links, then the files (a newly chosen file replaces the
 * item's stored one and is uploaded first); the items of `asset` left out are named in assets_remove.
 */
export function toAssetSave(data: AssetFormData, asset?: AssetView): AssetSave {
  const links = data.links.map(({ id, name, path }) => ({ ...(id ? { id } : {}), type: AssetType.Link, name, path }));
  const files = data.files.map(({ id, name, path, file }) => ({ ...(id && !file ? { id } : {}), type: AssetType.File, name, path: file ? '' : path }));
  const assets = [...links, ...files];
  const uploads = new Map<number, File>();
  data.files.forEach((f, k) => f.file && uploads.set(links.length + k, f.file));
  const kept = new Set(assets.flatMap((a) => ('id' in a && a.id ? [a.id] : [])));
  const removed = (asset?.assets ?? []).map((a) => a.id).filter((id) => !kept.has(id));
  return {
    body: {
      asset_name: data.asset_name,
      description: data.description,
      membership_ids: [...data.membership_ids].sort((a, b) => Number(a) - Number(b)).join(','),
      sections: data.sections.map((url) => ({ url })),
      assets,
      ...(asset ? { assets_remove: removed } : {}),
    },
    uploads,
  };
}

/** How a typed section tag is kept: a portal path, compared as the server compares it. */
export const sectionTag = (text: string) => {
  const path = text.trim();
  return path ? normalizePath(path.startsWith('/') ? path : `/${path}`) : '';
};
