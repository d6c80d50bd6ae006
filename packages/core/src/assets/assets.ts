import {
  ASSET_CHANGED,
  ASSET_FILE_MISSING,
  ASSET_FILE_TAKEN,
  ASSET_ITEM_UNKNOWN,
  AssetType,
  type AssetFields,
  type AssetItemInput,
  type AssetPatch,
  type AssetView,
} from '@portal/contracts';
import { record } from '../audit/audit';
import type { MemberCtx } from '../context';
import { nextId } from '../db/counters';
import { writeWithEntries } from '../db/entries';
import { transact } from '../db/transact';
import { failedCondition, type TxOutcome } from '../db/transact';
import { conflict, invalid, notFound } from '../errors';
import { fileExists, keepFiles, removeFiles } from './files';
import { fromId, immediateEntriesOf, view, type AssetGroup } from './lists';

export { fileUrl, putFile } from './files';
export { page } from './lists';
export { forMembership, forSection } from './resource-center';

type Item = NonNullable<AssetGroup['items']>[number];

const filesOf = (items: readonly Item[]) => items.filter((i) => i.type === AssetType.File).map((i) => i.path);

/**
 * The group's items from the form's: an item with an id keeps it (it must be one of the group's),
 * a new one gets the domain's next item id. A file is named once; a file new to the group must be
 * one process-file stored in this domain.
 */
async function itemsFrom(ctx: MemberCtx, inputs: readonly AssetItemInput[], current: readonly Item[]): Promise<Item[]> {
  const known = new Set(current.map((i) => i.id));
  if (inputs.some((i) => i.id !== undefined && !known.has(i.id))) throw invalid(ASSET_ITEM_UNKNOWN);
  const files = inputs.filter((i) => i.type === AssetType.File).map((i) => i.path);
  if (new Set(files).size !== files.length) throw invalid(ASSET_FILE_TAKEN);
  const before = new Set(filesOf(current));
  const added = files.filter((f) => !before.has(f));
  if (!(await Promise.all(added.map((f) => fileExists(ctx, f)))).every(Boolean)) throw invalid(ASSET_FILE_MISSING);
  const items: Item[] = [];
  for (const input of inputs) {
    const id = input.id ?? (await nextId(ctx.db, ctx.domain.domainId, 'assetItem'));
    items.push({ id, type: input.type, name: input.name ?? '', path: input.path });
  }
  return items;
}

/** A write of a group and its file claims that failed: a claim's condition means a file of another group. */
function refusal(outcome: Exclude<TxOutcome, { ok: true }>, claimsFrom: number, claims: number): never {
  const taken = Array.from({ length: claims }, (_, k) => claimsFrom + k).some((i) => failedCondition(outcome, i));
  throw taken ? conflict(ASSET_FILE_TAKEN) : conflict(ASSET_CHANGED);
}

/**
 * Adds a group (POST assets/). The group, the claims of its files and its entries in every list
 * are written together (its other lists follow from the projector): a file is one group's, whatever runs at the same time.
 */
export async function create(ctx: MemberCtx, input: AssetFields): Promise<AssetView> {
  const domainId = ctx.domain.domainId;
  const items = await itemsFrom(ctx, input.assets, []);
  const assetId = await nextId(ctx.db, domainId, 'asset');
  const group: AssetGroup = {
    domainId,
    assetId,
    assetName: input.asset_name,
    description: input.description,
    membershipIds: input.membership_ids,
    sections: [...new Set(input.sections.map((s) => s.url))],
    items,
    revision: 1,
    createdAt: new Date().toISOString(),
  };
  const files = filesOf(items);
  const outcome = await writeWithEntries(
    ctx.db,
    domainId,
    (e) => [e.assetGroup.create(group), ...files.map((file) => e.assetFile.create({ domainId, file, assetId }))],
    immediateEntriesOf(group),
  );
  if (!outcome.ok) refusal(outcome, 1, files.length);
  await keepFiles(ctx, files);
  await record(ctx, { action: 'asset.added', target: `asset:${assetId}` });
  return view(group);
}

/**
 * Changes a group (PATCH assets/{id}/); fields left out keep their value. Items named in
 * assets_remove, and items left out of a sent list, leave the group; their files' claims go in the
 * same transaction and the files leave S3 after it. Written on condition the group is still at the
 * revision read, with the entries of the lists it joins or leaves.
 */
export async function update(ctx: MemberCtx, assetId: number, patch: AssetPatch): Promise<AssetView> {
  const current = await fromId(ctx, assetId);
  if (!current) throw notFound('Asset');
  const currentItems = current.items ?? [];
  const removing = new Set(patch.assets_remove ?? []);
  if ([...removing].some((id) => !currentItems.some((i) => i.id === id))) throw invalid(ASSET_ITEM_UNKNOWN);
  const inputs: AssetItemInput[] = (
    patch.assets ?? currentItems.map((i) => ({ id: i.id, type: i.type as AssetItemInput['type'], name: i.name, path: i.path }))
  ).filter((i) => i.id === undefined || !removing.has(i.id));
  const items = await itemsFrom(ctx, inputs, currentItems);
  const next: AssetGroup = {
    ...current,
    assetName: patch.asset_name ?? current.assetName,
    description: patch.description ?? current.description,
    membershipIds: patch.membership_ids ?? current.membershipIds ?? [],
    sections: patch.sections ? [...new Set(patch.sections.map((s) => s.url))] : (current.sections ?? []),
    items,
    revision: current.revision + 1,
  };
  const [before, after] = [filesOf(currentItems), filesOf(items)];
  const added = after.filter((f) => !before.includes(f));
  const dropped = before.filter((f) => !after.includes(f));
  const domainId = ctx.domain.domainId;
  const outcome = await transact(ctx.db, (e) => [
    e.assetGroup
      .patch({ domainId, assetId })
      .set({
        assetName: next.assetName,
        description: next.description,
        membershipIds: next.membershipIds,
        sections: next.sections,
        items,
        revision: next.revision,
      })
      .where((attr, op) => op.eq(attr.revision, current.revision)),
    ...added.map((file) => e.assetFile.create({ domainId, file, assetId })),
    ...dropped.map((file) => e.assetFile.delete({ domainId, file }).where((attr, op) => op.eq(attr.assetId, assetId))),
  ]);
  if (!outcome.ok) refusal(outcome, 1, added.length);
  await keepFiles(ctx, added);
  await removeFiles(ctx, dropped);
  await record(ctx, { action: 'asset.updated', target: `asset:${assetId}` });
  return view(next);
}

/** Removes a group (DELETE assets/{id}/) with its file claims and list entries; its files leave S3. */
export async function remove(ctx: MemberCtx, assetId: number): Promise<void> {
  const current = await fromId(ctx, assetId);
  if (!current) throw notFound('Asset');
  const files = filesOf(current.items ?? []);
  const domainId = ctx.domain.domainId;
  const outcome = await transact(ctx.db, (e) => [
    e.assetGroup.delete({ domainId, assetId }).where((attr, op) => op.eq(attr.revision, current.revision)),
    ...files.map((file) => e.assetFile.delete({ domainId, file }).where((attr, op) => op.eq(attr.assetId, assetId))),
  ]);
  if (!outcome.ok) throw conflict(ASSET_CHANGED);
  await removeFiles(ctx, files);
  await record(ctx, { action: 'asset.removed', target: `asset:${assetId}` });
}

/** The group with this id as the Assets Manager shows it; not found otherwise. */
export async function read(ctx: MemberCtx, assetId: number): Promise<AssetView> {
  const group = await fromId(ctx, assetId);
  if (!group) throw notFound('Asset');
  return view(group);
}
