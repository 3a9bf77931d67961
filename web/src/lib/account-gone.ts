// Requests refused because the signed-in person's account is gone: the server answers 403 with
// the code ACCOUNT_GONE to the sync and to every write of an account that is being deleted or
// whose record no longer exists (docs/decisions.md, "Accounts"). The API client reports each such
// answer to a request made as the person themselves here; the session (features/auth) listens and
// ends itself with a message that says why. While this page deletes the account itself (Settings'
// deletion dialog, which ends the session when the deletion is done), such answers are expected
// and nobody is told.

type Listener = () => void;

const listeners = new Set<Listener>();
let holds = 0;

/**
 * Says that this page is ending the account itself, until the returned function is called: the
 * answers are not reported meanwhile (the writes refused are the page's own background ones).
 */
export function expectAccountGone(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
  };
}

/** Calls `listener` at every report; returns the function that stops it. */
export function onAccountGone(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that the server said the signed-in account is gone. */
export function reportAccountGone(): void {
  if (holds > 0) return;
  for (const listener of [...listeners]) listener();
}
