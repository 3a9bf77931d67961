// Route guards (spec 2): public routes send signed-in users on; protected routes show a spinner
// while the session loads, then send signed-out visitors to /auth, remembering where they wanted to go.
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { peekIntendedPath, rememberIntendedPath, takeIntendedPath, useSession } from "@/lib/auth-context";
import { paths } from "@/config/paths";

export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === "loading") return <Spinner />;
  if (status === "signedIn") return <Navigate to={peekIntendedPath() ?? paths.home.to()} replace />;
  return children;
}

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const signedIn = status === "signedIn";

  useEffect(() => {
    // Inside the app: the remembered path has served its purpose.
    if (signedIn) takeIntendedPath();
  }, [signedIn]);

  if (status === "loading") return <Spinner label="Loading your session" />;
  if (status === "signedOut") {
    rememberIntendedPath(`${location.pathname}${location.search}`);
    return <Navigate to={paths.auth.to()} replace />;
  }
  return children;
}
