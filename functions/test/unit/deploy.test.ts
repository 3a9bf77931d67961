// The unattended deploy (docs/production.md, Deploy): the deploy package's lockfile, the SMS
// choice, and the offline checks of npm run deploy:check.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Lockfile } from "../../../scripts/lib/deploy-package.mjs";

const root = join(__dirname, "..", "..", "..");
const rootLock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as Lockfile;
const functionsPackage = JSON.parse(readFileSync(join(root, "functions", "package.json"), "utf8"));
const firebaseJson = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
const indexesFile = JSON.parse(readFileSync(join(root, "firestore.indexes.json"), "utf8"));
const pkg = () => import("../../../scripts/lib/deploy-package.mjs");
const check = () => import("../../../scripts/lib/deploy-check.mjs");

describe("the functions deploy package's lockfile", () => {
  it("when cut from the root lockfile, then every package the functions reach is pinned to the root's version and integrity", async () => {
    const { workspaceLockfile, resolveInLock } = await pkg();
    const lock = workspaceLockfile(rootLock);
    expect(lock.lockfileVersion).toBe(3);
    expect(lock.packages[""]).toMatchObject({
      name: "functions",
      dependencies: functionsPackage.dependencies,
    });
    // Walk the root tree from the workspace and the new tree from its root side by side: each
    // dependency must resolve to the same version, address and integrity in both.
    const seen = new Set<string>();
    const walk = (rootFrom: string, newFrom: string) => {
      const entry = rootFrom === "functions" ? rootLock.packages["functions"]! : rootLock.packages[rootFrom]!;
      for (const name of Object.keys({ ...entry.dependencies })) {
        const inRoot = resolveInLock(rootLock.packages, rootFrom, name);
        const inNew = resolveInLock(lock.packages, newFrom, name);
        expect(inRoot, `${rootFrom} → ${name}`).not.toBeNull();
        expect(inNew, `${newFrom} → ${name}`).not.toBeNull();
        const a = rootLock.packages[inRoot!]!;
        const b = lock.packages[inNew!]!;
        expect([b.version, b.resolved, b.integrity], `${name} at ${inNew}`).toEqual([
          a.version,
          a.resolved,
          a.integrity,
        ]);
        if (!seen.has(`${inRoot}|${inNew}`)) {
          seen.add(`${inRoot}|${inNew}`);
          walk(inRoot!, inNew!);
        }
      }
    };
    walk("functions", "");
    expect(seen.size).toBeGreaterThan(100);
    // Nothing only the tests need (some @types are real dependencies of firebase-functions).
    for (const name of ["supertest", "pdf-lib", "@firebase/rules-unit-testing", "vitest"]) {
      expect(lock.packages[`node_modules/${name}`], name).toBeUndefined();
    }
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (key) expect(entry.dev, key).toBeUndefined();
    }
  });

  it("when the root hoists one version and the workspace nests another, then the hoisted one moves under its dependent", async () => {
    const { workspaceLockfile } = await pkg();
    const lock = workspaceLockfile({
      lockfileVersion: 3,
      packages: {
        "": { name: "root" },
        functions: { version: "1.0.0", dependencies: { x: "^2.0.0", y: "^1.0.0" } },
        "functions/node_modules/x": { version: "2.0.0", integrity: "sha-x2" },
        "node_modules/x": { version: "1.0.0", integrity: "sha-x1" },
        "node_modules/y": { version: "1.0.0", integrity: "sha-y", dependencies: { x: "^1.0.0" } },
      },
    });
    expect(lock.packages["node_modules/x"]?.version).toBe("2.0.0");
    expect(lock.packages["node_modules/y/node_modules/x"]?.version).toBe("1.0.0");
  });

  it("when a dependency is not in the root lockfile, then the cut fails instead of leaving it to Cloud Build", async () => {
    const { workspaceLockfile } = await pkg();
    expect(() =>
      workspaceLockfile({
        lockfileVersion: 3,
        packages: { functions: { version: "1.0.0", dependencies: { gone: "^1" } } },
      }),
    ).toThrow(/gone/);
  });

  it("when staged, then the package has the built code, no devDependencies, the lockfile, the SMS choice and the project's .env", async () => {
    const { stageFunctions, deployManifest } = await pkg();
    expect(deployManifest(functionsPackage)).not.toHaveProperty("devDependencies");
    const fake = mkdtempSync(join(tmpdir(), "spurq-stage-"));
    const { mkdirSync, cpSync, existsSync, lstatSync } = await import("node:fs");
    mkdirSync(join(fake, "functions", "lib"), { recursive: true });
    mkdirSync(join(fake, "functions", "node_modules"), { recursive: true });
    writeFileSync(join(fake, "functions", "lib", "index.js"), "");
    cpSync(join(root, "functions", "package.json"), join(fake, "functions", "package.json"));
    cpSync(join(root, "package-lock.json"), join(fake, "package-lock.json"));
    writeFileSync(join(fake, "functions", ".env.p"), "APP_URL=https://p.web.app\n");
    writeFileSync(join(fake, "functions", ".env.local"), "SPURQ_RUNTIME=emulator\n");
    const out = stageFunctions({
      repoRoot: fake,
      outDir: join(fake, ".deploy", "functions"),
      twilio: false,
      envFiles: [".env.p"],
    });
    expect(JSON.parse(readFileSync(join(out, "lib", "deploy-options.json"), "utf8"))).toEqual({
      twilio: false,
    });
    expect(existsSync(join(out, "package-lock.json"))).toBe(true);
    expect(existsSync(join(out, ".env.p"))).toBe(true);
    expect(existsSync(join(out, ".env.local"))).toBe(false);
    // Linked for the CLI's analysis, never uploaded (the deploy config ignores node_modules).
    expect(lstatSync(join(out, "node_modules")).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(out, "package.json"), "utf8")).devDependencies).toBeUndefined();
  });
});

