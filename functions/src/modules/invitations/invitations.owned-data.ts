// The invitations a user owns (lib/owned-data.ts): those they sent, the one they signed up
// through, which stays used (its code must not work again) by an account that no longer exists,
// and one waiting for them to prove their address, which stays unused for the invitee.
import { db } from "../../lib/firebase";
import { anonymise, ownerField, type OwnedData } from "../../lib/owned-data";
import { INVITATIONS } from "./invitations.repository";

export const invitationsOwnedData: readonly OwnedData[] = [
  ownerField(INVITATIONS, "inviterId"),
  ownerField(
    INVITATIONS,
    "usedBy",
    "collection",
    anonymise((uid) => db().collection(INVITATIONS).where("usedBy", "==", uid), "usedBy"),
  ),
  ownerField(
    INVITATIONS,
    "pendingFor",
    "collection",
    anonymise((uid) => db().collection(INVITATIONS).where("pendingFor", "==", uid), "pendingFor", null),
  ),
];
