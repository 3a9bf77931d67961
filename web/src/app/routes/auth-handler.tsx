// /__/auth/handler: the provider's return point. Loaded here, the app sets a flag, saves
// the query parameters for the redirect processing, and goes to the site root (then home).
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { markHandlerReturn } from "@/features/auth/google-redirect";
import { paths } from "@/config/paths";

export function AuthHandlerRoute() {
  const { t } = useTranslation("common");
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    new URLSearchParams(location.search).forEach((value, key) => params.set(key, value));
    markHandlerReturn(localStorage, params.toString());
    navigate(paths.landing.to(), { replace: true });
  }, [location.search, navigate]);

  return <Spinner label={t("status.completingSignIn")} />;
}
