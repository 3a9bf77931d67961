// /api/sms-consent and /api/share/{article,highlight}/sms: thin handlers over sms.service.
import { Router, type Request } from "express";
import {
  shareArticleSmsBodySchema,
  shareHighlightSmsBodySchema,
  smsConsentBodySchema,
  smsConsentQuerySchema,
} from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import * as sms from "./sms.service";

/** The app's address as the request reached it (Hosting forwards its own host). */
const appOrigin = (req: Request) => `${req.protocol}://${req.get("x-forwarded-host") ?? req.get("host")}`;

export const smsConsentRouter = Router();
smsConsentRouter.get(
  "/",
  handle({ query: smsConsentQuerySchema }, ({ caller, query }) =>
    sms.getConsent(caller.uid, query.phoneNumber),
  ),
);
smsConsentRouter.post(
  "/",
  requireFreshToken,
  handle({ body: smsConsentBodySchema }, ({ caller, body }) =>
    sms.recordConsent(caller.uid, body.phoneNumber, body.hasConsent, body.consentSource),
  ),
);

export const shareRouter = Router();
shareRouter.post(
  "/article/sms",
  requireFreshToken,
  handle({ body: shareArticleSmsBodySchema }, async ({ caller, body, req }) =>
    created(await sms.shareArticle(caller.uid, body.articleId, { ...body, appOrigin: appOrigin(req) })),
  ),
);
shareRouter.post(
  "/highlight/sms",
  requireFreshToken,
  handle({ body: shareHighlightSmsBodySchema }, async ({ caller, body, req }) =>
    created(await sms.shareHighlight(caller.uid, body.highlightId, { ...body, appOrigin: appOrigin(req) })),
  ),
);
