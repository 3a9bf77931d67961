// Start-up guard (docs/decisions.md, "A deployed function refuses emulator and test settings"):
// the deployed function must never trust emulator variables (the Admin SDK would then accept
// unsigned ID tokens) or run with test-only settings. The Functions emulator sets
// FUNCTIONS_EMULATOR=true; anywhere else the function module is loaded is production.

/** Settings that only tests and the emulator may turn on. */
const TEST_ONLY_SETTINGS = ["ALLOW_PRIVATE_IMPORT_HOSTS"] as const;
/** Settings that only tests may give a value: sending Twilio requests to a local server. */
const TEST_ONLY_VALUES = ["TWILIO_API_BASE_URL", "SPURQ_STORAGE_KEY_FILE"] as const;

const EMULATOR_VARIABLES = [
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_DATABASE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
  "STORAGE_EMULATOR_HOST",
  "PUBSUB_EMULATOR_HOST",
] as const;

/** Throws when a production runtime carries emulator or test-only configuration. */
export function assertSafeRuntime(env: NodeJS.ProcessEnv): void {
  if (env.FUNCTIONS_EMULATOR === "true") return;
  const problems = [
    ...EMULATOR_VARIABLES.filter((name) => env[name]),
    ...TEST_ONLY_SETTINGS.filter((name) => isOn(env[name])),
    ...TEST_ONLY_VALUES.filter((name) => env[name]),
    ...(env.SPURQ_RUNTIME === "emulator" ? ["SPURQ_RUNTIME=emulator"] : []),
    ...(env.APP_URL && !isPublicHttpsAddress(env.APP_URL) ? [`APP_URL=${env.APP_URL}`] : []),
  ];
  if (problems.length > 0) {
    throw new Error(
      `Refusing to start in production with emulator or test-only settings: ${problems.join(", ")}`,
    );
  }
}

/**
 * Links the server sends out (SMS shares, invitations) point at APP_URL: in production it must be
 * an https address that is not this machine, or every link would lead readers to the emulator's
 * address. (A missing value is left to the first send, which says so: the deploy's discovery step
 * may load this module before the CLI has asked for the parameter.)
 */
function isPublicHttpsAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && !/^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(url.hostname);
}

export function isOn(value: string | undefined): boolean {
  return value === "true" || value === "1";
}
