// The top bar's search: debounced 300 ms, only for a non-empty trimmed query;
// 'Searching...', 'No results found', groups Articles, Highlights and People; arrow keys move,
// Enter opens, Escape closes; a clear button; an outside click closes; at most 70 % of the
// viewport high. A failed search raises the 'Search failed' toast. On a phone the top bar has no
// room for a usable field: a Search button opens the field over the whole bar, with results as wide
// as the screen, and Escape or the close button folds it back into the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { ArrowLeft, Search, X } from "lucide-react";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/components/ui/avatar";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSearch } from "../api/search";
import { searchRows, type SearchRow, type SnippetParts } from "../results";

/** Set on <html> while the phone's search field is open. */
const SEARCH_OPEN = "search-open";

/** The dropdown's groups, in order; each one's heading is `groups.{kind}` in the `search` texts. */
const GROUPS: Array<SearchRow["kind"]> = ["article", "highlight", "comment", "spurq", "user"];

export function SearchBox() {
  const { t } = useTranslation("search");
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  // The phone's full-width field is showing (from sm up the field always shows).
  const [unfolded, setUnfolded] = useState(false);
  // The highlighted row belongs to the query it was chosen for; a new query starts with none.
  const [activeRow, setActiveRow] = useState({ query: "", index: -1 });
  const debounced = useDebouncedValue(value);
  const query = debounced.trim();
  const result = useSearch(debounced);
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const rows = searchRows(query ? result.data : undefined);
  const waiting = value.trim() !== query || (query !== "" && result.isFetching);

  useEffect(() => {
    if (result.isError)
      toast({
        title: t("failed"),
        description: translateMessage(result.error.message),
        variant: "destructive",
      });
  }, [result.isError, result.error, t]);

  const active = activeRow.query === query ? activeRow.index : -1;
  const setActive = (next: (index: number) => number) => setActiveRow({ query, index: next(active) });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onPointerDown);
    return () => document.removeEventListener("mousedown", onPointerDown);
  }, [open]);

  // While the phone's field is open, toasts move from the top to above the bottom bar
  // (app/index.css), so they do not cover what is being typed.
  useEffect(() => {
    if (!unfolded) return;
    input.current?.focus();
    document.documentElement.classList.add(SEARCH_OPEN);
    return () => document.documentElement.classList.remove(SEARCH_OPEN);
  }, [unfolded]);

  /** Folds the phone's field back into its button, focus returning there. */
  const fold = () => {
    setUnfolded(false);
    setOpen(false);
    setValue("");
    // The button shows again only once React has rendered the folded bar.
    setTimeout(() => opener.current?.focus(), 0);
  };

  const pick = (row: SearchRow) => {
    setOpen(false);
    setValue("");
    setUnfolded(false);
    input.current?.blur();
    void navigate(row.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (rows.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + rows.length + (index === -1 && step < 0 ? 1 : 0)) % rows.length);
    } else if (event.key === "Enter") {
      const row = rows[active] ?? (rows.length === 1 ? rows[0] : undefined);
      if (row) {
        event.preventDefault();
        pick(row);
      }
    } else if (event.key === "Escape") {
      if (open && value.trim() !== "") {
        event.preventDefault();
        setOpen(false);
      } else if (unfolded) {
        event.preventDefault();
        fold();
      } else setValue("");
    }
  };

  const showDropdown = open && value.trim() !== "";
  const listboxProps = { role: "listbox", "aria-label": t("results") };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <>
      {!unfolded && (
        <button
          ref={opener}
          type="button"
          aria-label={t("label")}
          onClick={() => setUnfolded(true)}
          className="ml-auto flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:hidden dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Search className="h-5 w-5" aria-hidden />
        </button>
      )}
      <div
        ref={container}
        data-testid="search-box"
        className={clsx(
          "w-full sm:relative sm:block sm:max-w-md",
          // Over the whole top bar on a phone (the bar is its positioned ancestor).
          unfolded
            ? "absolute inset-x-0 top-0 z-10 flex h-16 items-center gap-2 bg-white px-2 sm:h-auto sm:bg-transparent sm:px-0 dark:bg-slate-900 sm:dark:bg-transparent"
            : "hidden",
        )}
      >
        {unfolded && (
          <button
            type="button"
            aria-label={t("closeSearch")}
            onClick={fold}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:hidden dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </button>
        )}
        <div className="relative w-full">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={t("label")}
            aria-expanded={showDropdown}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showDropdown && active >= 0 ? optionId(active) : undefined}
            placeholder={t("placeholder")}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="h-11 w-full rounded-full border border-slate-200 sm:h-9 bg-slate-50 pr-9 pl-9 text-sm placeholder:text-slate-400 focus:border-indigo-400 focus:bg-white focus:ring-2 focus:ring-indigo-100 focus:outline-none dark:border-slate-700 dark:bg-slate-800 dark:focus:bg-slate-900 dark:focus:ring-indigo-900 [&::-webkit-search-cancel-button]:hidden"
          />
          {value && (
            <button
              type="button"
              aria-label={t("clear")}
              title={t("clear")}
              onClick={() => {
                setValue("");
                input.current?.focus();
              }}
              className="absolute top-1/2 right-0 inline-flex min-h-11 min-w-11 -translate-y-1/2 items-center justify-center rounded-full p-1 text-slate-400 sm:right-2 sm:min-h-0 sm:min-w-0 hover:bg-slate-200 hover:text-slate-700 dark:hover:bg-slate-700 dark:hover:text-slate-100"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
          {showDropdown && (
            // A listbox only while it has options (an empty one is an ARIA error, axe
            // aria-required-children); 'Searching...' and 'No results found' are a status instead.
            <div
              id={listId}
              data-testid="search-dropdown"
              {...(waiting || rows.length === 0 ? {} : listboxProps)}
              className="fixed inset-x-0 top-16 z-50 max-h-[70vh] overflow-y-auto border-y border-slate-200 bg-white py-1 shadow-lg sm:absolute sm:top-full sm:mt-2 sm:min-w-80 sm:rounded-lg sm:border dark:border-slate-700 dark:bg-slate-900"
            >
              {waiting || rows.length === 0 ? (
                <p role="status" className="px-4 py-3 text-sm text-slate-500 dark:text-slate-400">
                  {waiting ? t("searching") : t("noResults")}
                </p>
              ) : (
                GROUPS.map((kind) => {
                  const members = rows
                    .map((row, index) => ({ row, index }))
                    .filter(({ row }) => row.kind === kind);
                  if (members.length === 0) return null;
                  const label = t(`groups.${kind}`);
                  return (
                    <div key={kind} role="group" aria-label={label}>
                      <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                        {label}
                      </p>
                      {members.map(({ row, index }) => (
                        <div
                          key={row.key}
                          id={optionId(index)}
                          role="option"
                          aria-selected={active === index}
                          tabIndex={-1}
                          onMouseDown={(event) => event.preventDefault()}
                          onMouseEnter={() => setActive(() => index)}
                          onClick={() => pick(row)}
                          className={clsx(
                            "flex cursor-pointer items-center gap-3 px-4 py-2 text-sm",
                            active === index
                              ? "bg-indigo-50 dark:bg-slate-800"
                              : "hover:bg-slate-50 dark:hover:bg-slate-800",
                          )}
                        >
                          {row.kind === "article" && (
                            <span className="min-w-0">
                              <span className="block truncate font-medium text-slate-900 dark:text-slate-100">
                                {row.title}
                              </span>
                              {row.snippet && (
                                <span className="block text-xs text-slate-700 dark:text-slate-300">
                                  <span className="font-medium">{t("inText")} </span>
                                  <Snippet parts={row.snippet} />
                                </span>
                              )}
                              <span className="block text-xs text-slate-500 dark:text-slate-400">
                                {formatDate(row.createdAt)}
                              </span>
                            </span>
                          )}
                          {row.kind === "highlight" && (
                            <span className="min-w-0">
                              <span className="block text-slate-900 dark:text-slate-100">{row.text}</span>
                              <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                                {row.articleTitle ? t("from", { title: row.articleTitle }) : t("fromUnknown")}
                                {" · "}
                                {t("by", { username: row.author })}
                              </span>
                            </span>
                          )}
                          {(row.kind === "comment" || row.kind === "spurq") && (
                            <span className="min-w-0">
                              <span className="block text-slate-900 dark:text-slate-100">
                                <Snippet parts={row.snippet} />
                              </span>
                              <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                                {row.kind === "spurq"
                                  ? t(row.where === "question" ? "questionBy" : "replyBy", {
                                      username: row.author,
                                    })
                                  : t("commentBy", { username: row.author })}
                                {" · "}
                                {row.articleTitle ? t("from", { title: row.articleTitle }) : t("fromUnknown")}
                              </span>
                            </span>
                          )}
                          {row.kind === "user" && (
                            <>
                              <Avatar name={row.username} src={row.avatar} className="h-7 w-7 text-xs" />
                              <span className="truncate font-medium text-slate-900 dark:text-slate-100">
                                {row.username}
                              </span>
                            </>
                          )}
                        </div>
                      ))}
                    </div>
                  );
                })
              )}
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** The words around a match, the word found marked. */
function Snippet({ parts }: { parts: SnippetParts }) {
  return (
    <>
      {parts.before}
      <mark className="rounded-sm bg-yellow-100 px-0.5 text-inherit dark:bg-yellow-900/60">
        {parts.match}
      </mark>
      {parts.after}
    </>
  );
}
