// The login tab: e-mail and password, 'Forgot password?', Sign In, 'Continue with Google'.
import { useState, type FormEvent } from "react";
import { useSession } from "@/lib/auth-context";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/form";
import { FormAlert } from "./form-alert";
import { GoogleButton } from "./google-button";

export function LoginForm() {
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
      // Spec 8: login errors on the auth page are only logged; the toast already told the user.
      console.error("Sign-in failed", error);
    } finally {
      setBusy(false);
    }
  };

  const onForgotPassword = async () => {
    if (!email.trim()) {
      setAlert("Please enter your email address");
      return;
    }
    setAlert(null);
    try {
      await resetPassword(email.trim());
    } catch (error) {
      console.error("Password reset failed", error);
    }
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate={false}>
      <FormAlert message={alert} />
      <TextInput
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="grid gap-1.5">
        <TextInput
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button
          type="button"
          className="justify-self-end text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
          onClick={onForgotPassword}
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" disabled={busy}>
        Sign In
      </Button>
      <Divider />
      <GoogleButton label="Continue with Google" onClick={() => void startGoogle("signIn")} />
    </form>
  );
}

export function Divider() {
  return (
    <div className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      or
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
