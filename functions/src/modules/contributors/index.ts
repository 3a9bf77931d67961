// The contributors module's public face: the week's top contributors, ranked hourly.
export { contributorsRouter } from "./contributors.routes";
export { rankTopContributors, type TopContributorsReport } from "./top-contributors.job";
export { contributorsOwnedData, contributorsCardPlaces } from "./contributors.owned-data";
export { topContributors } from "./contributors.service";
