// What happens around an import from a web address or a PDF, once the request is under way: the
// create screen's state, the toasts and where the user lands are the same for both sources.
import { toast } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import type { CreateEvent, ImportSource } from "../create-machine";
import {
  describePdfImportError,
  describeUrlImportError,
  partialImportOf,
  type ImportFailure,
} from "../import-errors";

/** The import error toast has its own duration (5 s, the same as the default). */
export const IMPORT_ERROR_TOAST_MS = 5000;

/** Each source's toasts live under `import.{source}` in the `articles` texts. */
const describers: Record<ImportSource, (error: unknown) => ImportFailure> = {
  url: describeUrlImportError,
  pdf: describePdfImportError,
};

const text = (source: ImportSource, key: string) => i18n.t(`articles:import.${source}.${key}`);

/**
 * Runs one import: opens the new article on success, hands a partial result to Complete Article
 * Information, and otherwise shows the Import Error box and a toast.
 */
export async function runImport(
  source: ImportSource,
  request: () => Promise<{ id: string }>,
  dispatch: (event: CreateEvent) => void,
  onImported: (id: string) => void,
): Promise<void> {
  dispatch({ type: "importStarted" });
  try {
    const { id } = await request();
    dispatch({ type: "importSucceeded" });
    toast({ title: text(source, "imported"), description: text(source, "importedDescription") });
    onImported(id);
  } catch (error) {
    const partial = partialImportOf(error);
    if (partial) {
      dispatch({ type: "importPartial", source, result: partial });
      toast({ title: text(source, "partial"), description: i18n.t("articles:import.partialDescription") });
      return;
    }
    const failure = describers[source](error);
    dispatch({ type: "importFailed", error: failure });
    toast({
      title: text(source, "error"),
      description: failure.message,
      variant: "destructive",
      duration: IMPORT_ERROR_TOAST_MS,
    });
  }
}
