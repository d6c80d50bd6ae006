import type { RegistrationAnswer, RegistrationRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where each page posts its payload (spec §7 Team and registration). */
export const registrationPaths = {
  'sales-rep': 'sales-rep/',
  'sales-manager': 'sales-managers/',
  'sales-distributor': 'sales-distributors/',
  admin: 'domain/white-label/admin/',
  'harvest-center': 'harvest-centers/',
  'referral-center': 'harvest-centers/',
  'hc-staff': 'harvest-centers/',
} as const;

export const useRegister = (path: string) =>
  useMutation({ mutationFn: (body: RegistrationRequest & { admin_form_password?: string }) => api.post<RegistrationAnswer>(path, body, { auth: false }) });
