// Registration and login checks (docs/product-spec.md §5, Registration), plus the server's username
// rule (shared schema).
import { usernameSchema } from "@shared";
import { i18n, translateMessage } from "@/lib/i18n";

export const PASSWORD_MIN = 6;

/** The alert text for a registration form, or null when it may be sent. */
export function validateRegistration(input: {
  username: string;
  email: string;
  password: string;
}): string | null {
  if (!input.username.trim() || !input.email.trim() || !input.password) {
    return i18n.t("auth:validation.fillAllFields");
  }
  if (input.password.length < PASSWORD_MIN) {
    return i18n.t("auth:validation.passwordTooShort", { min: PASSWORD_MIN });
  }
  const username = usernameSchema.safeParse(input.username);
  if (!username.success) {
    const message = username.error.issues[0]?.message;
    return message ? translateMessage(message) : i18n.t("auth:validation.invalidUsername");
  }
  return null;
}
