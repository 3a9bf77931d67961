// Entry point: apply the cached appearance before the first paint, start the interface language,
// then mount the app.
// zod-config first: it must hold before any chunk builds or parses a schema (CSP: no eval).
import "@/lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { applyAppearance, cachedAppearance } from "@/lib/appearance";
import { initI18n } from "@/lib/i18n";
import { App } from "./router";
import "./index.css";

applyAppearance(cachedAppearance());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first paint waits for the starting language's texts: none for English (bundled), one small
// request for the others, instead of a flash of English.
void initI18n().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
