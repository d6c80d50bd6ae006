export { changeOf, type StreamRecord } from './stream';
export { entriesOfItem, projectChange, projectChanges, projectedEntities, type Change, type Projected } from './projector';
export { followUpStatus, reindex, type FollowUpStatus, type ReindexOptions, type ReindexReport } from './reindex';
export { DOMAIN_LISTS, fansOut, pendingFor as followUpsPendingFor } from './follow-ups';
export { carryToEnd } from './fan-out';
