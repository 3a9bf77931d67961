// Turns an uploaded picture into the stored avatar: decoded with sharp, whatever its name or
// declared type said, turned upright by its EXIF orientation, cropped to a centred square,
// shrunk to AVATAR_SIZE and re-encoded as WebP. sharp writes no metadata unless asked, so EXIF
// (camera, GPS position), XMP and ICC data stay behind.
//
// The status codes: not an image format we take (text, PDF, SVG...) 415; an image whose pixels
// cannot be decoded (truncated, corrupt) 422, since the request was well formed and of the right
// type but its content is unusable; more pixels than MAX_INPUT_PIXELS 413.
import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import { AVATAR_SIZE } from "../../shared";
import { AppError } from "../../lib/errors";
import { oneAtATime } from "../../lib/one-at-a-time";

/**
 * Formats a person's photo comes in. SVG is refused (a document, not a picture: scripts, external
 * references), and so are PDF and the rarer formats libvips could also open.
 */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif", "avif", "tiff"]);

/**
 * Against decompression bombs (a few kilobytes of PNG that decode to gigabytes): sharp reads the
 * dimensions from the header and refuses before decoding. 50 megapixels admits every phone photo
 * (a 48 MP camera writes 8064 x 6048); decoded, that is at most 200 MB, which one image at a time
 * (below) keeps within the function's 512 MiB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const WEBP_QUALITY = 82;

export const NOT_AN_IMAGE =
  "This file is not an image. Please choose a JPEG, PNG, WebP, GIF, HEIC or AVIF picture.";
export const UNREADABLE_IMAGE =
  "This image could not be read; it may be damaged. Please choose another picture.";
export const TOO_MANY_PIXELS =
  "This image has too many pixels (at most 50 megapixels). Please choose a smaller picture.";

export interface AvatarImage {
  webp: Buffer;
  /** Short hash of the stored bytes: it names this image in the avatar's URL. */
  version: string;
}

let loadedSharp: Promise<SharpFactory> | undefined;

/** sharp (and libvips) load on the first avatar, not with the rest of the API. */
function sharpModule(): Promise<SharpFactory> {
  loadedSharp ??= loadSharp();
  return loadedSharp;
}

async function loadSharp() {
  const { default: sharp } = await import("sharp");
  // A function instance serves many requests; libvips' operation cache only holds memory here.
  sharp.cache(false);
  return sharp;
}

type SharpFactory = Awaited<ReturnType<typeof loadSharp>>;

/** One picture at a time per instance: a large decode must not meet another in 512 MiB. */
export const toAvatarImage = oneAtATime(async (input: Buffer): Promise<AvatarImage> => {
  const sharp = await sharpModule();
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning", autoOrient: true });
  const format = await formatOf(image);
  if (!ACCEPTED_FORMATS.has(format)) throw new AppError(415, NOT_AN_IMAGE);
  let webp: Buffer;
  try {
    webp = await image
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "centre" })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    throw decodeError(error);
  }
  return { webp, version: createHash("sha256").update(webp).digest("base64url").slice(0, 12) };
});

async function formatOf(image: Sharp): Promise<string> {
  try {
    return (await image.metadata()).format;
  } catch (error) {
    // libvips recognised no format at all: not an image. Anything else is a damaged one.
    if (/unsupported image format/i.test(messageOf(error))) throw new AppError(415, NOT_AN_IMAGE);
    throw decodeError(error);
  }
}

function decodeError(error: unknown): AppError {
  if (/pixel limit/i.test(messageOf(error))) return new AppError(413, TOO_MANY_PIXELS);
  return new AppError(422, UNREADABLE_IMAGE);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
