// The reading screen opened with ?question={spurqId}: a banner at the top with the question and
// its sender, the passage it asks about, and the spurq's reply thread between sender and
// recipient. The screen opens on it, with the reply box in view; the passage is also marked in
// the body by the annotation layer, which follows ?highlight= (set here from the spurq).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { MessageCircleQuestion } from "lucide-react";
import { createSpurqReplyBodySchema, SPURQ_REPLY_MAX } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n/format";
import { ApiError } from "@/lib/api-client";
import { serverMessage } from "@/lib/server-message";
import { useCreateSpurqReply } from "../api/create-spurq-reply";
import { useSpurq } from "../api/get-spurq";
import { useSpurqReplies } from "../api/get-spurq-replies";
import { spurqDate } from "./spurq-card";

/** A reply's day and time in the interface language ("Mar 1, 3:05 PM" in English). */
const time = (iso: string) =>
  formatDate(iso, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export function QuestionThread({ spurqId }: { spurqId: string }) {
  const { t } = useTranslation("spurqs");
  const spurq = useSpurq(spurqId);
  const replies = useSpurqReplies(spurqId);
  const reply = useCreateSpurqReply();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Its passage: hand the highlight to the annotation layer, which marks and scrolls to it.
  const highlightId = spurq.data?.highlightId;
  useEffect(() => {
    if (!highlightId || params.get("highlight") === highlightId) return;
    const next = new URLSearchParams(params);
    next.set("highlight", highlightId);
    setParams(next, { replace: true });
  }, [highlightId, params, setParams]);

  // Land on the question once it shows: its top under the top bar, and if the thread is taller
  // than the screen, the reply box still in view (what the reader came to do).
  const loaded = spurq.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    section.current?.scrollIntoView?.({ block: "start" });
    const box = form.current?.getBoundingClientRect();
    if (box && box.bottom > window.innerHeight) form.current?.scrollIntoView?.({ block: "end" });
  }, [loaded]);

  if (spurq.isPending) return null;
  if (spurq.isError)
    return (
      <p className="mb-6 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {/* A spurq that is not there for the reader: the spurq card's empty state (docs/product-spec.md §2). */}
        {spurq.error instanceof ApiError && spurq.error.status === 404
          ? t("card.noSpurq")
          : t("thread.loadFailed")}
      </p>
    );

  const data = spurq.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSpurqReplyBodySchema.safeParse({ text });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? translateMessage(message) : t("thread.replyEmpty"));
      return;
    }
    setError(null);
    reply.mutate(
      { spurqId, text: parsed.data.text },
      {
        onSuccess: () => setText(""),
        onError: (failure) =>
          toast({
            title: t("thread.sendFailed"),
            description: translateMessage(serverMessage(failure)) || t("thread.tryLater"),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <section
      ref={section}
      aria-label={t("thread.label")}
      data-question-id={spurqId}
      className="mb-8 scroll-mt-20 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <MessageCircleQuestion className="h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden />
        <Avatar name={data.sender.username} src={data.sender.avatar} className="h-7 w-7 text-xs" />
        <span>
          <Trans
            t={t}
            i18nKey="thread.asked"
            values={{ sender: data.sender.username, recipient: data.recipient.username }}
            components={{ bold: <span className="font-semibold" /> }}
          />
        </span>
        <time dateTime={data.createdAt} className="text-xs text-slate-600 dark:text-slate-300">
          {spurqDate(data.createdAt)}
        </time>
      </div>
      {data.highlight && (
        <blockquote className="mt-3 border-l-4 border-yellow-300 bg-yellow-50 px-2 py-1 text-sm text-slate-700 dark:border-yellow-600 dark:bg-yellow-950/30 dark:text-slate-200">
          {data.highlight.text}
        </blockquote>
      )}
      {data.question && (
        <p className="mt-2 text-base font-medium text-slate-900 dark:text-slate-50">{data.question}</p>
      )}
      <h2 className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t("thread.replies", { number: replies.data?.items.length ?? data.replyCount })}
      </h2>
      <ol className="mt-2 space-y-2" data-testid="spurq-replies">
        {replies.data?.items.map((item) => (
          <li key={item.id} className="flex gap-2 rounded-lg bg-white p-2 dark:bg-slate-900">
            <Avatar name={item.user.username} src={item.user.avatar} className="h-7 w-7 text-xs" />
            <div className="min-w-0">
              <p className="text-xs text-slate-500 dark:text-slate-400">
                <span className="font-semibold text-slate-700 dark:text-slate-200">{item.user.username}</span>{" "}
                <time dateTime={item.createdAt}>{time(item.createdAt)}</time>
              </p>
              <p className="text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-100">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <form ref={form} onSubmit={submit} className="mt-3 grid scroll-mb-24 gap-2 md:scroll-mb-6" noValidate>
        <TextArea
          label={t("thread.yourReply")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={SPURQ_REPLY_MAX}
          rows={2}
          error={error ?? undefined}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? t("thread.sending") : t("thread.reply")}
          </Button>
        </div>
      </form>
    </section>
  );
}
