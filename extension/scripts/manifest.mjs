// The extension's manifest, from the build's configuration. Shared by the build, the store zip
// and the browser journeys (which read the extension's id and origin from it).

/**
 * The public half of the key that fixes the unpacked extension's id (ejebjlienjekpffemnjlngoihildamih),
 * so that the local web app knows which extension to hand a credential to. Only the public key:
 * nothing is signed with it. The store assigns its own id, and the store zip leaves this out.
 */
export const DEV_KEY =
  "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArmdFL2p4JTbWE7KDlQjHdhIiICha6f1cyBw+363kZwDBnG3zvORjggp6+vbk4s/l8jYIr7fdAgKEC8rn84qsf7UeJmkB74epm4AOxMayKhEJJrctewgMhWSEX9+lcM5xNzWDdoo44kI68+4b8yOKIdEhIh9wzAtqsCE/Q7Gz+yuJkxDRog98Rw7K7xOd0vaaHQz40sj2ViFenuuDqU8pzIDUcrvgoVVs4vFbGaMRoa6ZYKxWYg9v2oWjRbOEtChYhsu1N8hyoEtTJY0CU02MgKF24exa9x9PBclCDuCcQW7jAaJij0bXRBWV7yDVMg5q9nY6auVrV0I3Kd1mLaBJvwIDAQAB";
export const DEV_EXTENSION_ID = "ejebjlienjekpffemnjlngoihildamih";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const AUTH_EMULATOR = "http://127.0.0.1:9099";

/**
 * Which Spurq the build talks to, and whether its api calls carry App Check tokens
 * (SPURQ_APP_CHECK=true); throws when a production build lacks its API key.
 */
export function extensionConfig(env) {
  const appUrl = new URL(env.SPURQ_APP_URL?.trim() || "http://127.0.0.1:5000");
  const local = LOOPBACK.has(appUrl.hostname);
  const apiKey = env.SPURQ_FIREBASE_API_KEY?.trim() || (local ? "demo-api-key" : "");
  if (!apiKey)
    throw new Error("SPURQ_FIREBASE_API_KEY is required for a build that talks to " + appUrl.origin);
  if (!local && appUrl.protocol !== "https:")
    throw new Error(`Spurq must be served over https: ${appUrl.origin}`);
  const appCheck = env.SPURQ_APP_CHECK?.trim() === "true";
  return { appOrigin: appUrl.origin, apiKey, authEmulator: local ? AUTH_EMULATOR : "", local, appCheck };
}

export function manifestFor(config, version) {
  const authHosts = config.local
    ? [`${config.authEmulator}/*`]
    : ["https://identitytoolkit.googleapis.com/*", "https://securetoken.googleapis.com/*"];
  const icons = Object.fromEntries([16, 32, 48, 128].map((size) => [String(size), `icons/icon-${size}.png`]));
  return {
    manifest_version: 3,
    // The browser fills in __MSG_key__ from public/_locales in its own language (src/shared/i18n.ts).
    name: "__MSG_extName__",
    version,
    description: "__MSG_extDescription__",
    default_locale: "en",
    ...(config.local ? { key: DEV_KEY } : {}),
    minimum_chrome_version: "120",
    icons,
    action: { default_title: "__MSG_actionTitle__", default_popup: "popup.html", default_icon: icons },
    background: { service_worker: "background.js" },
    content_scripts: [
      { matches: ["http://*/*", "https://*/*"], js: ["content.js"], run_at: "document_idle" },
    ],
    permissions: ["storage", "contextMenus", "activeTab", "scripting"],
    host_permissions: [`${config.appOrigin}/*`, ...authHosts],
    // Only Spurq's own pages may message the extension (the connect page hands it a credential).
    externally_connectable: { matches: [`${config.appOrigin}/*`] },
    commands: {
      "save-page": {
        suggested_key: { default: "Alt+Shift+S" },
        description: "__MSG_commandSavePage__",
      },
    },
    content_security_policy: {
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
  };
}
