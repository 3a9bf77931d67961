// /api/user/profile and /api/user/avatar, and the one public route, /api/avatars/{uid}.
import { Router, type RequestHandler } from "express";
import { updateProfileBodySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import { notFound } from "../../lib/errors";
import { getAvatar } from "./avatars.repository";
import { removeAvatar, setAvatar, updateProfile } from "./profile.service";

export const profileRouter = Router();

profileRouter.patch(
  "/profile",
  handle({ body: updateProfileBodySchema }, ({ caller, body }) => updateProfile(caller, body)),
);
profileRouter.post(
  "/avatar",
  handle({}, ({ caller, req }) => setAvatar(caller, req)),
);
profileRouter.delete(
  "/avatar",
  requireFreshToken,
  handle({}, ({ caller }) => removeAvatar(caller)),
);

/** Mounted before authentication: an <img> cannot send a token. */
export const avatarsRouter = Router();

/** The shape of the uids this app has (Firebase's generated ones, the demo data's); nothing else is looked up. */
const UID_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The current version's URL is its image's for ever, so browsers and Hosting's CDN keep it a
 * year without asking again; any other version (an old link, a guessed one, none) gets the
 * current image, which must be asked for again each time. Unknown and malformed uids alike get
 * 404, so the route says nothing about which ids exist beyond whose picture it serves.
 */
const serveAvatar: RequestHandler = async (req, res) => {
  const uid = String(req.params.uid);
  const avatar = UID_SHAPE.test(uid) ? await getAvatar(uid) : undefined;
  if (!avatar) throw notFound("Avatar not found");
  const current = req.query.v === avatar.version;
  res.set({
    "Content-Type": "image/webp",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": current ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache",
  });
  res.send(Buffer.from(avatar.data));
};

avatarsRouter.get("/:uid", serveAvatar);
