// /share-target?title=…&text=…&url=…: a share that came as a GET (a browser without the service
// worker, or a plain link). It goes on to the create screen with the shared address, which imports
// it (after sign-in for a signed-out reader).
import { Navigate, useLocation } from "react-router-dom";
import { shareRoute } from "@/features/capture/capture-link";

export default function ShareTarget() {
  const query = new URLSearchParams(useLocation().search);
  return (
    <Navigate
      to={shareRoute({ title: query.get("title"), text: query.get("text"), url: query.get("url") })}
      replace
    />
  );
}
