// Whether the session that is loading can end signed in. A public page shows at once when it
// cannot, instead of a spinner while the Auth SDK loads (it loads after the page has painted).
import { hasStoredIdentity } from "@/lib/firebase-loader";
import { readRedirectMarkers } from "./google-redirect";

/**
 * False only when the SDK will certainly find nobody: no identity in local storage and no Google
 * redirect under way.
 */
export function mayHaveSession(storage?: Storage): boolean {
  try {
    const store = storage ?? localStorage;
    const markers = readRedirectMarkers(store);
    return hasStoredIdentity(store) || markers.pending || markers.fromHandler;
  } catch {
    // Storage unavailable (private mode): keep the spinner and let the SDK decide.
    return true;
  }
}
