// The register tab: username, e-mail, password, Create Account, 'Sign up with Google'.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/auth-context";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/form";
import { FormAlert } from "./form-alert";
import { GoogleButton } from "./google-button";
import { Divider } from "./login-form";

// The username rule is the server's zod schema, and zod with the contract is the biggest part of
// the auth page: it loads when the visitor starts filling in the form, not with the page.
const loadValidation = () => import("../validation");

export function RegisterForm() {
  const { t } = useTranslation("auth");
  const { signUp, startGoogle } = useSession();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let problem: string | null;
    try {
      problem = (await loadValidation()).validateRegistration({ username, email, password });
    } catch {
      problem = t("errors.registration.fallback");
    }
    setAlert(problem);
    if (problem) return;
    setBusy(true);
    try {
      await signUp(username.trim(), email.trim(), password);
    } catch (error) {
      setAlert(error instanceof Error && error.message ? error.message : t("errors.registration.fallback"));
    } finally {
      setBusy(false);
    }
  };

  const signUpWithGoogle = () => void startGoogle("signUp");

  return (
    <form className="grid gap-4" onSubmit={onSubmit} onFocus={() => void loadValidation()} noValidate>
      <FormAlert message={alert} />
      <TextInput
        label={t("fields.username")}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextInput
        label={t("fields.email")}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextInput
        label={t("fields.password")}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {t("register.submit")}
      </Button>
      <Divider />
      <GoogleButton label={t("register.google")} onClick={signUpWithGoogle} />
    </form>
  );
}
