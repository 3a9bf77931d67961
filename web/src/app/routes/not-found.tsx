// Unknown paths (spec 2).
import { Link } from "react-router-dom";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center dark:bg-slate-950">
      <p className="text-6xl font-extrabold text-indigo-600">404</p>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">404 Page Not Found</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist.
      </p>
      <Link to={paths.landing.to()} className={buttonClasses("primary")}>
        Go to the start page
      </Link>
    </main>
  );
}
