// The library import module's public face: 'Bring your library', another service's export file
// read (each format by its own parser), shown, and imported as a job with its report.
export { libraryImportsRouter } from "./library-import.routes";
export { libraryImportRunner, setLibraryFetcherOptions } from "./library-import.job";
export { readLibraryFile, startLibraryImport } from "./library-import.service";
export { libraryImportOwnedData } from "./library-import.owned-data";
