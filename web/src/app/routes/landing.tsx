// The landing page for visitors: header with Login and Sign Up, calls to action, the
// three steps, one testimonial, and placeholder footer columns.
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Highlighter, MessageCircleQuestion, PlayCircle, Upload } from "lucide-react";
import { Logo } from "@/components/layout/logo";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";

// Keys of the landing namespace: the three steps, and the footer's placeholder columns.
const steps = [
  { icon: Upload, key: "import" },
  { icon: Highlighter, key: "highlight" },
  { icon: MessageCircleQuestion, key: "share" },
] as const;

const footerColumns = {
  product: ["features", "pricing", "integrations"],
  resources: ["blog", "guides", "helpCenter"],
  company: ["about", "careers", "contact"],
  legal: ["privacy", "terms", "cookies"],
} as const;

export default function Landing() {
  const { t } = useTranslation("landing");
  return (
    <div className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Link to={paths.landing.to()} className="flex min-h-11 items-center gap-2 text-xl font-bold">
          <Logo className="h-9 w-9 text-xl" />
          Spurq
        </Link>
        <nav className="flex items-center gap-2">
          <Link to={paths.auth.to("login")} className={buttonClasses("ghost")}>
            {t("header.login")}
          </Link>
          <Link to={paths.auth.to("register")} className={buttonClasses("primary")}>
            {t("header.signUp")}
          </Link>
        </nav>
      </header>

      <main>
        <section className="mx-auto max-w-4xl px-6 pt-16 pb-20 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("hero.title")} <span className="text-indigo-600">{t("hero.titleAccent")}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {t("hero.text")}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={paths.auth.to("register")} className={buttonClasses("primary", undefined, "lg")}>
              {t("hero.getStarted")}
            </Link>
            <button type="button" className={buttonClasses("outline", undefined, "lg")}>
              <PlayCircle className="h-5 w-5" aria-hidden />
              {t("hero.watchDemo")}
            </button>
          </div>
        </section>

        <section aria-labelledby="how-it-works" className="bg-slate-50 py-20 dark:bg-slate-900">
          <div className="mx-auto max-w-6xl px-6">
            <h2 id="how-it-works" className="text-center text-3xl font-bold">
              {t("steps.title")}
            </h2>
            <ol className="mt-12 grid gap-8 md:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step.key} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-800">
                  <step.icon className="h-8 w-8 text-indigo-600" aria-hidden />
                  <h3 className="mt-4 text-lg font-semibold">
                    {t("steps.numbered", { number: index + 1, title: t(`steps.${step.key}.title`) })}
                  </h3>
                  <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`steps.${step.key}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-label={t("testimonial.label")} className="mx-auto max-w-3xl px-6 py-20 text-center">
          <blockquote className="text-xl text-slate-700 italic dark:text-slate-200">
            {t("testimonial.quote")}
          </blockquote>
          <p className="mt-4 font-semibold">{t("testimonial.author")}</p>
        </section>

        <section className="bg-indigo-600 px-6 py-16 text-center text-white">
          <h2 className="text-3xl font-bold">{t("cta.title")}</h2>
          <Link
            to={paths.auth.to("register")}
            className="mt-6 inline-flex rounded-md bg-white px-6 py-3 font-semibold text-indigo-700 hover:bg-indigo-50"
          >
            {t("cta.getStarted")}
          </Link>
        </section>
      </main>

      <footer className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-6 py-12 text-sm md:grid-cols-4">
        {Object.entries(footerColumns).map(([column, items]) => (
          <div key={column}>
            <h3 className="font-semibold">{t(`footer.${column}.title`)}</h3>
            <ul className="mt-3 space-y-2 text-slate-500 dark:text-slate-400">
              {items.map((item) => (
                <li key={item}>{t(`footer.${column}.${item}`)}</li>
              ))}
            </ul>
          </div>
        ))}
      </footer>
    </div>
  );
}
