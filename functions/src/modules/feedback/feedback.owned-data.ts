// Feedback a user sent (lib/owned-data.ts): it follows them to a new uid and goes with their
// account, so operators always see who wrote it while it exists.
import { ownerField, type OwnedData } from "../../lib/owned-data";
import { FEEDBACK } from "./feedback.repository";

export const feedbackOwnedData: readonly OwnedData[] = [ownerField(FEEDBACK, "userId")];
