// Reads the one PDF of a multipart upload (SECURITY.md, "Uploads"). In Cloud Functions the body
// is already buffered in req.rawBody, and busboy must be fed that buffer (piping the spent
// request would hang); elsewhere (tests) the request is piped. One part named `file`, at most
// 10 MB: beyond that, or with a second file, 413 and reading stops.
import type { Request } from "express";
import { PDF_MAX_BYTES, PDF_TOO_LARGE } from "../../shared";
import { AppError, badRequest } from "../../lib/errors";

const tooLarge = () => new AppError(413, PDF_TOO_LARGE);

export async function readPdfUpload(req: Request & { rawBody?: Buffer }): Promise<Buffer> {
  if (!req.is("multipart/form-data"))
    throw new AppError(415, "Send the PDF as multipart/form-data with a part named file.");
  const declared = Number(req.get("content-length"));
  // The multipart envelope adds little; anything far over the file limit is refused unread.
  if (Number.isFinite(declared) && declared > PDF_MAX_BYTES + 64 * 1024) throw tooLarge();

  const { default: busboy } = await import("busboy");
  return new Promise<Buffer>((resolve, reject) => {
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: PDF_MAX_BYTES, fields: 10, parts: 12 },
      });
    } catch {
      return reject(badRequest("The upload is not valid multipart/form-data."));
    }
    let file: Buffer | undefined;
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    parser.on("file", (name, stream) => {
      if (name !== "file") {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge()));
      stream.on("close", () => {
        if (!failure) file = Buffer.concat(chunks);
      });
    });
    parser.on("filesLimit", () => fail(new AppError(413, "Upload one PDF at a time.")));
    parser.on("partsLimit", () => fail(new AppError(413, "Too many parts in the upload.")));
    parser.on("error", () => reject(badRequest("The upload is not valid multipart/form-data.")));
    parser.on("close", () => {
      if (failure) return reject(failure);
      if (!file || file.length === 0)
        return reject(badRequest("No file selected. Please select a PDF file to upload."));
      resolve(file);
    });
    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
