// The web app's version (web/package.json), sent with feedback so whoever triages it knows which
// build it came from. A named JSON import: the bundle keeps the version string and nothing else.
import { version } from "../../package.json";

export const APP_VERSION: string = version;
