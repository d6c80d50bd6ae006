import type { Readable } from 'node:stream';

/** The tag of an upload that no record names yet: the bucket's lifecycle rule deletes it after a day. */
export const STAGED_TAG = { key: 'portal-staged', value: 'true' } as const;

/** A part of a file written in parts: its number and the tag storage answered for it. */
export interface StoredPart {
  partNumber: number;
  etag: string;
}

/** Private object storage for media; objects are reached through short-lived signed URLs. */
export interface MediaStore {
  /** With `staged`, the object is tagged STAGED_TAG until `keep` is called: an upload the form never saved goes away. */
  put(key: string, body: Uint8Array, contentType: string, options?: { staged?: boolean }): Promise<void>;
  /** Takes the STAGED_TAG off an object a record now names, so it is kept. */
  keep(key: string): Promise<void>;
  /**
   * Stores a stream of unknown length in parts (a multipart upload), holding only a part or two in
   * memory: exports of any size.
   */
  upload(key: string, body: Readable, contentType: string): Promise<void>;
  /**
   * A file written in parts across several runs (an export handed on from one run of its job to the
   * next): `startParts` opens it, each `putPart` stores numbered bytes (at least 5 MiB but for the
   * last) and answers the tag `finishParts` needs, `finishParts` joins the parts in order into the
   * object, `abortParts` drops them.
   */
  startParts(key: string, contentType: string): Promise<string>;
  putPart(key: string, uploadId: string, partNumber: number, body: Uint8Array): Promise<string>;
  finishParts(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void>;
  abortParts(key: string, uploadId: string): Promise<void>;
  /** A short-lived URL of the object; with `downloadName`, the browser saves it under that name. */
  signedGetUrl(key: string, expiresInSeconds?: number, downloadName?: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** The object's bytes as a stream, for a file too large to hold (an export's rows); throws when there is none. */
  read(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}