describe("whether the api binds Twilio's secrets", () => {
  it("when the deploy package says no Twilio, then none is declared; with no package decision, they are", async () => {
    const { readDeployOptions } = await import("../../src/lib/secrets");
    const dir = mkdtempSync(join(tmpdir(), "spurq-options-"));
    writeFileSync(join(dir, "off.json"), '{"twilio":false}');
    writeFileSync(join(dir, "bad.json"), '{"twilio":"yes"}');
    expect(readDeployOptions(join(dir, "off.json"))).toEqual({ twilio: false });
    expect(readDeployOptions(join(dir, "none.json"))).toBeNull();
    expect(() => readDeployOptions(join(dir, "bad.json"))).toThrow(/twilio/);
    // In the tests there is no deploy package: the secrets are declared and bound as always.
    const { TWILIO_BOUND, API_SECRETS } = await import("../../src/lib/secrets");
    expect(TWILIO_BOUND).toBe(true);
    expect(API_SECRETS.map((secret) => secret.name)).toEqual([
      "TWILIO_ACCOUNT_SID",
      "TWILIO_AUTH_TOKEN",
      "TWILIO_FROM_NUMBER",
    ]);
  });

  it("when SMS_PROVIDER or --sms chooses, then twilio binds and anything else fails", async () => {
    const { twilioChoice } = await check();
    expect(twilioChoice({})).toBe(false);
    expect(twilioChoice({ SMS_PROVIDER: "twilio" })).toBe(true);
    expect(twilioChoice({ SMS_PROVIDER: "twilio" }, "simulated")).toBe(false);
    expect(() => twilioChoice({}, "sendgrid")).toThrow(/--sms/);
  });
});

