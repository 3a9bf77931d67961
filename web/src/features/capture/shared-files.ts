// A file shared to the installed app waits in Cache Storage, where the service worker put it
// (web/src/sw.ts), until the create screen takes it: taken once, then deleted.
import { SHARED_FILES_CACHE, sharedFileKey } from "./capture-link";

/** The shared file `id` as a File, removed from the cache; null when it is not (or no longer) there. */
export async function takeSharedFile(id: string): Promise<File | null> {
  if (typeof caches === "undefined") return null;
  const cache = await caches.open(SHARED_FILES_CACHE);
  const key = sharedFileKey(id);
  const response = await cache.match(key);
  if (!response) return null;
  const blob = await response.blob();
  await cache.delete(key);
  const name = decodeURIComponent(response.headers.get("X-File-Name") ?? "shared.pdf");
  return new File([blob], name, { type: response.headers.get("Content-Type") ?? blob.type });
}
