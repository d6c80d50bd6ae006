import type { NotificationAnswer, SendNotificationRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { labelKeys } from './keys';

export const sendNotification = (fedexId: number) =>
  api.post<NotificationAnswer>('fedex-requests/send-notification/', { fedex_id: fedexId } satisfies SendNotificationRequest);

/** Mails the center its label and tracking link; the list shows it notified. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendNotification, onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.lists() }) });
}
