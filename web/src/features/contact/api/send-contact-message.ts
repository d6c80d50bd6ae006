import type { ContactMessage, MessageBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendContactMessage = (body: ContactMessage) => api.post<MessageBody>('utilities/contact/', body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
