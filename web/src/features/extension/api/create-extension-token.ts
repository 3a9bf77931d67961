// POST /api/auth/extension-token: a one-time credential for the browser extension (the server
// mints it for the signed-in reader only, rate-limited).
import { useMutation } from "@tanstack/react-query";
import type { ExtensionToken } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const EXTENSION_TOKEN_URL = "/api/auth/extension-token";

export function createExtensionToken(): Promise<ExtensionToken> {
  return apiRequest<ExtensionToken>("POST", EXTENSION_TOKEN_URL, {});
}

export function useCreateExtensionToken() {
  return useMutation({ mutationFn: createExtensionToken });
}
