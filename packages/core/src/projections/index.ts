export { changeOf, type StreamRecord } from './stream';
export { isProjectedRecord, PROJECTED_ENTITIES, streamFilterPatterns } from './stream-filter';
export { projectChange, projectChanges, type Change, type Projected } from './projector';
export { projections, projectionOf } from './registry';
export { followUpStatus, reindex, reindexable, upgrade, type FollowUpStatus, type ReindexOptions, type ReindexReport } from './reindex';
export { DOMAIN_LISTS, pendingFor as followUpsPendingFor } from './follow-ups';
export { carryToEnd } from './fan-out';
