// Route guards: public routes send signed-in users on; protected routes show a spinner
// while the session loads, then send signed-out visitors to /auth, remembering where they wanted to go.
// A public page does not wait for the Auth SDK (not in the first bundle, see lib/firebase-loader)
// when nobody can be signed in; a protected one needs the session, so it loads the SDK at once.
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { peekIntendedPath, rememberIntendedPath, takeIntendedPath, useSession } from "@/lib/auth-context";
import { loadFirebase } from "@/lib/firebase-loader";
import { whenIdentityKnown } from "@/lib/identity-known";
import { queryClient } from "@/lib/query-client";
import { mayHaveSession } from "@/features/auth/may-have-session";
import { preferencesQueryOptions } from "@/features/settings/api/get-preferences";
import { paths } from "@/config/paths";
import { loadProtectedLayout, preloadScreenCode } from "./screen-code";

export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { status } = useSession();

  // While the session loads, a spinner only if someone may be signed in: otherwise the page shows
  // at once, without waiting for the SDK.
  if (status === "loading" && mayHaveSession()) return <Spinner />;
  if (status === "signedIn") return <Navigate to={peekIntendedPath() ?? paths.home.to()} replace />;
  return children;
}

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const { status, user } = useSession();
  const location = useLocation();
  const signedIn = status === "signedIn";
  const viewerId = user?.id;

  useEffect(() => {
    // The session decides what this screen shows: no waiting for the browser to be idle.
    void loadFirebase().catch(() => undefined);
    // Someone may be signed in: the screen's code downloads while the session is restored.
    if (mayHaveSession()) preloadScreenCode(location.pathname);
    // Only the screen the app opened on: later screens load as they are visited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () =>
      // A restored session: the first requests (the preferences, which choose the language, and
      // the screen's) start once the identity is known, beside the fetch of its server record.
      // The identity's uid is the reader's id but after a uid repair; should they differ, the
      // article screen asks for its readers once the record is known, as before.
      whenIdentityKnown((uid) => {
        void queryClient.prefetchQuery(preferencesQueryOptions());
        void loadProtectedLayout()
          .then((shell) => shell.prefetchScreenData(location.pathname, uid))
          .catch(() => undefined);
      }),
    // Only the screen the app opened on, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    // The screen's first requests start beside the shell's code and texts, not after them (a
    // second call finds the answers of the first in the cache, or on their way).
    if (signedIn) {
      void loadProtectedLayout()
        .then((shell) => shell.prefetchScreenData(location.pathname, viewerId))
        .catch(() => undefined);
    }
  }, [signedIn, location.pathname, viewerId]);

  useEffect(() => {
    // Inside the app: the remembered path has served its purpose.
    if (signedIn) takeIntendedPath();
  }, [signedIn]);

  if (status === "loading") return <Spinner label={t("status.loadingSession")} />;
  if (status === "signedOut") {
    rememberIntendedPath(`${location.pathname}${location.search}`);
    return <Navigate to={paths.auth.to()} replace />;
  }
  return children;
}
