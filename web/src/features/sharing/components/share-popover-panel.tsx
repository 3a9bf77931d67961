// The share popover itself (Headless UI), loaded by ./share-popover: Twitter, Facebook, LinkedIn
// and e-mail links, 'Copy to clipboard' (its copied state lasts 2 s), 'Share via device' only
// where the browser can, and the way to the SMS dialog.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { COPIED_MS } from "./share-button";
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { Check, Copy, Mail, MessageSquareText, Share2, Smartphone } from "lucide-react";
import clsx from "clsx";
import { toast } from "@/components/ui/toast-store";
import { shareContent, type ShareContent } from "../share-content";
import type { DeferredTrigger } from "@/components/ui/deferred-control";
import { SHARE_BUTTON, type SharePopoverProps } from "./share-button";

const itemClasses =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800";

function Badge({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        "flex h-6 w-6 items-center justify-center rounded text-xs font-bold text-white",
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The networks, by their own names (not translated), with their letter marks. */
const NETWORKS = [
  { link: "twitter", badge: "X", badgeClass: "bg-slate-900", name: "Twitter" },
  { link: "facebook", badge: "f", badgeClass: "bg-blue-600", name: "Facebook" },
  { link: "linkedin", badge: "in", badgeClass: "bg-sky-700", name: "LinkedIn" },
] as const satisfies ReadonlyArray<{ link: keyof ShareContent } & Record<string, string>>;

/** A social network's link; shown disabled when the article has no address a recipient can open. */
function SocialLink({
  href,
  badge,
  badgeClass,
  name,
}: {
  href: string | null;
  badge: string;
  badgeClass: string;
  name: string;
}) {
  const { t } = useTranslation("sharing");
  const face = (
    <>
      <Badge className={badgeClass}>{badge}</Badge> {name}
    </>
  );
  if (href) {
    return (
      <a className={itemClasses} href={href} target="_blank" rel="noopener noreferrer">
        {face}
      </a>
    );
  }
  return (
    <span
      className={clsx(itemClasses, "cursor-not-allowed opacity-50")}
      aria-disabled="true"
      title={t("popover.noSource")}
    >
      {face}
    </span>
  );
}

const canShareNatively = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

export default function SharePopoverPanel({
  target,
  label,
  buttonClassName,
  children,
  onSms,
  triggerRef,
}: SharePopoverProps & { onSms: () => void } & DeferredTrigger) {
  const { t } = useTranslation("sharing");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const content = shareContent(target, t);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content.clipboard);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: t("popover.copiedToast") });
    } catch {
      toast({
        title: t("popover.copyFailed"),
        description: t("popover.copyFailedDescription"),
        variant: "destructive",
      });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({
        title: content.title,
        text: content.text,
        ...(content.url ? { url: content.url } : {}),
      });
      toast({ title: t("popover.shared") });
    } catch (error) {
      // The person closed the share sheet: not an error.
      if ((error as { name?: unknown } | null)?.name === "AbortError") return;
      toast({
        title: t("popover.shareFailed"),
        description: t("popover.shareFailedDescription"),
        variant: "destructive",
      });
    }
  };

  return (
    <Popover className="relative">
      <PopoverButton
        ref={triggerRef}
        aria-label={label}
        title={label}
        className={buttonClassName ?? SHARE_BUTTON}
      >
        {children ?? <Share2 className="h-5 w-5" aria-hidden />}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 8, padding: 12 }}
        className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {({ close }) => (
          <div role="group" aria-label={label}>
            {NETWORKS.map((network) => (
              <SocialLink
                key={network.link}
                href={content[network.link]}
                badge={network.badge}
                badgeClass={network.badgeClass}
                name={network.name}
              />
            ))}
            <a className={itemClasses} href={content.email}>
              <Mail className="h-5 w-5 text-slate-500" aria-hidden /> {t("popover.email")}
            </a>
            <div className="my-1 border-t border-slate-200 dark:border-slate-700" />
            <button type="button" className={itemClasses} onClick={() => void copy()}>
              {copied ? (
                <Check className="h-5 w-5 text-green-600" aria-hidden />
              ) : (
                <Copy className="h-5 w-5 text-slate-500" aria-hidden />
              )}
              {copied ? t("popover.copied") : t("popover.copy")}
            </button>
            {canShareNatively() && (
              <button type="button" className={itemClasses} onClick={() => void shareNatively()}>
                <Smartphone className="h-5 w-5 text-slate-500" aria-hidden /> {t("popover.shareNatively")}
              </button>
            )}
            <button
              type="button"
              className={itemClasses}
              onClick={() => {
                close();
                onSms();
              }}
            >
              <MessageSquareText className="h-5 w-5 text-slate-500" aria-hidden /> {t("popover.sms")}
            </button>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
