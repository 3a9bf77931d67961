// Testing Library matchers and a clean DOM and storage between tests.
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { initI18nForTests } from "./i18n";

await initI18nForTests();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
