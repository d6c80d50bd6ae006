import type { TemplateCreated } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { templateApi } from './paths';

/** Sends the Add Template form (multipart, with the PDF); the provider's template is made from it. */
export const addTemplate = (form: FormData) => api.post<z.infer<typeof TemplateCreated>>(templateApi.create(), form);

/** Adds a template; the section reloads its list once the success message has been read. */
export function useAddTemplate() {
  return useMutation({ mutationFn: addTemplate });
}
