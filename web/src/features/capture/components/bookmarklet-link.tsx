// The 'Save to Spurq' bookmarklet as a button-like link to drag to the bookmarks bar. Its address
// is a javascript: script, which React refuses to render as an href, so it is set on the element
// directly. Clicked here it does nothing but explain (inside Spurq there is no page to save, and
// the app's Content-Security-Policy would refuse to run it).
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Bookmark } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { bookmarkletHref } from "../bookmarklet";

export function BookmarkletLink() {
  const { t } = useTranslation("capture");
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute("href", bookmarkletHref(window.location.origin));
  }, []);
  return (
    <a
      ref={link}
      draggable
      data-testid="bookmarklet"
      title={t("bookmarklet.dragHint")}
      className={buttonClasses("primary", "cursor-grab active:cursor-grabbing")}
      onClick={(event) => {
        event.preventDefault();
        toast({ title: t("bookmarklet.dragHint"), description: t("bookmarklet.clickHint") });
      }}
    >
      <Bookmark className="h-4 w-4" aria-hidden />
      {t("bookmarklet.name")}
    </a>
  );
}

/** Copies the bookmarklet's address, for browsers (phones) where nothing can be dragged. */
export async function copyBookmarklet(): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(bookmarkletHref(window.location.origin));
    return true;
  } catch {
    return false;
  }
}
