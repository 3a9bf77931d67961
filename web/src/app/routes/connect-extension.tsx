// Connect the browser extension: the extension opens this screen with its id and a one-time
// `state`; an unknown id or a missing state shows why nothing can be connected.
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page";
import { appConfig } from "@/config/env";
import { useSession } from "@/lib/auth-context";
import { ConnectExtension } from "@/features/extension/components/connect-extension";
import { allowedExtensionIds, canMessageExtensions } from "@/features/extension/extension-bridge";

const ALLOWED_IDS = allowedExtensionIds(import.meta.env, appConfig.authEmulatorUrl !== null);

export default function ConnectExtensionScreen() {
  const { t } = useTranslation("extension");
  const { user, firebaseUser } = useSession();
  const [search] = useSearchParams();
  const extensionId = search.get("extension") ?? "";
  const state = search.get("state") ?? "";
  const account = user?.username ?? firebaseUser?.email ?? "";
  const known = ALLOWED_IDS.includes(extensionId) && state.length > 0 && state.length <= 200;

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {!known ? (
          <p role="alert" className="text-slate-700 dark:text-slate-300">
            {t("unknownExtension")}
          </p>
        ) : !canMessageExtensions() ? (
          <p role="alert" className="text-slate-700 dark:text-slate-300">
            {t("notInstalled")}
          </p>
        ) : (
          <ConnectExtension extensionId={extensionId} state={state} account={account} />
        )}
      </div>
    </div>
  );
}
