// The reading screen's share buttons: a side rail on desktop, a bar above the bottom
// navigation on phones.
import { useTranslation } from "react-i18next";
import { Share2 } from "lucide-react";
import type { ShareTarget } from "../share-content";
import { SharePopover } from "./share-popover";

const BOTTOM_BUTTON_CLASSES =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-indigo-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2";

export function ShareRail({ target }: { target: ShareTarget }) {
  const { t } = useTranslation("sharing");
  return (
    <div className="sticky top-24 hidden flex-col items-center gap-2 rounded-full border border-slate-200 bg-white p-1.5 shadow-sm lg:flex dark:border-slate-800 dark:bg-slate-900">
      <SharePopover target={target} label={t("bar.shareArticle")} />
    </div>
  );
}

export function ShareBottomBar({ target }: { target: ShareTarget }) {
  const { t } = useTranslation("sharing");
  // The bar floats over the page's end; the spacer, as tall as the bar, lets the article's last
  // lines scroll up clear of it.
  return (
    <>
      <div aria-hidden className="h-16 lg:hidden" />
      <div className="fixed inset-x-0 bottom-16 md:bottom-0 z-20 flex justify-center border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
        <SharePopover target={target} label={t("bar.shareArticle")} buttonClassName={BOTTOM_BUTTON_CLASSES}>
          <Share2 className="h-4 w-4" aria-hidden /> {t("bar.share")}
        </SharePopover>
      </div>
    </>
  );
}
