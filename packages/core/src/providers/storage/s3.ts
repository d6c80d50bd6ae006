import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaStore } from './port';

/** S3 adapter over one bucket. */
export function s3MediaStore(client: S3Client, bucket: string): MediaStore {
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async upload(key, body, contentType) {
      // Parts of 5 MB (S3's smallest), one at a time: memory stays flat whatever the file's size.
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType }, partSize: 5 * 1024 * 1024, queueSize: 1 }).done();
    },
    signedGetUrl(key, expiresInSeconds = 300, downloadName) {
      const disposition = downloadName === undefined ? undefined : `attachment; filename="${downloadName.replace(/[^\w.-]/g, '_')}"`;
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }), { expiresIn: expiresInSeconds });
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (e) {
        if (e instanceof Error && (e.name === 'NotFound' || e.name === 'NoSuchKey')) return false;
        throw e;
      }
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Body ? await Body.transformToByteArray() : undefined;
      } catch (e) {
        if (e instanceof Error && (e.name === 'NotFound' || e.name === 'NoSuchKey')) return undefined;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
