// firebase.json for production: the same, less the emulator origins in the CSP.
const LOCAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

export function productionFirebaseConfig(config) {
  const copy = structuredClone(config);
  delete copy.emulators;
  for (const rule of copy.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== "Content-Security-Policy") continue;
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
  return copy;
}
