import type { CheckoutPatientCheckResult } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const checkPatientEmail = (email: string) => api.post<CheckoutPatientCheckResult>('users/patient/checkout/', { email });

/** Whether the new patient's e-mail can take a new account (checked on blur, spec §5). */
export const useCheckPatientEmail = () => useMutation({ mutationFn: checkPatientEmail });
