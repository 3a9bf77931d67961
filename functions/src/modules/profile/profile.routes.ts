// /api/user/profile and /api/user/avatar, and the one public route, /api/avatars/{uid}.
import { Router, type Request, type RequestHandler } from "express";
import { updateProfileBodySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import { notFound } from "../../lib/errors";
import { takeAllowance } from "../rate-limits";
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
/** How long a picture asked for by another version (an old link, a guessed one, none) is kept. */
const SHORT_SECONDS = 60;

/**
 * Who asks, as two keys. Behind a Hosting rewrite a request reaches the function with
 * X-Forwarded-For ending in the address Hosting's edge saw (the reader's, appended by Hosting),
 * then the edge's own address (appended by Google's front end): the last entry alone is the edge,
 * one counter for every reader it serves. So a reader is the pair of the last two entries, which
 * no client can choose: entries before them are whatever the client sent. Called directly (not
 * through Hosting) the first of the pair is the client's own entry, so a client could vary it;
 * the second key, the last entry alone, bounds that hop (an edge, or that client) at a higher
 * allowance.
 */
export function clientKeys(req: Request): { reader: string; hop: string } {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hop = forwarded.at(-1) ?? req.socket.remoteAddress ?? "unknown";
  const seenByHop = forwarded.at(-2);
  return { reader: seenByHop ? `${seenByHop}>${hop}` : hop, hop };
}

/**
 * The current version's URL is its image's for ever, so browsers and Hosting's CDN (s-maxage)
 * keep it a year without asking again; any other version (an old link, a guessed one, none) gets
 * the current image, kept a minute. Unknown and malformed uids alike get 404, so the route says
 * nothing about which ids exist beyond whose picture it serves. What reaches the function is
 * counted per client address (a well-formed uid only: the shape check costs nothing).
 */
const serveAvatar: RequestHandler = async (req, res) => {
  const uid = String(req.params.uid);
  if (!UID_SHAPE.test(uid)) throw notFound("Avatar not found");
  const { reader, hop } = clientKeys(req);
  await takeAllowance({ avatarRequest: reader, avatarRequestHop: hop });
  const avatar = await getAvatar(uid);
  if (!avatar) throw notFound("Avatar not found");
  const current = req.query.v === avatar.version;
  const seconds = current ? YEAR_SECONDS : SHORT_SECONDS;
  res.set({
    "Content-Type": "image/webp",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": `public, max-age=${seconds}, s-maxage=${seconds}${current ? ", immutable" : ""}`,
  });
  res.send(Buffer.from(avatar.data));
};

avatarsRouter.get("/:uid", serveAvatar);
