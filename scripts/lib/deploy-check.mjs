// The checks `npm run deploy:check` (and `npm run deploy` before it uploads) makes, offline: each
// returns a list of problems (empty: fine) or notes. scripts/deploy-check.mjs runs them.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { parseEnv } from "./deploy-package.mjs";
import { productionFirebaseConfig, productionHeaderProblems } from "./production-config.mjs";

/** The project id and alias for `--project <alias-or-id>`, from .firebaserc's aliases. */
export function resolveProject(project, firebaserc) {
  const aliases = firebaserc?.projects ?? {};
  const projectId = aliases[project] ?? project;
  return { projectId, alias: projectId === project ? null : project };
}

/**
 * The .env files the CLI loads for a project, in its order (later wins): functions/.env,
 * .env.<project id>, .env.<alias>. Only those that exist.
 */
export function envFilesFor(functionsDir, { projectId, alias }) {
  return [".env", `.env.${projectId}`, ...(alias ? [`.env.${alias}`] : [])].filter((file) =>
    existsSync(join(functionsDir, file)),
  );
}

/** The values those files give, merged as the CLI merges them. */
export function readProjectEnv(functionsDir, files) {
  return Object.assign({}, ...files.map((file) => parseEnv(readFileSync(join(functionsDir, file), "utf8"))));
}

const TEST_ONLY = ["ALLOW_PRIVATE_IMPORT_HOSTS", "TWILIO_API_BASE_URL", "SPURQ_RUNTIME"];
const SECRET_NAMES = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"];
export const SMS_PROVIDERS = ["twilio", "simulated"];

/**
 * Problems with the project's environment: APP_URL missing or not a public https address, a
 * test-only setting, App Check enforced without the extension's app id (or a malformed one), an
 * unknown SMS_PROVIDER, a Twilio secret written as a plain value.
 */
export function envProblems(env, files) {
  const where =
    files.length > 0 ? files.map((file) => `functions/${file}`).join(", ") : "no functions/.env.<project>";
  const problems = [];
  const appUrl = env.APP_URL;
  if (!appUrl)
    problems.push(`APP_URL is not set (${where}): the app's public address, e.g. https://<project>.web.app`);
  else {
    const url = URL.canParse(appUrl) ? new URL(appUrl) : null;
    if (!url || url.protocol !== "https:" || /^(localhost|127\.|\[::1\])/.test(url.hostname))
      problems.push(`APP_URL must be a public https address; it is ${JSON.stringify(appUrl)}`);
  }
  for (const name of TEST_ONLY)
    if (name in env)
      problems.push(`${name} is a local or test setting; a deployed function refuses to start with it`);
  for (const name of SECRET_NAMES)
    if (name in env)
      problems.push(`${name} is a secret: set it with firebase functions:secrets:set, never in a .env file`);
  // With App Check enforced, the browser extension's api calls need the tokens the api mints for
  // its registered app (POST /api/auth/extension-app-check); without the app id it can mint none.
  if (env.APP_CHECK_ENFORCE === "true" && !env.EXTENSION_APP_ID?.trim())
    problems.push(
      `EXTENSION_APP_ID is not set (${where}) though APP_CHECK_ENFORCE=true: the browser extension's Firebase app id (App Check → Apps), or every extension call is refused`,
    );
  else if (env.EXTENSION_APP_ID !== undefined && !/^1:\d+:web:[0-9a-z-]+$/i.test(env.EXTENSION_APP_ID.trim()))
    problems.push(
      `EXTENSION_APP_ID must be a web app id like 1:123456789012:web:abc123; it is ${JSON.stringify(env.EXTENSION_APP_ID)}`,
    );
  if (env.SMS_PROVIDER !== undefined && !SMS_PROVIDERS.includes(env.SMS_PROVIDER))
    problems.push(
      `SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(", ")}; it is ${JSON.stringify(env.SMS_PROVIDER)}`,
    );
  return problems;
}

