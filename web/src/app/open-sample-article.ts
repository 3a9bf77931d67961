// The checklist's sample article: a short text bundled with the app (the firstRun texts, in the
// interface language), saved into the reader's library through the ordinary POST /api/articles and
// opened, so a newcomer can highlight at once. Its id is kept in the reader's preferences
// (sampleArticleId): a second click, on any device, opens that article rather than saving another.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { TFunction } from "i18next";
import type { CreateArticleBody } from "@shared";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { articleQueryOptions } from "@/features/articles/api/get-article";
import { useCreateArticle } from "@/features/articles/api/create-article";
import { preferencesQueryOptions } from "@/features/settings/api/get-preferences";
import { useUpdatePreferences } from "@/features/settings/api/update-preferences";

const PARAGRAPHS = ["p1", "p2", "p3", "p4"] as const;

/** The sample in the interface language: its paragraphs a blank line apart, as typed text is. */
export function sampleArticle(t: TFunction<"firstRun">): CreateArticleBody {
  return {
    title: t("sample.title"),
    author: t("sample.author"),
    content: PARAGRAPHS.map((key) => t(`sample.paragraphs.${key}`)).join("\n\n"),
  };
}

/** Opens the reader's sample article, saving it first when they have none (or it is gone). */
export function useOpenSampleArticle() {
  const { t } = useTranslation("firstRun");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: create } = useCreateArticle();
  const { mutateAsync: remember } = useUpdatePreferences();
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const { sampleArticleId } = await queryClient.ensureQueryData(preferencesQueryOptions());
      if (sampleArticleId) {
        try {
          // The read the article screen makes anyway: it opens from this cache.
          await queryClient.fetchQuery(articleQueryOptions(sampleArticleId));
          return sampleArticleId;
        } catch (error) {
          // Deleted since: save a new one. Any other failure is the click's failure.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      }
      const { id } = await create(sampleArticle(t));
      // Saved: opening it matters more than remembering it. Should remembering fail, a later
      // click saves another copy, which the reader can delete.
      await remember({ sampleArticleId: id }).catch(() => undefined);
      return id;
    },
    onSuccess: (id) => navigate(paths.article.to(id)),
  });
}
