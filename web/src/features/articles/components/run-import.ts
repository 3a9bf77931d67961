// What happens around an import from a web address or a PDF, once the request is under way: the
// create screen's state, the toasts and where the user lands are the same for both sources.
import { toast } from "@/components/ui/toast-store";
import type { CreateEvent, ImportSource } from "../create-machine";
import {
  describePdfImportError,
  describeUrlImportError,
  partialImportOf,
  type ImportFailure,
} from "../import-errors";

/** Spec 9 gives the import error toast its own duration (5 s, the same as the default). */
export const IMPORT_ERROR_TOAST_MS = 5000;

const IMPORT_OUTCOMES: Record<
  ImportSource,
  {
    imported: { title: string; description: string };
    partialTitle: string;
    errorTitle: string;
    describe: (error: unknown) => ImportFailure;
  }
> = {
  url: {
    imported: { title: "Article imported", description: "Your article is ready to read." },
    partialTitle: "Incomplete article data",
    errorTitle: "Error importing article",
    describe: describeUrlImportError,
  },
  pdf: {
    imported: { title: "PDF imported", description: "Your PDF is ready to read." },
    partialTitle: "Incomplete PDF data",
    errorTitle: "Error importing PDF",
    describe: describePdfImportError,
  },
};

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
  const outcome = IMPORT_OUTCOMES[source];
  dispatch({ type: "importStarted" });
  try {
    const { id } = await request();
    dispatch({ type: "importSucceeded" });
    toast(outcome.imported);
    onImported(id);
  } catch (error) {
    const partial = partialImportOf(error);
    if (partial) {
      dispatch({ type: "importPartial", source, result: partial });
      toast({
        title: outcome.partialTitle,
        description: "Please review and complete the missing information.",
      });
      return;
    }
    const failure = outcome.describe(error);
    dispatch({ type: "importFailed", error: failure });
    toast({
      title: outcome.errorTitle,
      description: failure.message,
      variant: "destructive",
      duration: IMPORT_ERROR_TOAST_MS,
    });
  }
}
