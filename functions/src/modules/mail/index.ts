// The mail module's public face: e-mail queued for the Trigger Email extension, and the
// notification digests that collect events into at most one e-mail per kind an hour.
export { mailInTransaction, queueMail, rewriteMail, type MailDoc, type MailMessage } from "./mail.repository";
export { addressInUseMail } from "./notice-mail";
export { addToDigest, type DigestEvent, type DigestKind } from "./digests.repository";
export {
  runDigestShard,
  sendMailDigests,
  type DigestShard,
  type DigestShardReport,
  type MailDigestsReport,
} from "./digests.job";
export { mailOwnedData } from "./mail.owned-data";
