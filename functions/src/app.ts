// createApp(): the Express app behind the `api` Cloud Function. Tests import it directly.
// Middleware order matters: request id and logging, body parsing, token verification, the
// identity rules, then the routers; unknown paths and errors last.
import express, { type Express } from "express";
import { PAGE_BODY_MAX_BYTES } from "./shared";
import { jsonBody } from "./middleware/json-body";
import { requestContext } from "./middleware/request-context";
import { authenticate } from "./middleware/authenticate";
import { appCheck, type AppCheckVerifier } from "./middleware/app-check";
import type { AppCheckMinter } from "./lib/app-check-local";
import { identity } from "./middleware/identity";
import { activeAccount } from "./middleware/active-account";
import { errorHandler, unknownRoute } from "./middleware/error-handler";
import { usersRouter, friendsRouter } from "./modules/friends";
import { articlesRouter, foldersRouter, pageLayerRouter, tagsRouter } from "./modules/articles";
import { commentsRouter, highlightsRouter } from "./modules/annotations";
import { progressRouter } from "./modules/progress";
import { statisticsRouter } from "./modules/statistics";
import { friendArticlesRouter, spurqsRouter } from "./modules/spurqs";
import { shareRouter, smsConsentRouter } from "./modules/sharing";
import { groupChatsRouter } from "./modules/group-chats";
import { accountRouter, exportRouter } from "./modules/account";
import { authRouter, extensionAppCheckRouter } from "./modules/auth";
import { contributorsRouter } from "./modules/contributors";
import { dailyQuestionRouter } from "./modules/daily-question";
import { feedbackRouter } from "./modules/feedback";
import { invitationsRouter } from "./modules/invitations";
import { avatarsRouter, profileRouter } from "./modules/profile";
import { searchRouter } from "./modules/search";
import { settingsRouter } from "./modules/settings";
import { jobsRouter } from "./modules/jobs";
import { libraryImportsRouter } from "./modules/library-import";
import { homeRouter } from "./modules/home";
import { httpLimits } from "./middleware/http-limits";
import { guardWanted } from "./lib/production-guard/wanted";

/**
 * JSON bodies are small, except article bodies (up to 2,000,000 characters of content) and pages
 * saved as rendered (PAGE_BODY_MAX_BYTES).
 */
const JSON_BODY_LIMIT = 100 * 1024;
const ARTICLE_JSON_BODY_LIMIT = 8 * 1024 * 1024;

export interface AppOptions {
  /** App Check: enforced when APP_CHECK_ENFORCE=true outside the emulator, unless a test says. */
  appCheck?: { enforce?: boolean; verify?: AppCheckVerifier; mint?: AppCheckMinter };
}

export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  // One hop: Google's front end appends the address that connected to it as the last entry of
  // X-Forwarded-For; anything before it came from the client and may be forged. So `req.ip` is
  // that last entry (or, with no header, the connection's own address). `true` would make it the
  // first entry, which any client can set.
  app.set("trust proxy", 1);

  // Under the production guard, Cloud Run's request and response size limits hold here too.
  if (guardWanted()) app.use(httpLimits());

  const api = express.Router();
  api.use(requestContext);
  // Parsed before authentication (identity, after it, reads `firebaseUid` from the body); in Cloud
  // Functions the framework has buffered the body anyway, and these limits are checked against it.
  api.use("/articles/from-page", jsonBody(PAGE_BODY_MAX_BYTES));
  api.use("/articles", jsonBody(ARTICLE_JSON_BODY_LIMIT));
  api.use(jsonBody(JSON_BODY_LIMIT));
  // The one public route: avatars are <img> sources, which cannot carry a token.
  api.use("/avatars", avatarsRouter);
  // The app's own instance first (App Check), then the user (the ID token).
  api.use(appCheck(options.appCheck));
  api.use(authenticate);
  api.use(identity);
  api.use("/auth", extensionAppCheckRouter(options.appCheck?.mint));
  api.use("/auth", authRouter);
  // DELETE /api/user resumes a deletion the account is marked for; every other write needs an
  // active account (middleware/active-account.ts).
  api.use("/user", accountRouter);
  api.use(activeAccount);
  api.use("/user", settingsRouter);
  api.use("/user", progressRouter);
  api.use("/user", profileRouter);
  api.use("/articles", pageLayerRouter);
  api.use("/articles", articlesRouter);
  api.use("/folders", foldersRouter);
  api.use("/tags", tagsRouter);
  api.use("/highlights", highlightsRouter);
  api.use("/comments", commentsRouter);
  api.use("/home", homeRouter);
  api.use("/search", searchRouter);
  api.use("/sms-consent", smsConsentRouter);
  api.use("/share", shareRouter);
  api.use("/spurqs", spurqsRouter);
  api.use("/friends", friendArticlesRouter);
  api.use("/friends", friendsRouter);
  api.use("/users", usersRouter);
  api.use("/group-chats", groupChatsRouter);
  api.use("/invitations", invitationsRouter);
  api.use("/statistics", statisticsRouter);
  api.use("/contributors", contributorsRouter);
  api.use("/daily-question", dailyQuestionRouter);
  api.use("/feedback", feedbackRouter);
  api.use("/export", exportRouter);
  api.use("/jobs", jobsRouter);
  api.use("/library-imports", libraryImportsRouter);
  api.use(unknownRoute);

  app.use("/api", api);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
