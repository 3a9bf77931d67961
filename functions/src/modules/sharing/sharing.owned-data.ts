// What sharing keeps for a user (lib/owned-data.ts): their consents, keyed by user and number,
// and the messages they sent.
import { db } from "../../lib/firebase";
import { ownerField, rekeyed, type OwnedData } from "../../lib/owned-data";
import { SMS_CONSENTS, SMS_MESSAGES, consentId } from "./sharing.repository";

export const sharingOwnedData: readonly OwnedData[] = [
  rekeyed(
    SMS_CONSENTS,
    (uid) => db().collection(SMS_CONSENTS).where("userId", "==", uid),
    (doc, to) =>
      db()
        .collection(SMS_CONSENTS)
        .doc(consentId(to, String(doc.get("phoneNumber")))),
    (data, to) => ({ ...data, userId: to }),
  ),
  ownerField(SMS_MESSAGES, "userId"),
];
