// My Articles' 'Filter by tags' dropdown: each tag with a checkbox, its colour and a
// delete icon; 'No tags created yet'; 'Create new tag' with a colour picker (#3b82f6 by default);
// the 'Delete Tag' confirm. Checked tags narrow the list to articles having all of them.
import { useState, type FormEvent } from "react";
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { ChevronDown, Plus, Tag as TagIcon, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Tag } from "@shared";
import { DEFAULT_TAG_COLOR } from "@shared/schemas/article-constants";
import { buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { useCreateTag } from "../api/create-tag";
import { useDeleteTag } from "../api/delete-tag";
import { duplicateMessage } from "../api/errors";
import { tagProblem } from "../validation";
import { NameDialog } from "./name-dialog";

export function TagFilter({
  tags,
  selected,
  onChange,
}: {
  tags: Tag[];
  selected: string[];
  onChange: (tagIds: string[]) => void;
}) {
  const { t } = useTranslation("articles");
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState("");
  const [color, setColor] = useState(DEFAULT_TAG_COLOR);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const createTag = useCreateTag();
  const deleteTag = useDeleteTag();

  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((each) => each !== id) : [...selected, id]);

  const closeCreate = () => {
    setCreating(false);
    setName("");
    setColor(DEFAULT_TAG_COLOR);
  };

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || tagProblem(name, color) || createTag.isPending) return;
    try {
      const tag = await createTag.mutateAsync({ name: name.trim(), color });
      toast({ title: t("tags.created"), description: t("tags.ready", { name: tag.name }) });
      closeCreate();
    } catch (error) {
      const duplicate = duplicateMessage(error);
      toast({
        title: t("errors.title"),
        description: duplicate ?? t("tags.createFailed"),
        variant: "destructive",
      });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await deleteTag.mutateAsync(deleting.id);
      if (selected.includes(deleting.id)) onChange(selected.filter((each) => each !== deleting.id));
      toast({ title: t("tags.deleted"), description: t("tags.wasDeleted", { name: deleting.name }) });
      setDeleting(null);
    } catch {
      toast({ title: t("errors.title"), description: t("tags.deleteFailed"), variant: "destructive" });
    }
  };

  const problem = name.trim() ? tagProblem(name, color) : null;
  return (
    <>
      <Popover className="relative">
        <PopoverButton className={buttonClasses("outline", "h-10")}>
          <TagIcon className="h-4 w-4" aria-hidden />
          {t("tags.filter")}
          {selected.length > 0 && (
            <span className="rounded-full bg-indigo-600 px-1.5 text-xs text-white">{selected.length}</span>
          )}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </PopoverButton>
        <PopoverPanel
          anchor="bottom end"
          className="z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {tags.length === 0 ? (
            <p className="px-2 py-3 text-sm text-slate-500 dark:text-slate-400">{t("tags.none")}</p>
          ) : (
            <ul className="max-h-72 overflow-y-auto" aria-label={t("tags.label")}>
              {tags.map((tag) => (
                <li
                  key={tag.id}
                  className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <label className="flex flex-1 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={selected.includes(tag.id)}
                      onChange={() => toggle(tag.id)}
                      className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
                    />
                    <span
                      className="h-3 w-3 shrink-0 rounded-full"
                      style={{ backgroundColor: tag.color }}
                      aria-hidden
                    />
                    <span className="truncate">{tag.name}</span>
                  </label>
                  <button
                    type="button"
                    aria-label={t("tags.deleteLabel", { name: tag.name })}
                    className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-red-600 dark:hover:bg-slate-700"
                    onClick={() => setDeleting(tag)}
                  >
                    <Trash2 className="h-3.5 w-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
            <button
              type="button"
              className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-indigo-600 hover:bg-slate-50 dark:text-indigo-400 dark:hover:bg-slate-800"
              onClick={() => setCreating(true)}
            >
              <Plus className="h-4 w-4" aria-hidden /> {t("tags.createTitle")}
            </button>
          </div>
        </PopoverPanel>
      </Popover>

      <NameDialog
        open={creating}
        onClose={closeCreate}
        onSubmit={onCreate}
        title={t("tags.createTitle")}
        label={t("tags.nameLabel")}
        name={name}
        onNameChange={setName}
        problem={problem}
        pending={createTag.isPending}
      >
        <div className="grid gap-1.5">
          <label htmlFor="new-tag-color" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t("tags.colour")}
          </label>
          <div className="flex items-center gap-3">
            <input
              id="new-tag-color"
              type="color"
              value={color}
              onChange={(event) => setColor(event.target.value)}
              className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900"
            />
            <span className="font-mono text-sm text-slate-600 dark:text-slate-300">{color}</span>
          </div>
        </div>
      </NameDialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
        title={t("tags.deleteTitle")}
        description={t("tags.deleteConfirm", { name: deleting?.name ?? "" })}
        confirmLabel={deleteTag.isPending ? t("actions.deleting") : t("actions.delete")}
        busy={deleteTag.isPending}
      />
    </>
  );
}
