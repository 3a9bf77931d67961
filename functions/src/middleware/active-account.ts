// Every write needs an active account (docs/decisions.md, "Accounts"): a request with any method
// but GET, HEAD or OPTIONS is refused with 403 when the caller's record is missing or marked as
// being deleted. A deleted account's ID token stays valid for up to an hour, and without this its
// create routes would write data under a uid that no deletion will ever find again.
//
// Mounted after the routes that must work without an active record: the sync that creates it
// (which needs a fresh token instead), account repair (its new uid has no record yet) and the
// deletion itself (resumed after an interruption). One read of the record per write.
import type { RequestHandler } from "express";
import { assertActiveAccount } from "../modules/users";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export const activeAccount: RequestHandler = async (req, _res, next) => {
  if (!req.caller) throw new Error("activeAccount needs authenticate first");
  if (!READS.has(req.method)) await assertActiveAccount(req.caller.uid);
  next();
};
