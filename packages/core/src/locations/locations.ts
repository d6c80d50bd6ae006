import { DEFAULT_LOCATION_DELETE, ONLY_ONE_LOCATION, type LocationFields, type LocationUpdate, type LocationView } from '@portal/contracts';
import type { EntityItem } from 'electrodb';
import { record } from '../audit/audit';
import type { DomainCtx, MemberCtx } from '../context';
import { nextId } from '../db/counters';
import { transact } from '../db/transact';
import { invalid, notFound } from '../errors';
import { ownsOrMay } from '../members/scope';
import type { LocationEntity } from './location.entity';

type LocationRecord = EntityItem<LocationEntity>;

const view = (l: LocationRecord, defaultId: number | undefined): LocationView => ({
  id: l.locationId,
  user: l.memberId,
  location_name: l.locationName,
  address1: l.address1,
  address2: l.address2 ?? '',
  city: l.city ?? '',
  state_desc: l.stateDesc ?? '',
  country_desc: l.countryDesc ?? '',
  zip_code: l.zipCode ?? '',
  default: l.locationId === defaultId,
  template_id: l.templateId ?? '',
});

const fieldsOf = (input: LocationUpdate) => ({
  ...(input.location_name !== undefined && { locationName: input.location_name }),
  ...(input.address1 !== undefined && { address1: input.address1 }),
  ...(input.address2 !== undefined && { address2: input.address2 }),
  ...(input.city !== undefined && { city: input.city }),
  ...(input.state_desc !== undefined && { stateDesc: input.state_desc }),
  ...(input.country_desc !== undefined && { countryDesc: input.country_desc }),
  ...(input.zip_code !== undefined && { zipCode: input.zip_code }),
});

async function book(ctx: DomainCtx, memberId: number) {
  const { data } = await ctx.db.entities.locationBook.get({ domainId: ctx.domain.domainId, memberId }).go();
  return data ?? undefined;
}

/** A member's locations, the default first, then by creation. */
export async function list(ctx: DomainCtx, memberId: number): Promise<LocationView[]> {
  const [{ data }, current] = await Promise.all([
    ctx.db.entities.location.query.byMember({ domainId: ctx.domain.domainId, memberId }).go({ pages: 'all' }),
    book(ctx, memberId),
  ]);
  const views = data.map((l) => view(l, current?.defaultLocationId));
  return views.sort((a, b) => Number(b.default) - Number(a.default) || a.id - b.id);
}

/** The location with this id in the request's domain, or undefined. */
export async function fromId(ctx: DomainCtx, locationId: number): Promise<LocationRecord | undefined> {
  const { data } = await ctx.db.entities.location.query.byId({ domainId: ctx.domain.domainId, locationId }).go({ limit: 1 });
  return data[0];
}

/**
 * The location with this id when the acting member may manage it (its own, or anyone's as an admin)
 * and, when `memberId` is given, it is that member's; any other is not found.
 */
export async function owned(ctx: MemberCtx, locationId: number, memberId?: number): Promise<LocationRecord> {
  const location = await fromId(ctx, locationId);
  if (
    !location ||
    !ownsOrMay(ctx, location.memberId, 'locations:manage-own', 'locations:manage-any') ||
    (memberId !== undefined && location.memberId !== memberId)
  )
    throw notFound('Location');
  return location;
}

/** Adds a location; the member's first location becomes the default, as does one asked to be. */
export async function add(ctx: MemberCtx, memberId: number, input: LocationFields): Promise<LocationView> {
  const domainId = ctx.domain.domainId;
  const locationId = await nextId(ctx.db, domainId, 'location');
  const item = { domainId, memberId, locationId, ...fieldsOf(input), locationName: input.location_name, address1: input.address1 };
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await book(ctx, memberId);
    const outcome = await transact(ctx.db, ({ location, locationBook }) => [
      location.create(item),
      current
        ? locationBook
            .patch({ domainId, memberId })
            .add({ count: 1 })
            .set({ defaultLocationId: input.default ? locationId : current.defaultLocationId })
            .where((attr, op) => op.eq(attr.defaultLocationId, current.defaultLocationId))
        : locationBook.create({ domainId, memberId, defaultLocationId: locationId, count: 1 }),
    ]);
    if (outcome.ok) {
      await record(ctx, { action: 'location.added', target: `location:${locationId}` });
      return view(item as LocationRecord, !current || input.default ? locationId : current.defaultLocationId);
    }
  }
  throw invalid('The location could not be saved. Please try again.');
}

/** Changes a location's fields, and makes it the default when asked. */
export async function update(ctx: MemberCtx, location: LocationRecord, input: LocationUpdate): Promise<LocationView> {
  const key = { domainId: location.domainId, memberId: location.memberId, locationId: location.locationId };
  const fields = fieldsOf(input);
  const { data } = Object.keys(fields).length ? await ctx.db.entities.location.patch(key).set(fields).go({ response: 'all_new' }) : { data: location };
  if (input.default) await makeDefault(ctx, location.memberId, location.locationId);
  const current = await book(ctx, location.memberId);
  await record(ctx, { action: 'location.updated', target: `location:${location.locationId}` });
  return view(data as LocationRecord, current?.defaultLocationId);
}

/** Makes a location the default; there is always exactly one. */
export async function makeDefault(ctx: MemberCtx, memberId: number, locationId: number): Promise<LocationView[]> {
  const domainId = ctx.domain.domainId;
  const outcome = await transact(ctx.db, ({ location, locationBook }) => [
    location.check({ domainId, memberId, locationId }).where((attr, op) => op.exists(attr.locationId)),
    locationBook.patch({ domainId, memberId }).set({ defaultLocationId: locationId }),
  ]);
  if (!outcome.ok) throw notFound('Location');
  return list(ctx, memberId);
}

/**
 * Deletes a location unless it is the member's only one or its default: the book's count and
 * default are conditions of the same transaction, so concurrent deletes cannot break the rule.
 */
export async function remove(ctx: MemberCtx, location: LocationRecord): Promise<void> {
  const { domainId, memberId, locationId } = location;
  const outcome = await transact(ctx.db, ({ location: l, locationBook }) => [
    l.delete({ domainId, memberId, locationId }).where((attr, op) => op.exists(attr.locationId)),
    locationBook
      .patch({ domainId, memberId })
      .add({ count: -1 })
      .where((attr, op) => `${op.gt(attr.count, 1)} AND ${op.ne(attr.defaultLocationId, locationId)}`),
  ]);
  if (!outcome.ok) {
    const current = await book(ctx, memberId);
    if (!current) throw notFound('Location');
    if (current.count <= 1) throw invalid(ONLY_ONE_LOCATION);
    if (current.defaultLocationId === locationId) throw invalid(DEFAULT_LOCATION_DELETE);
    throw notFound('Location');
  }
  await record(ctx, { action: 'location.deleted', target: `location:${locationId}` });
}
