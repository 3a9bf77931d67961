// The spurqs' limits and texts without their schemas: the first screens show them, and importing
// them from the schemas would load zod with them.

export const SPURQ_QUESTION_MAX = 500;
export const SPURQ_REPLY_MAX = 2_000;
export const SPURQ_NEEDS_QUESTION_OR_HIGHLIGHT = "Ask a question or choose a highlight.";
export const SPURQ_REPLY_EMPTY = "Reply cannot be empty";
