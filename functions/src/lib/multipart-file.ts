// Reads the one file of a multipart upload: the PDF import and the avatar share it. In Cloud
// Functions the body is already buffered in req.rawBody, and busboy must be fed that buffer (piping
// the spent request would hang); elsewhere (tests) the request is piped. One part named `file`, at
// most `maxBytes`: beyond that, or with a second file, 413 and reading stops. What the file is, is
// for the caller to decide from its bytes.
import type { Request } from "express";
import { AppError, badRequest } from "./errors";

export interface UploadRules {
  maxBytes: number;
  /** The 413's text when the file is larger than maxBytes. */
  tooLarge: string;
  /** The 415's text when the request is not multipart/form-data. */
  notMultipart: string;
  /** The 413's text when a second file comes along. */
  oneAtATime: string;
  /** The 400's text when there is no file, or it is empty. */
  noFile: string;
}

/** The multipart envelope adds little; anything declared far over the limit is refused unread. */
const ENVELOPE_BYTES = 64 * 1024;

export async function readSingleFile(
  req: Request & { rawBody?: Buffer },
  rules: UploadRules,
): Promise<Buffer> {
  return (await readSingleUpload(req, rules)).bytes;
}

/** The file of the upload with the name the person's device gave it (some formats are told by it). */
export async function readSingleUpload(
  req: Request & { rawBody?: Buffer },
  rules: UploadRules,
): Promise<{ bytes: Buffer; name: string }> {
  if (!req.is("multipart/form-data")) throw new AppError(415, rules.notMultipart);
  const tooLarge = () => new AppError(413, rules.tooLarge);
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > rules.maxBytes + ENVELOPE_BYTES) throw tooLarge();

  const { default: busboy } = await import("busboy");
  return new Promise<{ bytes: Buffer; name: string }>((resolve, reject) => {
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy signals its limit when a file reaches it, so a file of exactly maxBytes would
        // count as too large: the limit is one byte more, and reaching it means over maxBytes.
        limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 10, parts: 12 },
      });
    } catch {
      return reject(badRequest("The upload is not valid multipart/form-data."));
    }
    let file: Buffer | undefined;
    let fileName = "";
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    parser.on("file", (name, stream, info) => {
      if (name !== "file") {
        stream.resume();
        return;
      }
      fileName = info.filename ?? "";
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge()));
      stream.on("close", () => {
        if (!failure) file = Buffer.concat(chunks);
      });
    });
    parser.on("filesLimit", () => fail(new AppError(413, rules.oneAtATime)));
    parser.on("partsLimit", () => fail(new AppError(413, "Too many parts in the upload.")));
    parser.on("error", () => reject(badRequest("The upload is not valid multipart/form-data.")));
    parser.on("close", () => {
      if (failure) return reject(failure);
      if (!file || file.length === 0) return reject(badRequest(rules.noFile));
      resolve({ bytes: file, name: fileName });
    });
    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
