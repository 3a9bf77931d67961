// The group chat screen: header with name and member count and a back button to
// /friends, the messages with avatar, username and time, and a composer where Enter sends and
// Shift+Enter adds a line. New messages from other members arrive live (use-live-messages), and
// so does the line saying that someone left, upon which the member count is fetched again. 'Leave
// chat' (with a confirm) takes the caller out and back to /friends.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ArrowLeft, LogOut, MessagesSquare, Send } from "lucide-react";
import type { GroupMessage, GroupMessagesPage } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { inputClasses } from "@/components/ui/form";
import { EmptyState } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";
import { useGroupChat } from "../api/get-group-chat";
import { getOlderGroupMessages } from "../api/get-group-messages";
import { groupChatUrl, groupMessagesUrl } from "../api/keys";
import { useLeaveGroupChat } from "../api/leave-group-chat";
import { mergeMessages, messageTime } from "../messages";
import { useSendGroupMessage } from "../api/send-group-message";
import { useLiveMessages } from "../use-live-messages";

/** The line the chat writes itself when a member leaves: "{username} left the chat". */
function LeftRow({ message }: { message: GroupMessage }) {
  const { t } = useTranslation("groupChats");
  return (
    <li className="text-center text-xs text-slate-600 dark:text-slate-300" data-testid="group-message-left">
      {t("screen.left", { username: message.sender.username })}{" "}
      <time dateTime={message.createdAt} className="text-slate-500 dark:text-slate-400">
        {messageTime(message.createdAt)}
      </time>
    </li>
  );
}

function MessageRow({ message }: { message: GroupMessage }) {
  if (message.kind === "left") return <LeftRow message={message} />;
  return (
    <li className="flex gap-3" data-testid="group-message">
      <Avatar name={message.sender.username} src={message.sender.avatar} />
      <div className="min-w-0">
        <p className="text-sm">
          <span className="font-semibold text-slate-900 dark:text-slate-50">{message.sender.username}</span>{" "}
          <time dateTime={message.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
            {messageTime(message.createdAt)}
          </time>
        </p>
        <p className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
          {message.content}
        </p>
      </div>
    </li>
  );
}

function Composer({ chatId }: { chatId: string }) {
  const { t } = useTranslation("groupChats");
  const [content, setContent] = useState("");
  const send = useSendGroupMessage(chatId);
  const submit = () => {
    const text = content.trim();
    if (!text || send.isPending) return;
    send.mutate(text, {
      onSuccess: () => setContent(""),
      onError: (error) => {
        const reason = serverErrorField(error);
        toast({
          title: t("screen.sendFailed"),
          description: reason ? translateMessage(reason) : t("screen.tryLater"),
          variant: "destructive",
        });
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes) adds a line.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form
      onSubmit={onSubmit}
      className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-800"
    >
      <textarea
        aria-label={t("screen.message")}
        placeholder={t("screen.messagePlaceholder")}
        rows={2}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        className={`${inputClasses} resize-none py-2`}
      />
      <Button type="submit" aria-label={t("screen.send")} disabled={!content.trim() || send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
      </Button>
    </form>
  );
}

/** 'Leave chat' in the header, with its confirm; on success the Friends screen opens. */
function LeaveChat({ chatId, name }: { chatId: string; name: string }) {
  const { t } = useTranslation("groupChats");
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveGroupChat(chatId);
  const navigate = useNavigate();
  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t("leave.done") });
        void navigate(paths.friends.to());
      },
      onError: (error) => {
        const reason = serverErrorField(error);
        toast({
          title: t("leave.failed"),
          description: reason ? translateMessage(reason) : t("screen.tryLater"),
          variant: "destructive",
        });
      },
    });
  return (
    <>
      <Button variant="outline" size="sm" className="ml-auto" onClick={() => setConfirming(true)}>
        <LogOut className="h-4 w-4" aria-hidden />
        {t("leave.open")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("leave.title")}
        description={t("leave.description", { name })}
        confirmLabel={t("leave.confirm")}
        busy={leave.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/**
 * When a line saying that someone left arrives (live, by polling, or with older messages), the
 * chat's member count is fetched again; the lines the screen opened with change nothing.
 */
function useCountFollowsLeaves(chatId: string, items: GroupMessage[] | undefined) {
  const queryClient = useQueryClient();
  const leaves = items?.filter((message) => message.kind === "left").length;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (leaves === undefined) return;
    if (seen.current !== undefined && leaves > seen.current) {
      void queryClient.invalidateQueries({ queryKey: [groupChatUrl(chatId)], exact: true });
    }
    seen.current = leaves;
  }, [chatId, leaves, queryClient]);
}

