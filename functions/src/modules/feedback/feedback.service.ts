// Feedback: the reference client only pretended to send it (docs/product-spec.md §7). Here it
// is stored with who sent it, from which version and page, for an operator to read in the
// Firebase console. Validated with the form's own schema; at most ten a day per user, so one
// account cannot fill the operators' inbox.
import { Timestamp } from "firebase-admin/firestore";
import type { FeedbackBody } from "../../shared";
import { notFound } from "../../lib/errors";
import { now } from "../../lib/clock";
import * as repo from "./feedback.repository";
import { getUser } from "../users";
import { takeAllowance } from "../rate-limits";

/** User agents are free text from the client; keep what identifies a browser and no more. */
const USER_AGENT_MAX = 500;

/** POST /api/feedback: stores the caller's feedback; returns its id. */
export async function submitFeedback(
  uid: string,
  body: FeedbackBody,
  userAgent: string | undefined,
): Promise<{ id: string }> {
  const user = await getUser(uid);
  if (!user) throw notFound("User not found");
  await takeAllowance({ feedback: uid });
  const id = await repo.saveFeedback({
    userId: uid,
    username: user.username,
    // The form's e-mail is optional: without one, the operator answers the account's address.
    email: body.email || user.email || null,
    type: body.type,
    subject: body.subject,
    description: body.description,
    appVersion: body.appVersion ?? null,
    page: body.page ?? null,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    createdAt: Timestamp.fromDate(now()),
    status: "new",
  });
  return { id };
}
