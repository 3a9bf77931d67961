// App-wide providers: TanStack Query, the session (inside the router: its flows navigate),
// appearance, toasts and an error boundary.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryClient } from "@/lib/query-client";
import { SessionProvider } from "@/features/auth/components/session-provider";
import { Toaster } from "@/components/ui/toaster";
import { AppearanceSync } from "./appearance-sync";
import { LanguageSync } from "./language-sync";

/** What a crashed screen shows. Above every Suspense boundary, so it never suspends. */
function CrashScreen() {
  const { t } = useTranslation("common", { useSuspense: false });
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{t("errors.crashTitle")}</h1>
      <p className="text-slate-600">{t("errors.crashHint")}</p>
      <button
        type="button"
        className="rounded-md bg-indigo-600 px-4 py-2 text-white"
        onClick={() => window.location.reload()}
      >
        {t("actions.reload")}
      </button>
    </div>
  );
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unhandled UI error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashScreen />;
  }
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AppearanceSync />
          <LanguageSync />
          {children}
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
