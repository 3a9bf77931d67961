// A user's rolled-up statistics (lib/owned-data.ts): users/{uid}/statistics, each period naming
// the uid for the jobs' collection-group reads.
import { userSubcollection, type OwnedData } from "../../lib/owned-data";
import { STATISTICS } from "./statistics.repository";

export const statisticsOwnedData: readonly OwnedData[] = [userSubcollection(STATISTICS, "uid")];
