import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { configFromEnv, localCredentials } from '../../packages/core/src/config';
import { STAGED_TAG } from '../../packages/core/src/providers/storage/port';

/** An S3 client of this run's emulator, for what tests read of the bucket beside the API (listings, tags). */
export function testS3() {
  const config = configFromEnv(inject('apiEnv'));
  const client = new S3Client({
    region: config.region,
    endpoint: config.s3Endpoint,
    credentials: localCredentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket: config.bucketName };
}

/** Whether an object carries the staged tag (the bucket's lifecycle rule deletes such uploads after a day). */
export async function isStaged(key: string): Promise<boolean> {
  const { client, bucket } = testS3();
  const { TagSet } = await client.send(new GetObjectTaggingCommand({ Bucket: bucket, Key: key }));
  return Boolean(TagSet?.some((t) => t.Key === STAGED_TAG.key && t.Value === STAGED_TAG.value));
}
