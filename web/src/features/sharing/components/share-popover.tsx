// The share popover: Twitter, Facebook, LinkedIn and e-mail links, 'Copy to clipboard'
// (its copied state lasts 2 s), 'Share via device' only where the browser can, and the SMS dialog.
// Its button shows with the screen; the popover's code (./share-popover-panel) loads once the
// screen is interactive or when the button is first pressed (components/ui/deferred-control), the
// SMS dialog when first opened.
import { useState } from "react";
import { Share2 } from "lucide-react";
import { deferredControl, POPOVER_OPEN_KEYS, type StandInTrigger } from "@/components/ui/deferred-control";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { SHARE_BUTTON, type SharePopoverProps } from "./share-button";

export { COPIED_MS } from "./share-button";

const SmsDialog = lazyDialog(() => import("./sms-dialog").then((m) => m.SmsDialog));

type PanelProps = SharePopoverProps & { onSms: () => void };

/** The button as the popover's own renders it closed, inside the same positioned wrapper. */
function ShareButton({
  label,
  buttonClassName,
  children,
  trigger,
}: PanelProps & { trigger: StandInTrigger }) {
  return (
    <div className="relative">
      <button {...trigger} aria-label={label} title={label} className={buttonClassName ?? SHARE_BUTTON}>
        {children ?? <Share2 className="h-5 w-5" aria-hidden />}
      </button>
    </div>
  );
}

const SharePopoverControl = deferredControl<PanelProps>(
  () => import("./share-popover-panel").then((m) => m.default),
  ShareButton,
  POPOVER_OPEN_KEYS,
);

export function SharePopover(props: SharePopoverProps) {
  const [smsOpen, setSmsOpen] = useState(false);
  return (
    <>
      <SharePopoverControl {...props} onSms={() => setSmsOpen(true)} />
      <SmsDialog open={smsOpen} onClose={() => setSmsOpen(false)} target={props.target} />
    </>
  );
}
