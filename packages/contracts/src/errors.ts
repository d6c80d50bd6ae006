import { z } from 'zod';

/** Every error the API answers has this body; `code` is stable, `message` is for people. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ success: z.boolean(), message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;
