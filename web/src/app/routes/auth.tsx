// The auth page: Login and Register tabs, preselected from the `tab` query in the hash
// or the search string, and a side panel with four benefits.
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { BookMarked, Highlighter, MessagesSquare, TrendingUp } from "lucide-react";
import clsx from "clsx";
import { Logo } from "@/components/layout/logo";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { useSession } from "@/lib/auth-context";
import { loadFirebaseWhenIdle } from "@/lib/firebase-loader";
import { paths } from "@/config/paths";
import { parseAuthTab, type AuthTab } from "@/features/auth/tab";
import { rememberInviteCode } from "@/features/auth/invite-code";
import { LoginForm } from "@/features/auth/components/login-form";
import { RegisterForm } from "@/features/auth/components/register-form";

const TABS: AuthTab[] = ["login", "register"];
// The light tabs, not Headless UI's: this page is in the first bundle (components/ui/tabs).
const TAB_LIST_CLASSES = "flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800";
const TAB_PANEL_CLASSES = "mt-6 focus:outline-none";

/** The side panel's four benefits, by their keys in the auth namespace's `page.benefits`. */
const benefits = [
  { icon: BookMarked, key: "save" },
  { icon: Highlighter, key: "highlight" },
  { icon: MessagesSquare, key: "discuss" },
  { icon: TrendingUp, key: "earn" },
] as const;

export default function AuthPage() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const navigate = useNavigate();
  const { googlePending } = useSession();
  // The tab lives in the URL, so links such as 'Sign Up' (to /auth?tab=register) select it.
  const tab = parseAuthTab(location.search, window.location.search);

  // The sign-in SDK is not in the first bundle: fetch it once the page has painted, so it is
  // there by the time the visitor has typed (the flows also wait for it).
  useEffect(() => loadFirebaseWhenIdle(), []);

  // An invitation link's code, kept before a tab change or the Google redirect drops the URL.
  useEffect(
    () => rememberInviteCode(localStorage, location.search, window.location.search),
    [location.search],
  );

  const onChange = (index: number) => {
    navigate(paths.auth.to(TABS[index] ?? "login"), { replace: true });
  };

  const tabClasses = ({ selected }: { selected: boolean }) =>
    clsx(
      "min-h-11 flex-1 rounded-md px-3 py-2 text-sm font-medium sm:min-h-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
      selected
        ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
        : "text-slate-600 hover:text-slate-900 dark:text-slate-300",
    );

  const tabs = TABS.map((key) => ({
    key,
    label: t(`page.tabs.${key}`),
    panel: key === "login" ? <LoginForm /> : <RegisterForm />,
  }));

  return (
    <div className="flex min-h-screen bg-slate-50 dark:bg-slate-950">
      <div className="flex flex-1 flex-col items-center justify-center px-4 py-10">
        <Link
          to={paths.landing.to()}
          className="mb-8 flex min-h-11 items-center gap-2 text-2xl font-bold text-slate-900 dark:text-slate-50"
        >
          <Logo className="h-10 w-10 text-2xl" />
          Spurq
        </Link>
        <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          {googlePending ? (
            <div className="py-6 text-center">
              <Spinner label={t("page.googlePendingLabel")} className="mb-3" />
              <p className="text-sm text-slate-600 dark:text-slate-300">{t("page.googlePending")}</p>
            </div>
          ) : (
            <Tabs
              selectedIndex={TABS.indexOf(tab)}
              onChange={onChange}
              listClassName={TAB_LIST_CLASSES}
              tabClassName={tabClasses}
              panelClassName={TAB_PANEL_CLASSES}
              tabs={tabs}
            />
          )}
        </div>
      </div>
      <aside className="hidden w-[28rem] flex-col justify-center bg-gradient-to-br from-indigo-600 to-purple-700 p-12 text-white lg:flex">
        <h2 className="text-3xl font-bold">{t("page.benefitsTitle")}</h2>
        <ul className="mt-8 space-y-5">
          {benefits.map(({ icon: Icon, key }) => (
            <li key={key} className="flex items-start gap-3">
              <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
              <span>{t(`page.benefits.${key}`)}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
