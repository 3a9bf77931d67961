// Import from URL: the address is checked on blur and before sending,
// starting valid; the button waits for a valid address and is disabled while importing. An address
// captured from elsewhere (a share, the bookmarklet) arrives filled in and is imported at once.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { INVALID_URL } from "@shared";
import { Link2, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { useImportFromUrl } from "../api/import-from-url";
import type { CreateEvent } from "../create-machine";
import { fieldToastTitle, isImportableUrl } from "../validation";
import { runImport } from "./run-import";

export function UrlImportPanel({
  importing,
  dispatch,
  onImported,
  initialUrl = "",
  importAtOnce = false,
}: {
  importing: boolean;
  dispatch: (event: CreateEvent) => void;
  onImported: (id: string) => void;
  /** An address to start with. */
  initialUrl?: string;
  /** Import `initialUrl` as soon as the panel shows (once). */
  importAtOnce?: boolean;
}) {
  const { t } = useTranslation("articles");
  const [url, setUrl] = useState(initialUrl);
  const [valid, setValid] = useState(true);
  const importFromUrl = useImportFromUrl();

  // A new problem with the address replaces the last import's error rather than sitting beside it.
  const showInvalid = () => {
    setValid(false);
    dispatch({ type: "errorDismissed" });
  };

  const submit = async () => {
    if (!isImportableUrl(url)) {
      showInvalid();
      toast({
        title: fieldToastTitle("url"),
        description: translateMessage(INVALID_URL),
        variant: "destructive",
      });
      return;
    }
    await runImport("url", () => importFromUrl.mutateAsync(url.trim()), dispatch, onImported);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing) return;
    await submit();
  };

  const started = useRef(false);
  useEffect(() => {
    if (!importAtOnce || started.current) return;
    started.current = true;
    void submit();
    // Once, on arrival: later edits of the field wait for the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextInput
        label={t("urlImport.label")}
        type="url"
        inputMode="url"
        placeholder={t("urlImport.placeholder")}
        value={url}
        autoComplete="off"
        onChange={(event) => {
          setUrl(event.target.value);
          if (!valid) setValid(event.target.value.trim() === "" || isImportableUrl(event.target.value));
        }}
        onBlur={() => {
          if (url.trim() === "" || isImportableUrl(url)) setValid(true);
          else showInvalid();
        }}
        error={valid ? undefined : t("urlImport.invalid")}
        hint={t("urlImport.hint")}
        disabled={importing}
      />
      <div>
        <Button type="submit" disabled={importing || url.trim() === "" || !valid}>
          {importing ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Link2 className="h-4 w-4" aria-hidden />
          )}
          {importing ? t("import.importing") : t("urlImport.submit")}
        </Button>
      </div>
    </form>
  );
}
