// The create screen's capture: read once from its query (an address and a quote, or a shared
// file's id), then the query is cleared, so a reload or Back does not import the page again.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import { readCaptureRequest } from "./capture-link";
import { takeSharedFile } from "./shared-files";

/** One taking per file id, however often the effect runs (React runs it twice in development). */
const taken = new Map<string, Promise<File | null>>();
const takeOnce = (id: string) => {
  let taking = taken.get(id);
  if (!taking) {
    taking = takeSharedFile(id).catch(() => null);
    taken.set(id, taking);
  }
  return taking;
};

export type CaptureState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; start: { url: string } | { file: File }; quote: string | null };

export function useCaptureRequest(): CaptureState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [request] = useState(() => readCaptureRequest(params));
  const [state, setState] = useState<CaptureState>(() =>
    request?.kind === "url"
      ? { status: "ready", start: { url: request.url }, quote: request.quote }
      : request?.kind === "file"
        ? { status: "loading" }
        : { status: "none" },
  );

  const handled = useRef(false);
  useEffect(() => {
    if (!request) return;
    if (!handled.current) {
      handled.current = true;
      navigate(pathname, { replace: true });
      if (request.kind === "empty") {
        toast({
          title: i18n.t("capture:share.noAddress"),
          description: i18n.t("capture:share.noAddressDescription"),
          variant: "destructive",
        });
      }
    }
    if (request.kind !== "file") return;
    let live = true;
    void takeOnce(request.id).then((file) => {
      if (!live) return;
      if (file) {
        setState({ status: "ready", start: { file }, quote: null });
        return;
      }
      setState({ status: "none" });
      toast({
        title: i18n.t("capture:share.fileGone"),
        description: i18n.t("capture:share.fileGoneDescription"),
        variant: "destructive",
      });
    });
    return () => {
      live = false;
    };
    // Once, on arrival: the query is cleared right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}
