// The import module's public face: an article from a web address or a PDF, extracted,
// sanitised and stored for the reader.
export { fetchArticle, importFetchOptions, importFromUrl, isSiteTrouble } from "./url-import.service";
export { importFromPage } from "./page-import.service";
export { importFromPdf } from "./pdf-import.service";
export { readPdfUpload } from "./pdf-upload";
