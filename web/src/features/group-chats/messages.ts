// A chat's messages as the screen keeps them: oldest first, one entry per id, at most the newest
// 50 from the live listener merged with what the API returned.
import type { GroupMessage } from "@shared";
import type { LiveDoc } from "@/lib/firestore-loader";
import { dateFormat } from "@/lib/i18n/format";

/** `a` and `b` together, one per id (the later copy wins), oldest first. */
export function mergeMessages(a: GroupMessage[], b: GroupMessage[]): GroupMessage[] {
  const byId = new Map<string, GroupMessage>();
  for (const message of [...a, ...b]) byId.set(message.id, message);
  return [...byId.values()].sort(
    (x, y) => Date.parse(x.createdAt) - Date.parse(y.createdAt) || x.id.localeCompare(y.id),
  );
}

/** A message document from the listener (createdAt a Firestore Timestamp) as the API shapes it. */
export function messageFromDoc({ id, data }: LiveDoc): GroupMessage {
  const createdAt = data.createdAt as { toDate?: () => Date } | undefined;
  const sender = (data.sender ?? {}) as Partial<GroupMessage["sender"]>;
  return {
    id,
    content: String(data.content ?? ""),
    createdAt: (createdAt?.toDate?.() ?? new Date(0)).toISOString(),
    sender: {
      id: String(sender.id ?? data.senderId ?? ""),
      username: sender.username ?? "",
      avatar: sender.avatar ?? null,
    },
    ...(data.kind === "left" ? { kind: "left" as const } : {}),
  };
}

/**
 * When a message was written, as a reader scanning a conversation wants it: the time alone for
 * today's messages, else the day and time (and the year when it is not this year's), in the
 * interface language.
 */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const time = { hour: "2-digit", minute: "2-digit" } as const;
  if (date.toDateString() === now.toDateString()) return dateFormat(time).format(date);
  const year = date.getFullYear() === now.getFullYear() ? {} : ({ year: "numeric" } as const);
  return dateFormat({ month: "short", day: "numeric", ...year, ...time }).format(date);
}
