import type { AdminPasswordAnswer } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The New Admin page's gate: whether the domain's admin form password was typed. */
export const useValidateAdminPassword = (domainId: number | undefined) =>
  useMutation({
    mutationFn: (password: string) =>
      api.post<z.infer<typeof AdminPasswordAnswer>>(`domain/config/${domainId}/validate-admin-pass/`, { password }, { auth: false }),
  });
