// Entry point: apply the cached appearance before the first paint, then mount the app.
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
