// /api/sms-consent and /api/share/{article,highlight}/sms: thin handlers over sharing.service.
import { Router } from "express";
import {
  shareArticleSmsBodySchema,
  shareHighlightSmsBodySchema,
  smsConsentBodySchema,
  smsConsentQuerySchema,
} from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import * as sms from "./sharing.service";

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
  handle({ body: shareArticleSmsBodySchema }, async ({ caller, body }) =>
    created(await sms.shareArticle(caller.uid, body.articleId, body)),
  ),
);
shareRouter.post(
  "/highlight/sms",
  requireFreshToken,
  handle({ body: shareHighlightSmsBodySchema }, async ({ caller, body }) =>
    created(await sms.shareHighlight(caller.uid, body.highlightId, body)),
  ),
);
