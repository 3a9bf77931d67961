// Registration and login checks (docs/product-spec.md §5, Registration), plus the server's username
// rule (shared schema).
import { usernameSchema } from "@shared";
import { i18n, translateMessage } from "@/lib/i18n";
import { PASSWORD_MIN } from "./username-rule";

export { PASSWORD_MIN };

/** What is wrong with a registration form: the message, and the field it belongs beside (if one). */
export interface RegistrationProblem {
  field: "username" | "password" | null;
  message: string;
}

/** The problem of a registration form, or null when it may be sent. */
export function registrationProblem(input: {
  username: string;
  email: string;
  password: string;
}): RegistrationProblem | null {
  if (!input.username.trim() || !input.email.trim() || !input.password) {
    return { field: null, message: i18n.t("auth:validation.fillAllFields") };
  }
  if (input.password.length < PASSWORD_MIN) {
    return { field: "password", message: i18n.t("auth:validation.passwordTooShort", { min: PASSWORD_MIN }) };
  }
  const username = usernameSchema.safeParse(input.username);
  if (!username.success) {
    const message = username.error.issues[0]?.message;
    return {
      field: "username",
      message: message ? translateMessage(message) : i18n.t("auth:validation.invalidUsername"),
    };
  }
  return null;
}

/** The alert text for a registration form, or null when it may be sent. */
export function validateRegistration(input: {
  username: string;
  email: string;
  password: string;
}): string | null {
  return registrationProblem(input)?.message ?? null;
}
