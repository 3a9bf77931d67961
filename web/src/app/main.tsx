// Entry point: turn a share-target address into its hash route, apply the cached appearance before
// the first paint, start the interface language, then mount the app and, once it is interactive,
// register the service worker.
// zod-config first: it must hold before any chunk builds or parses a schema (CSP: no eval).
import "@/lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { applyAppearance, cachedAppearance } from "@/lib/appearance";
import { initI18n } from "@/lib/i18n";
import { registerServiceWorkerWhenIdle } from "@/lib/service-worker";
import { App } from "./router";
import "./index.css";

applyAppearance(cachedAppearance());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A share that arrives as a GET (/share-target?url=…) goes to the hash route of the same name,
// whose screen (loaded only then) takes the address to the create screen.
if (window.location.pathname === "/share-target") {
  window.history.replaceState(null, "", `/#/share-target${window.location.search}`);
}

// The first paint waits for the starting language's texts: none for English (bundled), one small
// request for the others, instead of a flash of English.
void initI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorkerWhenIdle();
});
