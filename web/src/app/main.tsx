// Entry point: apply the cached appearance before the first paint, then mount the app.
// zod-config first: it must hold before any chunk builds or parses a schema (CSP: no eval).
import "@/lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { applyAppearance, cachedAppearance } from "@/lib/appearance";
import { App } from "./router";
import "./index.css";

applyAppearance(cachedAppearance());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
