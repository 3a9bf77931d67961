// The login tab: e-mail and password, 'Forgot password?', Sign In, 'Continue with Google'.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/auth-context";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/form";
import { FormAlert } from "./form-alert";
import { GoogleButton } from "./google-button";

export function LoginForm() {
  const { t } = useTranslation("auth");
  const { signIn, resetPassword, startGoogle } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setBusy(true);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      // Login errors on the auth page are only logged: the toast already told the user.
      console.error("Sign-in failed", error);
    } finally {
      setBusy(false);
    }
  };

  const onForgotPassword = async () => {
    if (!email.trim()) {
      setAlert(t("validation.enterEmail"));
      return;
    }
    setAlert(null);
    try {
      await resetPassword(email.trim());
    } catch (error) {
      console.error("Password reset failed", error);
    }
  };

  const continueWithGoogle = () => void startGoogle("signIn");

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate={false}>
      <FormAlert message={alert} />
      <TextInput
        label={t("fields.email")}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="grid gap-1.5">
        <TextInput
          label={t("fields.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button
          type="button"
          className="min-h-11 justify-self-end text-sm font-medium text-indigo-600 sm:min-h-0 hover:underline dark:text-indigo-400"
          onClick={onForgotPassword}
        >
          {t("login.forgotPassword")}
        </button>
      </div>
      <Button type="submit" disabled={busy}>
        {t("login.submit")}
      </Button>
      <Divider />
      <GoogleButton label={t("login.google")} onClick={continueWithGoogle} />
    </form>
  );
}

export function Divider() {
  const { t } = useTranslation("auth");
  return (
    <div className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      {t("or")}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
