// Import from URL (spec 5, URL import): the address is checked on blur and before sending,
// starting valid; the button waits for a valid address and is disabled while importing.
import { useState, type FormEvent } from "react";
import { Link2, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { useImportFromUrl } from "../api/import-from-url";
import type { CreateEvent } from "../create-machine";
import { isImportableUrl } from "../validation";
import { runImport } from "./run-import";

export function UrlImportPanel({
  importing,
  dispatch,
  onImported,
}: {
  importing: boolean;
  dispatch: (event: CreateEvent) => void;
  onImported: (id: string) => void;
}) {
  const [url, setUrl] = useState("");
  const [valid, setValid] = useState(true);
  const importFromUrl = useImportFromUrl();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing) return;
    if (!isImportableUrl(url)) {
      setValid(false);
      toast({ title: "Invalid URL", description: "Please provide a valid URL.", variant: "destructive" });
      return;
    }
    await runImport("url", () => importFromUrl.mutateAsync(url.trim()), dispatch, onImported);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextInput
        label="Article URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/article"
        value={url}
        autoComplete="off"
        onChange={(event) => {
          setUrl(event.target.value);
          if (!valid) setValid(event.target.value.trim() === "" || isImportableUrl(event.target.value));
        }}
        onBlur={() => setValid(url.trim() === "" || isImportableUrl(url))}
        error={valid ? undefined : "Please enter a valid URL"}
        hint="We'll fetch the page, keep the article and leave out menus, ads and scripts."
        disabled={importing}
      />
      <div>
        <Button type="submit" disabled={importing || url.trim() === "" || !valid}>
          {importing ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Link2 className="h-4 w-4" aria-hidden />
          )}
          {importing ? "Importing..." : "Import Article"}
        </Button>
      </div>
    </form>
  );
}
