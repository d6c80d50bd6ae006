import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { STAGED_TAG, type MediaStore } from './port';

/** S3 adapter over one bucket. */
export function s3MediaStore(client: S3Client, bucket: string): MediaStore {
  return {
    async put(key, body, contentType, options) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
      if (!options?.staged) return;
      // Tagged by its own call (the local S3 emulator ignores a tag sent with the object); an upload that
      // cannot be tagged is not kept, so none lingers untagged.
      try {
        await client.send(new PutObjectTaggingCommand({ Bucket: bucket, Key: key, Tagging: { TagSet: [{ Key: STAGED_TAG.key, Value: STAGED_TAG.value }] } }));
      } catch (e) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        throw e;
      }
    },
    async keep(key) {
      // An empty tag set takes every tag off (the uploads carry no other).
      await client.send(new PutObjectTaggingCommand({ Bucket: bucket, Key: key, Tagging: { TagSet: [] } }));
    },
    async upload(key, body, contentType) {
      // Parts of 5 MB (S3's smallest), one at a time: memory stays flat whatever the file's size.
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType }, partSize: 5 * 1024 * 1024, queueSize: 1 }).done();
    },
    async startParts(key, contentType) {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }));
      if (!UploadId) throw new Error(`No upload id for ${key}`);
      return UploadId;
    },
    async putPart(key, uploadId, partNumber, body) {
      const { ETag } = await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, Body: body }));
      if (!ETag) throw new Error(`No tag for part ${partNumber} of ${key}`);
      return ETag;
    },
    async finishParts(key, uploadId, parts) {
      const Parts = parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag }));
      await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts } }));
    },
    async abortParts(key, uploadId) {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
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
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!(Body instanceof Readable)) throw new Error(`No stream for ${key}`);
      return Body;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