/** Whether the deploy binds Twilio's secrets: the --sms flag, else SMS_PROVIDER, else not. */
export function twilioChoice(env, flag) {
  const provider = flag ?? env.SMS_PROVIDER ?? "simulated";
  if (!SMS_PROVIDERS.includes(provider))
    throw new Error(`the SMS choice (--sms, else SMS_PROVIDER) must be one of ${SMS_PROVIDERS.join(", ")}`);
  return provider === "twilio";
}

const ORDERS = new Set(["ASCENDING", "DESCENDING"]);
const fieldOk = (field) =>
  typeof field?.fieldPath === "string" &&
  field.fieldPath.length > 0 &&
  ((ORDERS.has(field.order) && field.arrayConfig === undefined) ||
    (field.arrayConfig === "CONTAINS" && field.order === undefined));

/** Problems with firestore.indexes.json's shape (what the CLI's deploy would refuse). */
export function indexFileProblems(file) {
  const problems = [];
  if (!Array.isArray(file?.indexes)) return ["firestore.indexes.json has no indexes list"];
  file.indexes.forEach((index, i) => {
    const name = `indexes[${i}] (${index?.collectionGroup})`;
    if (typeof index?.collectionGroup !== "string") problems.push(`${name}: no collectionGroup`);
    if (!["COLLECTION", "COLLECTION_GROUP"].includes(index?.queryScope))
      problems.push(`${name}: queryScope must be COLLECTION or COLLECTION_GROUP`);
    if (!Array.isArray(index?.fields) || index.fields.length < 2)
      problems.push(`${name}: a composite index needs at least two fields`);
    else
      index.fields.forEach(
        (field, j) =>
          fieldOk(field) ||
          problems.push(`${name}: fields[${j}] needs a fieldPath and one of order or arrayConfig`),
      );
  });
  (file.fieldOverrides ?? []).forEach((override, i) => {
    const name = `fieldOverrides[${i}] (${override?.collectionGroup}.${override?.fieldPath})`;
    if (typeof override?.collectionGroup !== "string" || typeof override?.fieldPath !== "string")
      problems.push(`${name}: needs collectionGroup and fieldPath`);
    if (override?.ttl !== undefined && typeof override.ttl !== "boolean")
      problems.push(`${name}: ttl must be true or false`);
    if (!Array.isArray(override?.indexes)) problems.push(`${name}: needs an indexes list`);
    else
      override.indexes.forEach((index, j) => {
        const shapeOk =
          ["COLLECTION", "COLLECTION_GROUP"].includes(index?.queryScope) &&
          (ORDERS.has(index.order) || index.arrayConfig === "CONTAINS");
        if (!shapeOk)
          problems.push(`${name}: indexes[${j}] needs a queryScope and one of order or arrayConfig`);
      });
  });
  return problems;
}

const fieldKey = (field) => `${field.fieldPath}:${field.order ?? field.arrayConfig}`;
const withoutName = (fields) => fields.filter((field) => field.fieldPath !== "__name__");

/**
 * The used indexes (a guard's record: [{collectionGroup, queryScope, fields}]) that no declared
 * index serves. A single field is served by Firestore's automatic index in collection scope,
 * unless an override for it leaves that index out; in collection-group scope only by an override
 * that declares it. Several fields need a composite index with the same fields in the same order
 * (a trailing __name__ aside).
 */
export function uncoveredIndexes(file, used) {
  return used.filter((need) => {
    const fields = withoutName(need.fields);
    if (fields.length <= 1) {
      if (fields.length === 0) return false;
      const [field] = fields;
      const override = (file.fieldOverrides ?? []).find(
        (o) => o.collectionGroup === need.collectionGroup && o.fieldPath === field.fieldPath,
      );
      const declares = override?.indexes.some(
        (index) =>
          index.queryScope === need.queryScope &&
          (index.order ?? index.arrayConfig) === (field.order ?? field.arrayConfig),
      );
      if (need.queryScope === "COLLECTION") return override ? !declares : false;
      return !declares;
    }
    const want = fields.map(fieldKey).join(",");
    return !file.indexes.some(
      (index) =>
        index.collectionGroup === need.collectionGroup &&
        index.queryScope === need.queryScope &&
        withoutName(index.fields).map(fieldKey).join(",") === want,
    );
  });
}

