// What the page index's change feed keeps for a user (lib/owned-data.ts): their changes, under
// their user record, moved with it and deleted with the account.
import { userSubcollection, type OwnedData } from "../../lib/owned-data";
import { PAGE_INDEX_CHANGES } from "./page-index-changes.repository";

export const pageIndexChangesOwnedData: OwnedData = userSubcollection(PAGE_INDEX_CHANGES);
