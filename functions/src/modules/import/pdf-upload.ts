// Reads the one PDF of a multipart upload: one part named `file`, at most 10 MB
// (lib/multipart-file.ts reads it, from req.rawBody in Cloud Functions).
import type { Request } from "express";
import { PDF_MAX_BYTES, PDF_TOO_LARGE } from "../../shared";
import { readSingleFile } from "../../lib/multipart-file";

export function readPdfUpload(req: Request & { rawBody?: Buffer }): Promise<Buffer> {
  return readSingleFile(req, {
    maxBytes: PDF_MAX_BYTES,
    tooLarge: PDF_TOO_LARGE,
    notMultipart: "Send the PDF as multipart/form-data with a part named file.",
    oneAtATime: "Upload one PDF at a time.",
    noFile: "No file selected. Please select a PDF file to upload.",
  });
}
