// A card's 'Article Options' menu on My Articles: Remove from folder, Move to {folder},
// Edit article, Manage tags, Move to trash. It shows on hover or focus (always on touch screens).
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { FolderInput, FolderMinus, MoreVertical, Pencil, Tags, Trash2 } from "lucide-react";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import type { ArticleSummary, Folder } from "@shared";
import { TOUCH_TARGET } from "@/components/ui/touch";

const itemClasses =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 dark:text-slate-200 dark:data-[focus]:bg-slate-800";

export interface ArticleActions {
  moveToFolder: (article: ArticleSummary, folder: Folder | null) => void;
  edit: (article: ArticleSummary) => void;
  manageTags: (article: ArticleSummary) => void;
  trash: (article: ArticleSummary) => void;
}

export function ArticleOptionsMenu({
  article,
  folders,
  actions,
}: {
  article: ArticleSummary;
  folders: Folder[];
  actions: ArticleActions;
}) {
  const { t } = useTranslation("articles");
  const targets = folders.filter((folder) => folder.id !== article.folderId);
  return (
    <Menu>
      <MenuButton
        aria-label={t("options.label")}
        className={clsx(
          "-mt-1 -mr-1 inline-flex items-center justify-center rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-slate-800 dark:hover:text-white",
          TOUCH_TARGET,
          // Hidden until hover only where a pointer can hover and the screen is wide; always shown on phones.
          "[@media(hover:hover)_and_(min-width:48rem)]:opacity-0 [@media(hover:hover)_and_(min-width:48rem)]:group-focus-within:opacity-100 [@media(hover:hover)_and_(min-width:48rem)]:group-hover:opacity-100 [@media(hover:hover)_and_(min-width:48rem)]:data-[open]:opacity-100",
        )}
      >
        <MoreVertical className="h-4 w-4" aria-hidden />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        {article.folderId && (
          <MenuItem>
            <button type="button" className={itemClasses} onClick={() => actions.moveToFolder(article, null)}>
              <FolderMinus className="h-4 w-4" aria-hidden /> {t("options.removeFromFolder")}
            </button>
          </MenuItem>
        )}
        {targets.map((folder) => (
          <MenuItem key={folder.id}>
            <button
              type="button"
              className={itemClasses}
              onClick={() => actions.moveToFolder(article, folder)}
            >
              <FolderInput className="h-4 w-4" aria-hidden />{" "}
              <span className="truncate">{t("options.moveTo", { folder: folder.name })}</span>
            </button>
          </MenuItem>
        ))}
        {(article.folderId || targets.length > 0) && (
          <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        )}
        <MenuItem>
          <button type="button" className={itemClasses} onClick={() => actions.manageTags(article)}>
            <Tags className="h-4 w-4" aria-hidden /> {t("options.manageTags")}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={itemClasses} onClick={() => actions.edit(article)}>
            <Pencil className="h-4 w-4" aria-hidden /> {t("options.edit")}
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className={clsx(itemClasses, "text-red-600 dark:text-red-400")}
            onClick={() => actions.trash(article)}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> {t("options.trash")}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
