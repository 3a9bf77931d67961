// Component tests render in English with every namespace already there (no Suspense, no chunks).
import { initReactI18next } from "react-i18next";
import { i18n } from "@/lib/i18n";

const english = import.meta.glob<Record<string, unknown>>("../locales/en/*.json", {
  eager: true,
  import: "default",
});

const resources = Object.fromEntries(
  Object.entries(english).map(([path, bundle]) => [path.replace(/^.*\/(.+)\.json$/, "$1"), bundle]),
);

export async function initI18nForTests(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    ns: Object.keys(resources),
    defaultNS: "common",
    resources: { en: resources },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
