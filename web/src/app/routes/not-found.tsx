// Unknown paths.
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";

export default function NotFound() {
  const { t } = useTranslation("common");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center dark:bg-slate-950">
      <p className="text-6xl font-extrabold text-indigo-600">404</p>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">{t("notFound.title")}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">{t("notFound.description")}</p>
      <Link to={paths.landing.to()} className={buttonClasses("primary")}>
        {t("notFound.startPage")}
      </Link>
    </main>
  );
}
