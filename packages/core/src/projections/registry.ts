import { assetProjection } from '../assets/lists';
import { documentProjection } from '../documents/signing';
import { labelProjection } from '../labels/lists';
import { memberProjection } from '../members/projection';
import { saleProjection } from '../transactions/report-projection';
import { vialProjection } from '../vials/lab-vials';
import type { AnyProjection } from './declare';

/**
 * Every projection of the portal, each declared beside its area (declare.ts). The projector
 * dispatches a stream record to the projection of its entity; reindex rebuilds them by name.
 */
export const projections: readonly AnyProjection[] = [memberProjection, assetProjection, labelProjection, documentProjection, saleProjection, vialProjection];

/** The projection of the records stored as `entity`, if any. */
export const projectionOf = (entity: string | undefined) => projections.find((p) => p.entity === entity);

/** The names reindex knows the records by (`--what`). */
export const projectionNames = projections.map((p) => p.name);
