// Main mode's 'Find users': searches from 2 trimmed characters, 300 ms after the
// last keystroke, and lists the matches under 'Search Results' with the matching action.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { USER_SEARCH_MIN } from "@shared";
import { toast } from "@/components/ui/toast-store";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useUserSearch } from "../api/search-users";
import { PersonRow } from "./person-row";
import { RelationshipAction } from "./relationship-action";

/** `autoFocus`: the field takes the focus when it first shows (Friends opened to find people). */
export function FindUsers({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation("friends");
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim());
  const search = useUserSearch(query);
  const inputId = useId();

  useEffect(() => {
    if (search.isError) toast({ title: t("search.failed"), variant: "destructive" });
  }, [search.isError, t]);

  const active = query.length >= USER_SEARCH_MIN;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t("search.label")}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Only when the person followed a link that asked for the search.
        autoFocus={autoFocus}
        placeholder={t("search.placeholder")}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:min-h-0 dark:border-slate-600 dark:bg-slate-900"
      />
      {active && (
        <section aria-label={t("search.results")} className="mt-3">
          <h3 className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-50">
            {t("search.results")}
          </h3>
          {search.isPending ? (
            <p role="status" className="text-sm text-slate-500">
              {t("search.searching")}
            </p>
          ) : search.data && search.data.length > 0 ? (
            <ul>
              {search.data.map((person) => (
                <PersonRow key={person.id} person={person}>
                  <RelationshipAction
                    userId={person.id}
                    username={person.username}
                    relationship={person.relationship}
                  />
                </PersonRow>
              ))}
            </ul>
          ) : (
            <p role="status" className="text-sm text-slate-500">
              {t("search.noResults")}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
