// The invitations module's public face: inviting someone by e-mail or SMS, and the friendship an
// invitation makes when its code is used to sign up, or later, once the invited address is proved.
export { invitationsRouter } from "./invitations.routes";
export { redeemInviteCode, redeemPendingInvitations } from "./invitations.service";
export { invitationsOwnedData } from "./invitations.owned-data";
