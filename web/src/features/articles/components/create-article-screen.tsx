// Create New Article (docs/product-spec.md §4, Create screen): three tabs (Import from URL by default,
// Import from PDF, Create Manually), the 'Import Error' box, and the completion form after a partial
// import. The older 'Add New Article' variant is the same machine with its own title, labels and
// rules. A capture (an address or a file from a share or the bookmarklet) opens the matching tab
// and imports at once.
import { useReducer, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { FileText, FileUp, Link2 } from "lucide-react";
import clsx from "clsx";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { createReducer, initialCreateState, type CreateTab } from "../create-machine";
import { CompleteArticleForm } from "./complete-article-form";
import { ImportErrorBox } from "./import-error-box";
import { ManualArticleForm } from "./manual-article-form";
import { PdfImportPanel } from "./pdf-import-panel";
import { UrlImportPanel } from "./url-import-panel";

const TABS: CreateTab[] = ["url", "pdf", "manual"];

export interface CreateScreenVariant {
  title: string;
  labels: Record<CreateTab, string>;
  /** The manual form's rules: the newer one requires an author, the older one does not. */
  manual: "full" | "basic";
  /** Where a created article opens. */
  articlePath: (id: string) => string;
  /** The header's way out. */
  back: { to: string; label: string };
}

/** Something brought from outside the app to import at once. */
export type CaptureStart = { url: string } | { file: File };

const tabIcons = { url: Link2, pdf: FileUp, manual: FileText };

export function CreateArticleScreen({
  variant,
  capture,
  onArticle,
  footer,
}: {
  variant: CreateScreenVariant;
  capture?: CaptureStart;
  /** What happens with a created article; by default it opens at `variant.articlePath`. */
  onArticle?: (id: string) => void;
  /** Shown under the tabs. */
  footer?: ReactNode;
}) {
  const [state, dispatch] = useReducer(
    createReducer,
    capture && "file" in capture ? { ...initialCreateState, tab: "pdf" as const } : initialCreateState,
  );
  const navigate = useNavigate();
  const importing = state.status === "importing";
  const open = onArticle ?? ((id: string) => navigate(variant.articlePath(id)));

  if (state.completion) {
    return <CompleteArticleForm completion={state.completion} dispatch={dispatch} onCompleted={open} />;
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={variant.title}
        actions={
          <Link to={variant.back.to} className={buttonClasses("outline")}>
            {variant.back.label}
          </Link>
        }
      />
      <TabGroup
        selectedIndex={TABS.indexOf(state.tab)}
        onChange={(index) => dispatch({ type: "selectTab", tab: TABS[index] ?? "url" })}
      >
        <TabList className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {TABS.map((tab) => {
            const Icon = tabIcons[tab];
            return (
              <Tab
                key={tab}
                disabled={importing}
                className={({ selected }) =>
                  clsx(
                    "flex flex-1 items-center justify-center gap-2 rounded-md px-2 py-2 text-xs font-medium whitespace-nowrap sm:px-3 sm:text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-60",
                    selected
                      ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
                      : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
                  )
                }
              >
                <Icon className="hidden h-4 w-4 sm:block" aria-hidden />
                {variant.labels[tab]}
              </Tab>
            );
          })}
        </TabList>
        {state.error && (
          <div className="mt-4">
            <ImportErrorBox error={state.error} onTryPdf={() => dispatch({ type: "tryPdfInstead" })} />
          </div>
        )}
        <TabPanels className="mt-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <TabPanel unmount={false}>
            <UrlImportPanel
              importing={importing}
              dispatch={dispatch}
              onImported={open}
              initialUrl={capture && "url" in capture ? capture.url : ""}
              importAtOnce={Boolean(capture && "url" in capture)}
            />
          </TabPanel>
          <TabPanel unmount={false}>
            <PdfImportPanel
              importing={importing}
              dispatch={dispatch}
              onImported={open}
              sharedFile={capture && "file" in capture ? capture.file : undefined}
            />
          </TabPanel>
          <TabPanel unmount={false}>
            <ManualArticleForm variant={variant.manual} onCreated={open} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      {footer}
    </div>
  );
}
