import "server-only";
import { LocalDiskStore } from "./local-disk";
import { S3Store, s3SettingsFromEnv } from "./s3";
import type { ObjectStore, StoredObject } from "./types";

export const DEFAULT_UPLOADS_DIR = ".data/uploads";

let store: ObjectStore | undefined;
let configuredAs: string | undefined;

/** S3-compatible storage when S3_BUCKET is set, else files under UPLOADS_DIR. */
function objectStore(): ObjectStore {
  const s3 = s3SettingsFromEnv();
  const dir = process.env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR;
  const configuration = s3 ? `s3:${s3.endpoint}/${s3.bucket}` : `disk:${dir}`;
  // Re-created when the configuration changes (tests and scripts point it elsewhere).
  if (!store || configuredAs !== configuration) {
    store = s3 ? new S3Store(s3) : new LocalDiskStore(dir);
    configuredAs = configuration;
  }
  return store;
}

export function putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  return objectStore().put(key, bytes, contentType);
}

export function getObject(key: string): Promise<StoredObject | null> {
  return objectStore().get(key);
}

/**
 * The address pages use for an object. Always the app's own /uploads/ route (which reads the
 * configured store), so next/image and caches treat every image alike wherever it is kept.
 */
export function publicUrl(key: string): string {
  return `/uploads/${key}`;
}
