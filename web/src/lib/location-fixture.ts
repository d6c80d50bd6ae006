import type { LocationView } from '@portal/contracts';

/** A saved location as the API answers it, for tests: `Site {id}` at `{id} Main St`, Boise. */
export const locationView = (id: number, isDefault = false, fields: Partial<LocationView> = {}): LocationView => ({
  id,
  user: 7,
  location_name: `Site ${id}`,
  address1: `${id} Main St`,
  address2: '',
  city: 'Boise',
  state_desc: 'ID',
  country_desc: 'United States',
  zip_code: '83702',
  default: isDefault,
  template_id: '',
  ...fields,
});
