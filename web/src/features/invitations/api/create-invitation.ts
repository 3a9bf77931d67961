// POST /api/invitations: sends an invitation with a sign-up link by e-mail or SMS.
import type { CreateInvitationBody, InvitationResult } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const INVITATIONS_URL = "/api/invitations";

export function createInvitation(body: CreateInvitationBody): Promise<InvitationResult> {
  return apiRequest<InvitationResult>("POST", INVITATIONS_URL, body);
}
