/** Private object storage for media; objects are reached through short-lived signed URLs. */
export interface MediaStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  signedGetUrl(key: string, expiresInSeconds?: number): Promise<string>;
  exists(key: string): Promise<boolean>;
}
