// /api/invitations: a thin handler over invitations.service. Sending reaches a stranger's inbox
// or phone, so it asks for a token that has not been revoked.
import { Router } from "express";
import { createInvitationBodySchema } from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import { createInvitation } from "./invitations.service";

export const invitationsRouter = Router();

invitationsRouter.post(
  "/",
  requireFreshToken,
  handle({ body: createInvitationBodySchema }, async ({ caller, body }) =>
    created(await createInvitation(caller.uid, body)),
  ),
);
