// The register tab: username, e-mail, password, Create Account, 'Sign up with Google'. The
// username and password rules stand beside their fields from the start; a refusal shows once,
// beside the field it concerns (or above the form when it concerns the whole form), and goes when
// that field is changed.
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/auth-context";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/form";
import { PASSWORD_MIN, USERNAME_RULE } from "../username-rule";
import type { SignUpField } from "../errors";
import { FormAlert } from "./form-alert";
import { GoogleButton } from "./google-button";
import { Divider } from "./login-form";

// The username rule is the server's zod schema, and zod with the contract is the biggest part of
// the auth page: it loads when the visitor starts filling in the form, not with the page.
const loadValidation = () => import("../validation");

/** The form's fields, as a sign-up failure names them. */
const FIELD = { username: "username", email: "email", password: "password" } as const;

interface Problem {
  field: SignUpField;
  message: string;
}

/** The field a sign-up failure names, when the flow said (a SignUpError carries it). */
const fieldOf = (error: unknown): SignUpField => {
  const field = (error as { field?: unknown } | null)?.field;
  return field === "username" || field === "email" || field === "password" ? field : null;
};

export function RegisterForm() {
  const { t } = useTranslation("auth");
  const { signUp, startGoogle } = useSession();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  /** Shows a problem, taking the focus to its field so that it is read out with its message. */
  const show = (found: Problem | null) => {
    setProblem(found);
    const input = { username: usernameInput, email: emailInput, password: passwordInput };
    if (found?.field) input[found.field].current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let found: Problem | null;
    try {
      found = (await loadValidation()).registrationProblem({ username, email, password });
    } catch {
      found = { field: null, message: t("errors.registration.fallback") };
    }
    show(found);
    if (found) return;
    setBusy(true);
    try {
      await signUp(username.trim(), email.trim(), password);
    } catch (error) {
      show({
        field: fieldOf(error),
        message: error instanceof Error && error.message ? error.message : t("errors.registration.fallback"),
      });
    } finally {
      setBusy(false);
    }
  };

  /** A field's own message, if the problem is its. */
  const errorOf = (field: Exclude<SignUpField, null>) =>
    problem?.field === field ? problem.message : undefined;
  /** Typing in the field a problem belongs to clears it: the message was about the old value. */
  const edited = (field: Exclude<SignUpField, null>) => {
    if (problem && (problem.field === field || problem.field === null)) setProblem(null);
  };

  const signUpWithGoogle = () => void startGoogle("signUp");

  return (
    <form className="grid gap-4" onSubmit={onSubmit} onFocus={() => void loadValidation()} noValidate>
      <FormAlert message={problem && !problem.field ? problem.message : null} />
      <TextInput
        ref={usernameInput}
        label={t("fields.username")}
        name="username"
        autoComplete="username"
        value={username}
        hint={t("register.usernameHint", USERNAME_RULE)}
        error={errorOf(FIELD.username)}
        onChange={(event) => {
          setUsername(event.target.value);
          edited(FIELD.username);
        }}
      />
      <TextInput
        ref={emailInput}
        label={t("fields.email")}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={errorOf(FIELD.email)}
        onChange={(event) => {
          setEmail(event.target.value);
          edited(FIELD.email);
        }}
      />
      <TextInput
        ref={passwordInput}
        label={t("fields.password")}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        hint={t("register.passwordHint", { min: PASSWORD_MIN })}
        error={errorOf(FIELD.password)}
        onChange={(event) => {
          setPassword(event.target.value);
          edited(FIELD.password);
        }}
      />
      <Button type="submit" disabled={busy}>
        {t("register.submit")}
      </Button>
      <Divider />
      <GoogleButton label={t("register.google")} onClick={signUpWithGoogle} />
    </form>
  );
}
