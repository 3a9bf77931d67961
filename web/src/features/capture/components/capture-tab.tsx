// Settings' Capture tab: how pages get into Spurq from outside it. The installed app (with its
// place in the device's share menu) and the bookmarklet, each in its own card.
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { BookmarkletLink, copyBookmarklet } from "./bookmarklet-link";

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={headingId}
        className="border-b border-slate-200 px-6 py-4 text-lg font-semibold text-slate-900 dark:border-slate-800 dark:text-slate-50"
      >
        {title}
      </h2>
      <div className="grid gap-4 px-6 py-5 text-sm text-slate-700 dark:text-slate-200">{children}</div>
    </section>
  );
}

/** True inside the installed app's own window. */
const runningInstalled = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches;

export function CaptureTab() {
  const { t } = useTranslation("capture");
  const copy = async () => {
    const copied = await copyBookmarklet();
    toast(
      copied
        ? { title: t("bookmarklet.copied"), description: t("bookmarklet.copiedDescription") }
        : {
            title: t("bookmarklet.copyFailed"),
            description: t("bookmarklet.copyFailedDescription"),
            variant: "destructive",
          },
    );
  };
  return (
    <div className="grid gap-6">
      <Card title={t("bookmarklet.title")}>
        <p>{t("bookmarklet.intro")}</p>
        <div className="flex flex-wrap items-center gap-3">
          <BookmarkletLink />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden />
            {t("bookmarklet.copy")}
          </Button>
        </div>
        <p className="text-slate-600 dark:text-slate-300">{t("bookmarklet.mobile")}</p>
      </Card>
      <Card title={t("install.title")}>
        {runningInstalled() ? <p>{t("install.installed")}</p> : <p>{t("install.intro")}</p>}
        <p>{t("install.share")}</p>
      </Card>
    </div>
  );
}
