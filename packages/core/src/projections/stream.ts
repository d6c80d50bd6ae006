import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Change } from './projector';

/**
 * One record of the table's change stream, as the Lambda event and the streams API both give it:
 * the item's images in DynamoDB's attribute-value form, and its sequence number in its shard.
 */
export interface StreamRecord {
  eventName?: string;
  dynamodb?: {
    SequenceNumber?: string;
    OldImage?: Record<string, AttributeValue>;
    NewImage?: Record<string, AttributeValue>;
  };
}

/** A stream record as the projector reads it: the item before and after, as plain values. */
export function changeOf(record: StreamRecord): Change {
  const image = (i: Record<string, AttributeValue> | undefined) => (i ? unmarshall(i, { wrapNumbers: false }) : undefined);
  return { before: image(record.dynamodb?.OldImage), after: image(record.dynamodb?.NewImage) };
}
