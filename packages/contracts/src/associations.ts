import { z } from 'zod';
import { pageOf } from './paging';
import { Id, tooMany } from './primitives';

const CenterDesc = z.object({ id: z.number().int(), company: z.string() });

/**
 * A row of the RHC Manager (spec §3 RHC association): the referral center (`rhc_desc`) with the
 * harvest centers its new referrals may go to (`hc_desc`, in the order they were given).
 */
export const RhcAssociationRow = z.object({
  id: z.number().int(),
  rhc_desc: CenterDesc.extend({ username: z.string(), email: z.string() }),
  hc_desc: z.array(CenterDesc),
  rhc_hc_ids: z.array(z.number().int()),
});
export type RhcAssociationRow = z.infer<typeof RhcAssociationRow>;

/** A page of referral centers: `count` in all, `next_cursor` null on the last page. */
export const RhcAssociationPage = pageOf(RhcAssociationRow);
export type RhcAssociationPage = z.infer<typeof RhcAssociationPage>;

/** POST rhc-association/update-association/{id}/: the referral center's harvest centers, all of them. */
export const RhcAssociationUpdate = z.strictObject({ rhc_hc_ids: z.array(Id).max(100, tooMany(100)) });
export type RhcAssociationUpdate = z.infer<typeof RhcAssociationUpdate>;

/** The update's answer: code 'Success' (spec §7 Associations) and the row as it now is. */
export const RhcAssociationAnswer = z.object({ code: z.literal('Success'), message: z.string(), data: RhcAssociationRow });
export type RhcAssociationAnswer = z.infer<typeof RhcAssociationAnswer>;

export const RHC_ASSOCIATION_UPDATED = "The referral center's harvest centers have been updated.";
