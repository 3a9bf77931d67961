// Testing Library matchers and a clean DOM and storage between tests.
import "@testing-library/jest-dom/vitest";
import { afterEach, beforeAll } from "vitest";
import { cleanup } from "@testing-library/react";
import { loadDeferredModules } from "@/components/ui/deferred-modules";
import { initI18nForTests } from "./i18n";

await initI18nForTests();

// Dialogs, menus and popovers render at once, as before the app deferred their code.
beforeAll(() => loadDeferredModules());

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
