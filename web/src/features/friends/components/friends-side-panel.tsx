// The Friends screen's left panel: Main mode finds people (first, where a newcomer looks for
// friends) and lists friends and group chats; Requests mode shows incoming and outgoing requests.
// Opened with ?find, the people search has the focus.
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import type { FriendLink } from "@shared";
import { FRIENDS_FIND_PARAM } from "@/config/paths";
import { loadedItems } from "@/lib/paged-query";
import { useIncomingRequests } from "../api/get-friend-requests";
import { FindUsers } from "./find-users";
import { FriendList } from "./friend-list";
import { FriendRequests } from "./friend-requests";

type Mode = "main" | "requests";

/** One of the two mode buttons; `mode` is the one it selects, `current` the one shown. */
function ModeButton({
  mode,
  current,
  onSelect,
  children,
}: {
  mode: Mode;
  current: Mode;
  onSelect: (mode: Mode) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={current === mode}
      onClick={() => onSelect(mode)}
      className={clsx(
        "flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium sm:min-h-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
        current === mode
          ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-white"
          : "text-slate-600 hover:text-slate-900 dark:text-slate-300",
      )}
    >
      {children}
    </button>
  );
}

export function FriendsSidePanel({
  selectedFriendId,
  onSelectFriend,
  groupChats,
}: {
  selectedFriendId: string | null;
  onSelectFriend: (friend: FriendLink) => void;
  /** The group chats section (the group chats slice renders it). */
  groupChats: ReactNode;
}) {
  const { t } = useTranslation("friends");
  const [mode, setMode] = useState<Mode>("main");
  const [params] = useSearchParams();
  const incoming = useIncomingRequests();
  const waiting = loadedItems(incoming.data).length;
  return (
    <aside
      aria-label={t("panel.label")}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        <ModeButton mode="main" current={mode} onSelect={setMode}>
          {t("panel.main")}
        </ModeButton>
        <ModeButton mode="requests" current={mode} onSelect={setMode}>
          {t("panel.requests")}
          {waiting > 0 && (
            <span className="rounded-full bg-red-600 px-1.5 text-xs text-white">
              {waiting}
              <span className="sr-only"> {t("panel.incoming")}</span>
            </span>
          )}
        </ModeButton>
      </div>
      {mode === "main" ? (
        <>
          <FindUsers autoFocus={params.has(FRIENDS_FIND_PARAM)} />
          <h2 className="mt-6 mb-2 text-sm font-semibold text-slate-900 dark:text-slate-50">
            {t("panel.friends")}
          </h2>
          <FriendList selectedId={selectedFriendId} onSelect={onSelectFriend} />
          <div className="mt-6">{groupChats}</div>
        </>
      ) : (
        <FriendRequests />
      )}
    </aside>
  );
}
