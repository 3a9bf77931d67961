// The 'Bring your library' button, on My Articles and in Settings: it opens the import dialog,
// whose code is fetched the first time it is opened (most visits never need it).
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Library } from "lucide-react";
import { Button, type ButtonVariant } from "@/components/ui/button";

const LibraryImportDialog = lazy(() => import("./library-import-dialog"));

export function BringYourLibrary({ variant = "outline" }: { variant?: ButtonVariant }) {
  const { t } = useTranslation("libraryImport");
  const [open, setOpen] = useState(false);
  // Kept once opened, so the dialog can close the way it opens and keep its state meanwhile.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Library className="h-4 w-4" aria-hidden /> {t("entry")}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <LibraryImportDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
