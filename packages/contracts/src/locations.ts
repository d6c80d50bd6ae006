import { z } from 'zod';
import { Id, IdText, text } from './primitives';

export const ONLY_ONE_LOCATION = 'You only have one address, you need at least one address on your account.';
export const DEFAULT_LOCATION_DELETE = 'You can not delete this location, select another default address before delete this location.';

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

/** The `{id}` of a location's path. */
export const LocationIdParam = z.object({ id: IdText });

export const LocationFields = z.strictObject({
  location_name: text(100, { required: true }),
  address1: text(200, { required: true }),
  address2: text(200).optional(),
  city: text(100, { required: true }),
  state_desc: text(100, { required: true }),
  country_desc: text(100, { required: true }),
  zip_code: text(20).optional(),
  default: z.boolean().optional(),
});
export type LocationFields = z.infer<typeof LocationFields>;

export const NewLocation = LocationFields.extend({ user: Id });
export type NewLocation = z.infer<typeof NewLocation>;

export const LocationUpdate = LocationFields.partial();
export type LocationUpdate = z.infer<typeof LocationUpdate>;

export const DefaultLocationRequest = z.strictObject({
  location_id: Id,
  user_id: Id,
});
export type DefaultLocationRequest = z.infer<typeof DefaultLocationRequest>;
