// The page 'Connect' in Spurq's browser extension opens: the signed-in reader confirms, the server
// mints a one-time credential for them, and the page hands it to the extension (by its id, which
// must be one this build knows) with the `state` the extension put in the address; the extension
// signs in with it and keeps its own session.
import { useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useCreateExtensionToken } from "../api/create-extension-token";
import { sendToExtension } from "../extension-bridge";

type Step =
  | { name: "ready" }
  | { name: "connecting" }
  | { name: "connected"; email: string | null }
  | { name: "failed"; reason: "unreachable" | "refused" | "server" };

export function ConnectExtension({
  extensionId,
  state,
  account,
}: {
  extensionId: string;
  state: string;
  account: string;
}) {
  const { t } = useTranslation("extension");
  const [step, setStep] = useState<Step>({ name: "ready" });
  const mint = useCreateExtensionToken();

  const connect = async () => {
    setStep({ name: "connecting" });
    let customToken: string;
    try {
      customToken = (await mint.mutateAsync()).customToken;
    } catch {
      setStep({ name: "failed", reason: "server" });
      return;
    }
    try {
      const reply = await sendToExtension(extensionId, { type: "spurq/connect", state, customToken });
      setStep(reply.ok ? { name: "connected", email: reply.email } : { name: "failed", reason: "refused" });
    } catch {
      setStep({ name: "failed", reason: "unreachable" });
    }
  };

  if (step.name === "connected") {
    return (
      <div role="status" className="grid gap-2">
        <p className="text-lg font-medium text-slate-900 dark:text-slate-50">{t("connected.title")}</p>
        <p className="text-slate-700 dark:text-slate-300">{t("connected.body", { account })}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-slate-700 dark:text-slate-300">{t("connect.body", { account })}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("connect.privacy")}</p>
      {step.name === "failed" && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {t(`failed.${step.reason}`)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void connect()} disabled={step.name === "connecting"}>
          {step.name === "connecting" ? t("connect.connecting") : t("connect.button")}
        </Button>
        <Link to={paths.home.to()} className={buttonClasses("outline")}>
          {t("connect.cancel")}
        </Link>
      </div>
    </div>
  );
}
