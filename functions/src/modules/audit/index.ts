// The audit module's public face: the record of every admin request made on behalf of another user.
export { recordImpersonation, type ImpersonationRecord } from "./audit.repository";
export { auditOwnedData } from "./audit.owned-data";
