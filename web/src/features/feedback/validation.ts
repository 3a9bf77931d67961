// The feedback form checks what it sends with the server's own schema: one source for the
// limits and the messages. Messages stay English here; the form shows them translated.
import { feedbackBodySchema, type FeedbackBody } from "@shared";

export type FeedbackField = "type" | "subject" | "description" | "email";
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export interface FeedbackInput {
  type: FeedbackBody["type"];
  subject: string;
  description: string;
  email: string;
}

/** The body to send, or the first message of each field that is wrong. */
export function validateFeedback(
  input: FeedbackInput,
  context: { appVersion: string; page?: string | undefined },
): { body: FeedbackBody; errors?: undefined } | { body?: undefined; errors: FeedbackErrors } {
  const parsed = feedbackBodySchema.safeParse({
    ...input,
    email: input.email.trim(),
    appVersion: context.appVersion,
    ...(context.page ? { page: context.page } : {}),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: FeedbackErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FeedbackField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
