// The moment a restored session's identity is known: the Auth SDK reports it some hundreds of
// milliseconds before the server record that makes the session signed in arrives (lib/auth-context).
// A screen's first requests need only the identity's token, so the protected route starts them at
// this moment instead of after the record, the shell's texts and its first render. Only an identity
// the session follows itself is announced (a restored one): a sign-in or sign-up flow makes the
// record first, and a request sent before it exists would only fail.

type Listener = (uid: string) => void;

let known: string | null = null;
const listeners = new Set<Listener>();

/** Called by the session when it follows an identity (its uid), or with null once signed out. */
export function announceIdentity(uid: string | null): void {
  known = uid;
  if (uid) for (const listener of [...listeners]) listener(uid);
}

/**
 * Calls `listener` once, with the uid, as soon as an identity is known (at once when one already
 * is). Returns the function that stops waiting.
 */
export function whenIdentityKnown(listener: Listener): () => void {
  if (known) {
    listener(known);
    return () => undefined;
  }
  const once: Listener = (uid) => {
    listeners.delete(once);
    listener(uid);
  };
  listeners.add(once);
  return () => listeners.delete(once);
}