/** The production headers' problems (firebase.json as deployed). */
export function headerProblems(firebaseJson) {
  return productionHeaderProblems(productionFirebaseConfig(firebaseJson));
}

/** The task-queue functions (functions/src/index.ts): each queue's service must let Cloud Tasks in. */
export const TASK_QUEUE_FUNCTIONS = ["runJob", "runShortJob", "sendDigestShard", "rollUpShard", "rankShard"];

/**
 * The IAM roles the project needs, each with the gcloud command that grants it. The functions
 * (2nd gen) run as the Compute Engine default service account unless told otherwise.
 */
export function iamRoles(projectId, serviceAccount = "PROJECT_NUMBER-compute@developer.gserviceaccount.com") {
  const region = "us-central1";
  return [
    {
      role: "roles/iam.serviceAccountTokenCreator",
      why: "the api signs the extension's custom tokens through the IAM Credentials API (signBlob)",
      command: `gcloud iam service-accounts add-iam-policy-binding ${serviceAccount} --project ${projectId} --member serviceAccount:${serviceAccount} --role roles/iam.serviceAccountTokenCreator`,
    },
    {
      role: "roles/cloudtasks.enqueuer",
      why: `the api enqueues job slices, and the scheduled coordinators their shards, to the task queues (${TASK_QUEUE_FUNCTIONS.join(", ")})`,
      command: `gcloud projects add-iam-policy-binding ${projectId} --member serviceAccount:${serviceAccount} --role roles/cloudtasks.enqueuer`,
    },
    {
      role: "roles/iam.serviceAccountUser (iam.serviceAccounts.actAs)",
      why: "a task that runs as the runtime service account is created by that account acting as itself",
      command: `gcloud iam service-accounts add-iam-policy-binding ${serviceAccount} --project ${projectId} --member serviceAccount:${serviceAccount} --role roles/iam.serviceAccountUser`,
    },
    // Cloud Run service names are the function names in lower case.
    ...TASK_QUEUE_FUNCTIONS.map((name) => ({
      role: `roles/run.invoker on ${name.toLowerCase()}`,
      why: `Cloud Tasks calls ${name}'s Cloud Run service with the runtime account's OIDC token`,
      command: `gcloud run services add-iam-policy-binding ${name.toLowerCase()} --project ${projectId} --region ${region} --member serviceAccount:${serviceAccount} --role roles/run.invoker`,
    })),
  ];
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Compiles rules files offline with the Google Cloud SDK's Firestore emulator (the launcher jar
 * prepare-emulators builds), started on a free loopback port of its own (not the suite's shared
 * ports) and stopped at once. Each file goes to the emulator's rules endpoint, which compiles it
 * and answers 400 with the line and column of an error. The rules language is one for Firestore
 * and Storage; Storage-only semantics are checked by the real deploy only.
 * Returns { compiled: [...], problems: [...] }, or throws when no emulator is available.
 */
export async function compileRules(launcherJar, files, { timeoutMs = 60_000 } = {}) {
  if (!launcherJar || !existsSync(launcherJar))
    throw new Error(
      "No offline Firestore emulator to compile the rules with (run npm install; it needs Java 17+ and the Google Cloud SDK's Firestore emulator)",
    );
  const port = await freePort();
  const child = spawn("java", ["-jar", launcherJar, "--host", "127.0.0.1", "--port", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The Firestore emulator exited (${child.exitCode})`);
      const up = await fetch(base).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error("The Firestore emulator did not start in time");
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const problems = [];
    const compiled = [];
    for (const { name, content } of files) {
      const response = await fetch(`${base}/emulator/v1/projects/deploy-check:securityRules`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ rules: { files: [{ name, content }] } }),
      });
      if (response.ok) compiled.push(name);
      else {
        const body = await response.json().catch(() => ({}));
        problems.push(`${name}: ${body.error?.message ?? `HTTP ${response.status}`}`);
      }
    }
    return { compiled, problems };
  } finally {
    child.kill();
  }
}
