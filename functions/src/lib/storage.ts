// Cloud Storage, for the files jobs make (docs/production.md, "Files in Cloud Storage"). One
// bucket, initialised once and lazily. Clients never reach it directly (storage.rules denies
// everything): the server writes, and a reader downloads through a short-lived V4 signed link.
//
// In production the Admin SDK's bucket signs links without a key, through the IAM signBlob API
// (the function's service account needs roles/iam.serviceAccountTokenCreator on itself). Locally
// the Storage stand-in on loopback (scripts/lib/storage-standin.mjs) plays Cloud Storage: the
// SDK is pointed at it by STORAGE_EMULATOR_HOST and signs with the local key named by
// SPURQ_STORAGE_KEY_FILE, whose public half the stand-in checks the links with.
import { readFileSync } from "node:fs";
import { Storage, type Bucket } from "@google-cloud/storage";
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "./firebase";

let bucket: Bucket | undefined;

/** The bucket's name: FILES_BUCKET, or the project's default Firebase bucket. */
export function filesBucketName(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FILES_BUCKET) return env.FILES_BUCKET;
  const projectId = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? "demo-spurq";
  return `${projectId}.firebasestorage.app`;
}

export function filesBucket(): Bucket {
  bucket ??= makeBucket();
  return bucket;
}

function makeBucket(): Bucket {
  const endpoint = process.env.STORAGE_EMULATOR_HOST;
  const keyFile = process.env.SPURQ_STORAGE_KEY_FILE;
  if (endpoint && keyFile) {
    const key = JSON.parse(readFileSync(keyFile, "utf8")) as { client_email: string; private_key: string };
    const storage = new Storage({
      apiEndpoint: endpoint,
      projectId: process.env.GCLOUD_PROJECT ?? "demo-spurq",
      credentials: { client_email: key.client_email, private_key: key.private_key },
    });
    return storage.bucket(filesBucketName());
  }
  return getStorage(adminApp()).bucket(filesBucketName());
}
