import type { AssetFields, AssetPatch, AssetSaved, AssetUploaded } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { assetKeys } from './keys';

export type AssetBody = z.input<typeof AssetFields>;
export type AssetPatchBody = z.input<typeof AssetPatch>;

export function uploadAssetFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<AssetUploaded>('assets/process-file/', form);
}

export const createAsset = (body: AssetBody) => api.post<AssetSaved>('assets/', body);
export const updateAsset = (id: number, body: AssetPatchBody) => api.patch<AssetSaved>(`assets/${id}/`, body);

/** What the form saves: the group's body, and the files still to upload for the items that have none yet. */
export interface AssetSave {
  body: AssetBody & Pick<AssetPatchBody, 'assets_remove'>;
  /** New files by their item's index in `body.assets`; each is uploaded first and named in its item's path. */
  uploads: Map<number, File>;
}

/**
 * Adds a group (id undefined) or changes one: new files go through process-file first, then the
 * group names them; the Asset List is read again.
 */
export function useSaveAsset(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, uploads }: AssetSave) => {
      const assets = [...(body.assets ?? [])];
      for (const [index, file] of uploads) assets[index] = { ...assets[index]!, path: (await uploadAssetFile(file)).path };
      const { assets_remove, ...fields } = body;
      return id === undefined ? createAsset({ ...fields, assets }) : updateAsset(id, { ...fields, assets, assets_remove });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
  });
}
