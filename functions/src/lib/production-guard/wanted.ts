/**
 * Whether this process runs under the production guard: on the emulators only, when
 * SPURQ_PRODUCTION_GUARD is on (`npm test` turns it on; `SPURQ_PRODUCTION_GUARD=on npm start`).
 * A small file of its own so that the server learns it without loading the guard.
 */
export function guardWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    Boolean(env.FIRESTORE_EMULATOR_HOST) && ["on", "1", "true"].includes(env.SPURQ_PRODUCTION_GUARD ?? "")
  );
}
