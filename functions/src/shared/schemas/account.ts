// Settings → Account and Security, feedback and export: the contract the web app and the
// functions share.
import { z } from "zod";
import { BIO_MAX, usernameSchema } from "./auth";

/** PATCH /api/user/profile: the changed fields, at least one. */
export const updateProfileBodySchema = z
  .strictObject({
    username: usernameSchema,
    /** A new e-mail is not written here: Firebase Authentication's verify-before-update flow changes it. */
    email: z.string().trim().max(320).email("Please enter a valid email."),
    bio: z.string().max(BIO_MAX, "Bio must not exceed 160 characters.").nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one profile field to change.");
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** POST /api/user/avatar: one image part named `file`, judged by its bytes (any common format). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "Image is too large. Maximum size is 5MB.";
/** The stored avatar: a square WebP of this many pixels a side. */
export const AVATAR_SIZE = 256;

/** DELETE /api/user: the typed confirmation must equal the caller's username. */
export const deleteAccountBodySchema = z.strictObject({
  confirm: z.string().max(100),
});
/** The 400 when the typed confirmation is not the caller's username, exactly. */
export const DELETE_ACCOUNT_CONFIRM_MESSAGE = "Type your username exactly to confirm.";
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const FEEDBACK_TYPES = ["bug", "feature", "feedback"] as const;
export const FEEDBACK_SUBJECT_MIN = 5;
export const FEEDBACK_SUBJECT_MAX = 100;
export const FEEDBACK_DESCRIPTION_MIN = 20;
export const FEEDBACK_DESCRIPTION_MAX = 1000;

/** POST /api/feedback, with the limits of docs/product-spec.md §5. Both limits are inclusive. */
export const feedbackBodySchema = z.strictObject({
  type: z.enum(FEEDBACK_TYPES).default("feedback"),
  subject: z
    .string()
    .trim()
    .min(FEEDBACK_SUBJECT_MIN, "Subject must be at least 5 characters")
    .max(FEEDBACK_SUBJECT_MAX, "Subject must be less than 100 characters"),
  description: z
    .string()
    .trim()
    .min(FEEDBACK_DESCRIPTION_MIN, "Description must be at least 20 characters")
    .max(FEEDBACK_DESCRIPTION_MAX, "Description must be less than 1000 characters"),
  email: z.union([z.literal(""), z.string().trim().max(320).email("Invalid email address")]).optional(),
  /** The app's version and the route the form was opened from, for whoever triages it. */
  appVersion: z.string().max(40).optional(),
  page: z.string().max(300).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const EXPORT_FORMATS = ["json", "markdown"] as const;
/** POST /api/export { format: json|markdown }: starts the export job. */
export const exportBodySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { message: "format must be json or markdown." }),
});
export type ExportBody = z.infer<typeof exportBodySchema>;
