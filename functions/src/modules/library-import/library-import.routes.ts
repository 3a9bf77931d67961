// POST /api/library-imports: the reader's export file (multipart, one part named `file`) read and
// kept; answers what it holds. POST /api/library-imports/start: its import, as a job (202).
import { Router } from "express";
import { readSingleUpload } from "../../lib/multipart-file";
import { accepted, handle } from "../../middleware/handler";
import { LIBRARY_FILE_BYTES_MAX } from "./limits";
import { readLibraryFile, startLibraryImport } from "./library-import.service";

export const libraryImportsRouter = Router();

const MIB = LIBRARY_FILE_BYTES_MAX / (1024 * 1024);

libraryImportsRouter.post(
  "/",
  handle({}, async ({ caller, req }) => {
    const file = await readSingleUpload(req, {
      maxBytes: LIBRARY_FILE_BYTES_MAX,
      tooLarge: `This file is too large: an export of at most ${MIB} MB is read at once. Please export in parts.`,
      notMultipart: "Send the export file as multipart/form-data with a part named file.",
      oneAtATime: "Upload one export file at a time.",
      noFile: "No file selected. Please choose your export file.",
    });
    return readLibraryFile(caller.uid, file);
  }),
);

libraryImportsRouter.post(
  "/start",
  handle({}, async ({ caller }) => accepted(await startLibraryImport(caller.uid))),
);
