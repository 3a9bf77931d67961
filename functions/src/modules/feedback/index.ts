// The feedback module's public face: what readers send from 'Send Feedback', kept for operators.
export { feedbackRouter } from "./feedback.routes";
export { feedbackOwnedData } from "./feedback.owned-data";
