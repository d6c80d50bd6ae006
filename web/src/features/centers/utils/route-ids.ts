import { Membership } from '@portal/contracts';

/** A member id as a route param carries it: a positive whole number, else undefined. */
export function routeId(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The lab whose harvest centers /lab/:id? lists: the route's id when there is one, else the lab
 * acting (the lab itself, or an admin logged in as it). Undefined (a bad id, or an admin without
 * one) sends the page back to the dashboard (spec §2, §8 'Missing route ids').
 */
export function labPageId(param: string | undefined, plan: number | undefined, actingId: number | undefined): number | undefined {
  if (param !== undefined) return routeId(param);
  return plan === Membership.Lab ? actingId : undefined;
}

export interface LabCenterIds {
  labId: number;
  hcId: number;
}

/** The harvest-center patients page needs both params; either missing or not a positive number gives undefined. */
export function labCenterIds(labParam: string | undefined, hcParam: string | undefined): LabCenterIds | undefined {
  const labId = routeId(labParam);
  const hcId = routeId(hcParam);
  return labId === undefined || hcId === undefined ? undefined : { labId, hcId };
}
