// The week's top contributors (one document, platform/topContributors) shows users' cards. A
// deleted account leaves it at once (the hourly job would only drop it later); a move leaves it
// to the next ranking (lib/owned-data.ts). A new username or avatar reaches it with the other
// copies of the card (lib/card-places.ts).
import { FieldPath } from "firebase-admin/firestore";
import type { TopContributor } from "../../shared";
import { runTransaction } from "../../lib/firebase";
import type { CardPlace } from "../../lib/card-places";
import { nothingToMove, type BatchDeleted, type OwnedData } from "../../lib/owned-data";
import { topContributorsRef } from "./contributors.repository";

async function leaveTopContributors(uid: string): Promise<BatchDeleted> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(topContributorsRef());
    const items = snap.data()?.items ?? [];
    const kept = items.filter((item) => item.id !== uid);
    if (kept.length !== items.length) tx.update(topContributorsRef(), { items: kept });
    return { deleted: items.length - kept.length, done: true };
  });
}

export const contributorsOwnedData: readonly OwnedData[] = [
  {
    name: "platform/topContributors",
    moveBatch: nothingToMove,
    deleteBatch: ({ uid }) => leaveTopContributors(uid),
  },
];

export const contributorsCardPlaces: readonly CardPlace[] = [
  {
    // The week's ranking (one document) until the hourly job writes it again.
    name: "platform/topContributors",
    query: () => topContributorsRef().parent.where(FieldPath.documentId(), "==", topContributorsRef().id),
    changes: (doc, uid, card) => {
      const items = (doc.get("items") as TopContributor[] | undefined) ?? [];
      const stale = items.some(
        (item) => item.id === uid && (item.username !== card.username || item.avatar !== card.avatar),
      );
      if (!stale) return [];
      return [[new FieldPath("items"), items.map((item) => (item.id === uid ? { ...item, ...card } : item))]];
    },
  },
];
