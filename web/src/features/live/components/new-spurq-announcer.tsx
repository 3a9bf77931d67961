// Says a new spurq out loud to a screen reader: a polite live region in the signed-in shell, present
// from the shell's first render (a region added together with its text is not read), which gets a
// sentence whenever the live unread count rises while the reader is here. The count becoming known
// at sign-in, or falling as spurqs are read, says nothing: only arrivals are news.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** `unreadCount` is the live unread-spurq count, undefined until it is known. */
export function NewSpurqAnnouncer({ unreadCount }: { unreadCount: number | undefined }) {
  const { t } = useTranslation("common");
  const previous = useRef(unreadCount);
  // `serial` gives each arrival a new node, so two alike sentences in a row are both read.
  const [arrival, setArrival] = useState<{ count: number; serial: number } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = unreadCount;
    if (before === undefined || unreadCount === undefined || unreadCount <= before) return;
    setArrival((last) => ({ count: unreadCount - before, serial: (last?.serial ?? 0) + 1 }));
  }, [unreadCount]);

  return (
    <div aria-live="polite" className="sr-only" data-testid="new-spurq-announcer">
      {arrival && <p key={arrival.serial}>{t("live.newSpurqs", { count: arrival.count })}</p>}
    </div>
  );
}
