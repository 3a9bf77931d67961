// Registration and login checks of spec 5, plus the server's username rule (shared schema).
import { usernameSchema } from "@shared";

export const PASSWORD_MIN = 6;

/** The alert text for a registration form, or null when it may be sent. */
export function validateRegistration(input: {
  username: string;
  email: string;
  password: string;
}): string | null {
  if (!input.username.trim() || !input.email.trim() || !input.password) return "Please fill in all fields";
  if (input.password.length < PASSWORD_MIN) return "Password must be at least 6 characters long";
  const username = usernameSchema.safeParse(input.username);
  if (!username.success) return username.error.issues[0]?.message ?? "Please enter a valid username.";
  return null;
}
