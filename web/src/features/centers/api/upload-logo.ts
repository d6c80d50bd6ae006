import type { HcLogoUploaded } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/members';

type Uploaded = z.infer<typeof HcLogoUploaded>;

/** Longest file name the API takes with an upload. */
const FILENAME_MAX_LENGTH = 200;

/** Sends the logo as multipart `file` (and its name); the API stores it as the acting center's logo. */
export function uploadHcLogo(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  if (file.name) form.append('filename', file.name.slice(0, FILENAME_MAX_LENGTH));
  return api.post<Uploaded>('utilities/upload-hc-logo/', form);
}

/**
 * Uploads the center's logo, then reads the center again: the new `hc_logo` shows on the page and
 * in the stored member.
 */
export function useUploadHcLogo(centerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHcLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.detail(centerId) }),
  });
}
