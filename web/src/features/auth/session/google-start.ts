// Sign-in or sign-up with Google: markers in local storage, then a full-page redirect to Google.
import { clearRedirectMarkers, setRedirectMarkers } from "../google-redirect";
import type { GoogleDeps } from "./deps";
import { destructive, text } from "./feedback";

export async function startGoogle(deps: GoogleDeps, mode: "signIn" | "signUp"): Promise<void> {
  setRedirectMarkers(localStorage, mode, window.location.hash || "#/auth", Date.now());
  deps.setGooglePending(true);
  try {
    await deps.auth.startGoogleRedirect();
  } catch (error) {
    console.error("Google redirect failed to start", error);
    clearRedirectMarkers(localStorage);
    deps.setGooglePending(false);
    destructive(mode === "signUp" ? text("toasts.googleSignUpFailed") : text("toasts.googleSignInFailed"));
  }
}
