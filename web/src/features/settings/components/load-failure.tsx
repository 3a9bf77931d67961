// What a tab shows when its settings could not be loaded: the failure text and a way to retry.
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("settings");
  return (
    <div role="alert" className="grid justify-items-start gap-3 text-sm text-red-700 dark:text-red-300">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}
