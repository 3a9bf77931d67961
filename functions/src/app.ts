// createApp(): the Express app behind the `api` Cloud Function. Tests import it directly.
// Middleware order matters: request id and logging, body parsing, token verification, the
// identity rules, then the routers; unknown paths and errors last.
import express, { type Express } from "express";
import { requestContext } from "./middleware/request-context";
import { authenticate } from "./middleware/authenticate";
import { identity } from "./middleware/identity";
import { errorHandler, unknownRoute } from "./middleware/error-handler";
import { authRouter } from "./modules/auth/auth.routes";
import { settingsRouter } from "./modules/settings/settings.routes";

/** JSON bodies are small; file uploads (a later issue) have their own multipart route and limits. */
export const JSON_BODY_LIMIT = "100kb";

export function createApp(): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);

  const api = express.Router();
  api.use(requestContext);
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(authenticate);
  api.use(identity);
  api.use("/auth", authRouter);
  api.use("/user", settingsRouter);
  api.use(unknownRoute);

  app.use("/api", api);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
