import { LocalDiskStore } from "./local-disk";
import type { ObjectStore, StoredObject } from "./types";

export const DEFAULT_UPLOADS_DIR = ".data/uploads";

let store: ObjectStore | undefined;
let storeDir: string | undefined;

function objectStore(): ObjectStore {
  const dir = process.env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR;
  // Re-created when UPLOADS_DIR changes (tests and scripts point it elsewhere).
  if (!store || storeDir !== dir) {
    store = new LocalDiskStore(dir);
    storeDir = dir;
  }
  return store;
}

export function putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  return objectStore().put(key, bytes, contentType);
}

export function getObject(key: string): Promise<StoredObject | null> {
  return objectStore().get(key);
}

/** The address pages use for an object: served by app/uploads/[...path]. */
export function publicUrl(key: string): string {
  return `/uploads/${key}`;
}
