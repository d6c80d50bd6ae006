import { z } from 'zod';

export const ONLY_ONE_LOCATION = 'You only have one address, you need at least one address on your account.';
export const DEFAULT_LOCATION_DELETE = 'You can not delete this location, select another default address before delete this location.';

const text = (max: number) => z.string().trim().max(max);

/** A saved address; exactly one of a member's locations is the default. */
export const LocationView = z.object({
  id: z.number().int(),
  user: z.number().int(),
  location_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state_desc: z.string(),
  country_desc: z.string(),
  zip_code: z.string(),
  default: z.boolean(),
  template_id: z.string(),
});
export type LocationView = z.infer<typeof LocationView>;

export const LocationList = z.array(LocationView);

export const LocationFields = z.object({
  location_name: text(100).min(1, 'Required'),
  address1: text(200).min(1, 'Required'),
  address2: text(200).optional(),
  city: text(100).min(1, 'Required'),
  state_desc: text(100).min(1, 'Required'),
  country_desc: text(100).min(1, 'Required'),
  zip_code: text(20).optional(),
  default: z.boolean().optional(),
});
export type LocationFields = z.infer<typeof LocationFields>;

export const NewLocation = LocationFields.extend({ user: z.coerce.number().int().positive() });
export type NewLocation = z.infer<typeof NewLocation>;

export const LocationUpdate = LocationFields.partial();
export type LocationUpdate = z.infer<typeof LocationUpdate>;

export const DefaultLocationRequest = z.object({
  location_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
});
export type DefaultLocationRequest = z.infer<typeof DefaultLocationRequest>;