describe("deploy:check", () => {
  it("when the sample .env is used, then the environment passes; without APP_URL or with a local one it fails and says why", async () => {
    const { envProblems } = await check();
    const { parseEnv } = await pkg();
    const sample = parseEnv(readFileSync(join(root, "functions", ".env.example-project.sample"), "utf8"));
    expect(envProblems(sample, [".env.example-project"])).toEqual([]);
    expect(envProblems({}, [])[0]).toMatch(/APP_URL is not set/);
    expect(envProblems({ APP_URL: "http://127.0.0.1:5000" }, [])[0]).toMatch(/public https/);
    expect(envProblems({ APP_URL: "https://a.web.app", ALLOW_PRIVATE_IMPORT_HOSTS: "true" }, [])[0]).toMatch(
      /ALLOW_PRIVATE/,
    );
    expect(envProblems({ APP_URL: "https://a.web.app", TWILIO_AUTH_TOKEN: "x" }, [])[0]).toMatch(
      /secrets:set/,
    );
    const enforced = { APP_URL: "https://a.web.app", APP_CHECK_ENFORCE: "true" };
    expect(envProblems(enforced, [".env.prod"])).toEqual([
      expect.stringMatching(
        /EXTENSION_APP_ID is not set \(functions\/\.env\.prod\) though APP_CHECK_ENFORCE=true/,
      ),
    ]);
    expect(envProblems({ ...enforced, EXTENSION_APP_ID: "1:123456789012:web:abc123" }, [])).toEqual([]);
    expect(envProblems({ APP_URL: "https://a.web.app", EXTENSION_APP_ID: "my-extension" }, [])[0]).toMatch(
      /EXTENSION_APP_ID must be a web app id/,
    );
  });

  it("when a project is an alias, then its id comes from .firebaserc", async () => {
    const { resolveProject } = await check();
    expect(resolveProject("prod", { projects: { prod: "spurq-prod" } })).toEqual({
      projectId: "spurq-prod",
      alias: "prod",
    });
    expect(resolveProject("spurq-prod", { projects: {} })).toEqual({ projectId: "spurq-prod", alias: null });
  });

  it("when the indexes file is read, then the committed one is well formed and broken entries are named", async () => {
    const { indexFileProblems } = await check();
    expect(indexFileProblems(indexesFile)).toEqual([]);
    expect(
      indexFileProblems({
        indexes: [
          {
            collectionGroup: "a",
            queryScope: "DATABASE",
            fields: [{ fieldPath: "x", order: "UP" }, { fieldPath: "y" }],
          },
        ],
        fieldOverrides: [
          { collectionGroup: "a", fieldPath: "b", ttl: "yes", indexes: [{ order: "ASCENDING" }] },
        ],
      }),
    ).toHaveLength(5);
  });

  it("when a guard's record of used indexes is given, then each must be declared", async () => {
    const { uncoveredIndexes } = await check();
    const file = {
      indexes: [
        {
          collectionGroup: "spurqs",
          queryScope: "COLLECTION",
          fields: [
            { fieldPath: "recipientId", order: "ASCENDING" },
            { fieldPath: "createdAt", order: "DESCENDING" },
          ],
        },
      ],
      fieldOverrides: [
        {
          collectionGroup: "searchTerms",
          fieldPath: "userId",
          indexes: [{ queryScope: "COLLECTION_GROUP", order: "ASCENDING" }],
        },
        { collectionGroup: "chunks", fieldPath: "text", indexes: [] },
      ],
    };
    const used = [
      {
        collectionGroup: "spurqs",
        queryScope: "COLLECTION",
        fields: [
          { fieldPath: "recipientId", order: "ASCENDING" },
          { fieldPath: "createdAt", order: "DESCENDING" },
          { fieldPath: "__name__", order: "DESCENDING" },
        ],
      },
      {
        collectionGroup: "spurqs",
        queryScope: "COLLECTION",
        fields: [{ fieldPath: "senderId", order: "ASCENDING" }],
      },
      {
        collectionGroup: "searchTerms",
        queryScope: "COLLECTION_GROUP",
        fields: [{ fieldPath: "userId", order: "ASCENDING" }],
      },
      // Not declared: a composite in another order, a collection-group field, an exempted field.
      {
        collectionGroup: "spurqs",
        queryScope: "COLLECTION",
        fields: [
          { fieldPath: "recipientId", order: "ASCENDING" },
          { fieldPath: "createdAt", order: "ASCENDING" },
        ],
      },
      {
        collectionGroup: "highlights",
        queryScope: "COLLECTION_GROUP",
        fields: [{ fieldPath: "userId", order: "ASCENDING" }],
      },
      {
        collectionGroup: "chunks",
        queryScope: "COLLECTION",
        fields: [{ fieldPath: "text", order: "ASCENDING" }],
      },
    ];
    expect(uncoveredIndexes(file, used)).toEqual(used.slice(3));
  });

  it("when firebase.json is deployed, then no header names a local origin and COOP is set; a local origin anywhere fails", async () => {
    const { headerProblems } = await check();
    expect(headerProblems(firebaseJson)).toEqual([]);
    const broken = structuredClone(firebaseJson);
    broken.hosting.headers[0].headers = broken.hosting.headers[0].headers.filter(
      (h: { key: string }) => h.key !== "Cross-Origin-Opener-Policy",
    );
    broken.hosting.headers.push({
      source: "/x",
      headers: [{ key: "Link", value: "<http://localhost:9099/a>; rel=preconnect" }],
    });
    const problems = headerProblems(broken);
    expect(problems).toHaveLength(2);
    expect(problems.join("\n")).toMatch(/Link.*local origin/);
    expect(problems.join("\n")).toMatch(/Cross-Origin-Opener-Policy/);
  });

  it("when it prints the IAM roles, then token creator, enqueuer, actAs and invoker each come with a gcloud command", async () => {
    const { iamRoles } = await check();
    const roles = iamRoles("p", "sa@p.iam.gserviceaccount.com");
    expect(roles.map((r) => r.role.split(" ")[0])).toEqual([
      "roles/iam.serviceAccountTokenCreator",
      "roles/cloudtasks.enqueuer",
      "roles/iam.serviceAccountUser",
      // One per task-queue function: the two job queues and the three shard queues.
      "roles/run.invoker",
      "roles/run.invoker",
      "roles/run.invoker",
      "roles/run.invoker",
      "roles/run.invoker",
    ]);
    expect(roles.slice(3).map((r) => r.role.split(" ")[2])).toEqual([
      "runjob",
      "runshortjob",
      "senddigestshard",
      "rollupshard",
      "rankshard",
    ]);
    for (const { command, role } of roles) {
      expect(command).toMatch(/^gcloud /);
      expect(command).toContain(role.split(" ")[0]);
      expect(command).toContain("serviceAccount:sa@p.iam.gserviceaccount.com");
    }
  });

  it("when the rules are compiled offline, then the committed ones compile and a broken one is named with its line", async () => {
    const { compileRules } = await check();
    const launcher = JSON.parse(readFileSync(join(root, ".emulators", "env.json"), "utf8"))
      .FIRESTORE_EMULATOR_BINARY_PATH as string;
    const read = (name: string) => ({ name, content: readFileSync(join(root, name), "utf8") });
    const result = await compileRules(launcher, [
      read("firestore.rules"),
      read("storage.rules"),
      {
        name: "broken.rules",
        content: "rules_version = '2';\nservice cloud.firestore {\n  match /x { allow read: if (; }\n}",
      },
    ]);
    expect(result.compiled).toEqual(["firestore.rules", "storage.rules"]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^broken\.rules: .*L3:/s);
  }, 90_000);
});
