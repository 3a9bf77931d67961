// My Articles' folder filter: All Folders, each folder with a delete icon, No Folder,
// and New Folder; with the 'Create new folder' and 'Delete Folder' dialogs.
import { useState, type FormEvent } from "react";
import { Folder as FolderIcon, FolderPlus, Trash2 } from "lucide-react";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import type { Folder } from "@shared";
import { ConfirmDialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { useCreateFolder } from "../api/create-folder";
import { useDeleteFolder } from "../api/delete-folder";
import { duplicateMessage } from "../api/errors";
import { folderNameProblem } from "../validation";
import { NameDialog } from "./name-dialog";

const chipClasses = (selected: boolean) =>
  clsx(
    "inline-flex h-11 items-center gap-1.5 rounded-full border sm:h-8 px-3 text-sm font-medium whitespace-nowrap transition-colors",
    selected
      ? "border-indigo-600 bg-indigo-600 text-white"
      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
  );

export function FolderFilter({
  folders,
  selected,
  onSelect,
}: {
  folders: Folder[];
  selected: string;
  onSelect: (folder: string) => void;
}) {
  const { t } = useTranslation("articles");
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState("");
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const createFolder = useCreateFolder();
  const deleteFolder = useDeleteFolder();

  const closeCreate = () => {
    setCreating(false);
    setName("");
  };

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || folderNameProblem(name) || createFolder.isPending) return;
    try {
      const folder = await createFolder.mutateAsync(name.trim());
      toast({ title: t("folders.created"), description: t("folders.ready", { name: folder.name }) });
      closeCreate();
    } catch (error) {
      const duplicate = duplicateMessage(error);
      toast({
        title: t("errors.title"),
        description: duplicate ?? t("folders.createFailed"),
        variant: "destructive",
      });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await deleteFolder.mutateAsync(deleting.id);
      if (selected === deleting.id) onSelect("all");
      toast({ title: t("folders.deleted"), description: t("folders.wasDeleted", { name: deleting.name }) });
      setDeleting(null);
    } catch {
      toast({ title: t("errors.title"), description: t("folders.deleteFailed"), variant: "destructive" });
    }
  };

  const problem = name.trim() ? folderNameProblem(name) : null;
  return (
    <div role="group" aria-label={t("folders.label")} className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={chipClasses(selected === "all")}
        aria-pressed={selected === "all"}
        onClick={() => onSelect("all")}
      >
        {t("folders.all")}
      </button>
      {folders.map((folder) => (
        <span key={folder.id} className={clsx(chipClasses(selected === folder.id), "pr-1")}>
          <button
            type="button"
            aria-pressed={selected === folder.id}
            className="inline-flex items-center gap-1.5"
            onClick={() => onSelect(folder.id)}
          >
            <FolderIcon className="h-3.5 w-3.5" aria-hidden />
            {folder.name}
          </button>
          <button
            type="button"
            aria-label={t("folders.deleteLabel", { name: folder.name })}
            className="ml-1 rounded-full p-1 opacity-70 hover:bg-black/10 hover:opacity-100"
            onClick={() => setDeleting(folder)}
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden />
          </button>
        </span>
      ))}
      <button
        type="button"
        className={chipClasses(selected === "none")}
        aria-pressed={selected === "none"}
        onClick={() => onSelect("none")}
      >
        {t("folders.none")}
      </button>
      <button
        type="button"
        className={clsx(chipClasses(false), "border-dashed")}
        onClick={() => setCreating(true)}
      >
        <FolderPlus className="h-3.5 w-3.5" aria-hidden /> {t("folders.new")}
      </button>

      <NameDialog
        open={creating}
        onClose={closeCreate}
        onSubmit={onCreate}
        title={t("folders.createTitle")}
        label={t("folders.nameLabel")}
        name={name}
        onNameChange={setName}
        problem={problem}
        pending={createFolder.isPending}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
        title={t("folders.deleteTitle")}
        description={t("folders.deleteConfirm", { name: deleting?.name ?? "" })}
        confirmLabel={deleteFolder.isPending ? t("actions.deleting") : t("actions.delete")}
        busy={deleteFolder.isPending}
      />
    </div>
  );
}
