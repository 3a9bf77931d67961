// Unknown paths. The heading says 404 (once); the way out is the reader's Home when signed in,
// the landing page for a visitor.
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Compass } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSession } from "@/lib/auth-context";
import { loadFirebase } from "@/lib/firebase-loader";
import { mayHaveSession } from "@/features/auth/may-have-session";

export default function NotFound() {
  const { t } = useTranslation("common");
  const { status } = useSession();

  useEffect(() => {
    // A public page need not load the Auth SDK, but here it decides where the way back leads.
    if (mayHaveSession()) void loadFirebase().catch(() => undefined);
  }, []);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center dark:bg-slate-950">
      <Compass className="h-14 w-14 text-indigo-600" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">{t("notFound.title")}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">{t("notFound.description")}</p>
      {status === "signedIn" ? (
        <Link to={paths.home.to()} className={buttonClasses("primary")}>
          {t("notFound.home")}
        </Link>
      ) : (
        <Link to={paths.landing.to()} className={buttonClasses("primary")}>
          {t("notFound.startPage")}
        </Link>
      )}
    </main>
  );
}
