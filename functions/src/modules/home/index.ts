// The home module's public face: Home's first screen in one answer, composed from the modules that
// own each part.
export { homeRouter } from "./home.routes";
export { homeScreen } from "./home.service";
