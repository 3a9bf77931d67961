// The create screen's one-line pointer to the bookmarklet, for readers who save pages often.
import { useTranslation } from "react-i18next";
import { BookmarkletLink } from "./bookmarklet-link";

export function BookmarkletHint() {
  const { t } = useTranslation("capture");
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 rounded-lg bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      <p className="flex-1">{t("bookmarklet.compact")}</p>
      <BookmarkletLink />
    </div>
  );
}
