import { configFromEnv, createCore, Projector } from '@portal/core';

const core = createCore(configFromEnv());

/** The Lambda event of a DynamoDB stream source (stacks/projector.ts), as far as the projector reads it. */
export interface StreamEvent {
  Records: Projector.StreamRecord[];
}

/**
 * Lambda entry of the projector, fed by the table's change stream (batches in item order, bisected
 * on error). The records before a failure are done; the failed one is reported, so Lambda retries
 * from it (ReportBatchItemFailures) and, once its retries are spent, hands its range to the
 * failure queue. Replays change nothing (projections/projector.ts).
 */
export async function handler(event: StreamEvent) {
  const started = Date.now();
  const changes = event.Records.map(Projector.changeOf);
  const result = await Projector.projectChanges(core, changes, (line) => console.error(JSON.stringify({ job: 'projector', ...line })));
  console.log(JSON.stringify({ job: 'projector', records: changes.length, ...result, ms: Date.now() - started }));
  const failed = result.failedAt === undefined ? undefined : event.Records[result.failedAt]?.dynamodb?.SequenceNumber;
  return { batchItemFailures: failed ? [{ itemIdentifier: failed }] : [] };
}
