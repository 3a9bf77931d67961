// The comments' and SMS sharing's limits and texts without their schemas: the reading screen shows
// them at once, and importing them from the schemas would load zod with them.

export const COMMENT_TEXT_MAX = 2_000;
export const COMMENT_EMPTY = "Comment cannot be empty";

/** A phone number in E.164 form: a plus, a country code and at most 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;
export const SMS_CUSTOM_MESSAGE_MAX = 300;
export const SMS_HIGHLIGHT_PREVIEW_LENGTH = 50;

/** Twilio answered 21610: the recipient replied STOP. The server's refusal and the dialog say it. */
export const SMS_OPTED_OUT =
  "This number has opted out of text messages from Spurq (its owner replied STOP), so Spurq will not text it.";
