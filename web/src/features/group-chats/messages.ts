// A chat's messages as the screen keeps them: oldest first, one entry per id, at most the newest
// 50 from the live listener merged with what the API returned.
import type { GroupMessage } from "@shared";
import type { LiveDoc } from "@/lib/firestore-loader";

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
  };
}
