// The repair of a record whose e-mail belongs to an older uid (POST /api/auth/fix-current-uid).
import type { User } from "firebase/auth";
import type { JobView, UserRecord } from "@shared";
// The file, not the whole contract: this flow loads with the first screen.
import { isRepairJob } from "@shared/schemas/jobs";
import { toast } from "@/components/ui/toast-store";
import { needsEmailVerification } from "../errors";
import type { AuthCalls, SessionDeps } from "./deps";
import { destructive, text } from "./feedback";

/** Long enough to read the address and what to do. */
const VERIFY_TOAST_DURATION_MS = 15_000;

/**
 * Re-links the record when the server says its e-mail belongs to an older uid. The server does
 * that only for a verified e-mail (else whoever signs up with a deleted account's address would
 * inherit it): an unverified one gets the verification e-mail, and the person signs in again once
 * they have opened it. A record with data to move answers with the job that moves it: its
 * progress shows until it ends, then the record is read. Null after the toasts were shown, or
 * when the identity signed out meanwhile.
 */
export async function repairUid(deps: SessionDeps, identity: User): Promise<UserRecord | null> {
  try {
    const answer = await deps.server.fixCurrentUid({
      email: identity.email ?? "",
      newFirebaseUid: identity.uid,
    });
    const record = isRepairJob(answer) ? await followJob(deps, identity, answer) : answer;
    if (record) toast({ title: () => text("toasts.accountRecovered") });
    return record;
  } catch (error) {
    if (needsEmailVerification(error)) await askToVerifyEmail(deps.auth, identity);
    else destructive(text("toasts.accountError"), text("toasts.accountErrorDescription"));
    return null;
  } finally {
    deps.showRepair(null);
  }
}

/** Loaded only when a repair has data to move: most sign-ins never need it. */
async function followJob(deps: SessionDeps, identity: User, job: JobView): Promise<UserRecord | null> {
  const { followRepair } = await import("./follow-repair");
  return followRepair(deps, identity, job);
}

async function askToVerifyEmail(auth: AuthCalls, identity: User): Promise<void> {
  try {
    await auth.sendEmailVerification(identity);
    toast({
      title: text("toasts.verifyEmail"),
      description: text("toasts.verifyEmailSent", {
        email: identity.email ?? text("toasts.yourEmailAddress"),
      }),
      duration: VERIFY_TOAST_DURATION_MS,
    });
  } catch {
    destructive(text("toasts.verifyEmail"), text("toasts.verifyEmailNotSent"));
  }
}
