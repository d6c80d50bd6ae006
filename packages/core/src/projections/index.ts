export { changeOf, type StreamRecord } from './stream';
export { entriesOfItem, projectChange, projectChanges, projectedEntities, type Change, type Projected } from './projector';
export { reindex, type ReindexOptions, type ReindexReport } from './reindex';
export { fansOut, pending as followUpsPending } from './follow-ups';
