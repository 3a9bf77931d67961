// The sharing module's public face: articles and highlights shared by SMS (Twilio), with the
// recipient's consent recorded first, and the texts other modules send (an invitation).
export { sendText, type MessageSubject } from "./sharing.service";
export { shareRouter, smsConsentRouter } from "./sharing.routes";
export { sharingOwnedData } from "./sharing.owned-data";
