// firebase.json for production: the same, less the emulators and every local origin in any
// header (127.0.0.1, localhost, [::1], with or without a port), and with the functions source
// pointed at the deploy package (scripts/lib/deploy-package.mjs), already built.
const LOCAL_ORIGIN = /^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\/?$/;
/** Anything in a header value that names a local host, for the deploy check. */
export const LOCAL_HOST_PATTERN = /127\.\d+\.\d+\.\d+|localhost|\[::1\]/;

export function productionFirebaseConfig(config, { functionsSource } = {}) {
  const copy = structuredClone(config);
  delete copy.emulators;
  for (const rule of copy.hosting.headers) {
    for (const header of rule.headers) {
      header.value = header.value
        .split(";")
        .map((directive) =>
          directive
            .trim()
            .split(/\s+/)
            .filter((source) => !LOCAL_ORIGIN.test(source))
            .join(" "),
        )
        .join("; ");
    }
  }
  if (functionsSource) {
    for (const codebase of copy.functions) {
      codebase.source = functionsSource;
      // The deploy package is built and holds no sources or tests.
      delete codebase.predeploy;
      codebase.ignore = ["node_modules", ".git", "*.log"];
    }
  }
  return copy;
}

/** Problems with a production config's headers: local origins, and a missing COOP. */
export function productionHeaderProblems(config) {
  const problems = [];
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (LOCAL_HOST_PATTERN.test(header.value))
        problems.push(`${header.key} (for ${rule.source}) names a local origin: ${header.value}`);
    }
  }
  const all = (config.hosting?.headers ?? []).find((rule) => rule.source === "**");
  const coop = all?.headers.find((header) => header.key === "Cross-Origin-Opener-Policy");
  if (coop?.value !== "same-origin-allow-popups")
    problems.push("Cross-Origin-Opener-Policy: same-origin-allow-popups is missing from the headers for **");
  return problems;
}
