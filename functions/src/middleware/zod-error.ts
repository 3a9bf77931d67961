// Turns zod issues into the API's 400: the first issue's message, prefixed by its field.
import type { ZodError } from "zod";
import { badRequest, type AppError } from "../lib/errors";

export function zodToAppError(error: ZodError): AppError {
  const issue = error.issues[0];
  if (!issue) return badRequest("Invalid request.");
  const field = issue.path.map(String).join(".");
  const message =
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
  return badRequest(field ? `${field}: ${message}` : message, {
    ...(field ? { field } : {}),
    issues: error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
  });
}