/**
 * 'Load older messages': the screen starts with the newest 50; each press prepends the 50 before
 * the oldest shown, until there are none.
 */
function useOlderMessages(chatId: string, firstCursor: string | null | undefined) {
  const { t } = useTranslation("groupChats");
  const queryClient = useQueryClient();
  // Undefined until the first press: then the cursor of the first page applies.
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const next = cursor === undefined ? (firstCursor ?? null) : cursor;
  const load = useMutation({
    mutationFn: (before: string) => getOlderGroupMessages(chatId, before),
    onSuccess: (older) => {
      queryClient.setQueryData<GroupMessagesPage>([groupMessagesUrl(chatId)], (page) =>
        page ? { ...page, items: mergeMessages(older.items, page.items) } : page,
      );
      setCursor(older.nextCursor);
    },
    onError: () =>
      toast({ title: t("screen.errorTitle"), description: t("screen.loadFailed"), variant: "destructive" }),
  });
  return { next, load };
}

export function GroupChatScreen({ chatId }: { chatId: string }) {
  const { t } = useTranslation("groupChats");
  const chat = useGroupChat(chatId);
  const messages = useLiveMessages(chatId);
  const items = messages.data?.items;
  const older = useOlderMessages(chatId, messages.data?.nextCursor);
  const bottom = useRef<HTMLDivElement>(null);
  const lastId = items?.at(-1)?.id;
  useCountFollowsLeaves(chatId, items);

  // Follow the conversation: scroll to the newest message when one arrives (not when older ones load).
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: "end" });
  }, [lastId]);

  if (chat.isError || messages.isError) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title={t("screen.loadFailed")}
        action={
          <Link to={paths.friends.to()} className={buttonClasses("outline")}>
            {t("screen.back")}
          </Link>
        }
      />
    );
  }
  if (!chat.data || !items) return <Spinner />;
  return (
    <section className="flex h-[calc(100vh-10rem)] flex-col rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <header className="flex items-center gap-3 border-b border-slate-200 p-3 dark:border-slate-800">
        <Link
          to={paths.friends.to()}
          aria-label={t("screen.back")}
          className={buttonClasses("ghost", undefined, "icon")}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden />
        </Link>
        <div>
          <h1 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{chat.data.name}</h1>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t("memberCount", { count: chat.data.memberCount })}
          </p>
        </div>
        <LeaveChat chatId={chatId} name={chat.data.name} />
      </header>
      <div className="flex-1 overflow-y-auto p-4">
        {older.next && (
          <div className="mb-4 text-center">
            <Button
              variant="ghost"
              size="sm"
              disabled={older.load.isPending}
              onClick={() => older.next && older.load.mutate(older.next)}
            >
              {t("screen.loadOlder")}
            </Button>
          </div>
        )}
        {items.length === 0 ? (
          <p className="text-center text-sm text-slate-500 dark:text-slate-400">{t("screen.empty")}</p>
        ) : (
          <ol className="grid gap-4" aria-label={t("screen.messages")}>
            {items.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ol>
        )}
        <div ref={bottom} />
      </div>
      <Composer chatId={chatId} />
    </section>
  );
}
