import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { UserProfile } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import frFriends from "@/locales/fr/friends.json";
import { UserProfileCard } from "./user-profile-card";

const request = vi.mocked(apiRequest);

const dana: UserProfile = {
  id: "u-dana",
  username: "dana",
  avatar: null,
  bio: null,
  createdAt: new Date(2026, 0, 5, 12).toISOString(),
  friendCount: 1,
  relationship: "none",
};

const renderCard = (profile: UserProfile) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <UserProfileCard profile={profile} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(async () => {
  request.mockReset();
  resetToasts();
  await i18n.changeLanguage("en");
});

describe("a user's profile card", () => {
  it("when shown in English, then the join date is long, the friend count agrees with its number and the button says 'Add friend'", () => {
    const { unmount } = renderCard(dana);
    expect(screen.getByText("Joined January 5, 2026")).toBeInTheDocument();
    expect(screen.getByText("1 friend")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add friend dana" })).toHaveTextContent("Add friend");
    unmount();
    renderCard({ ...dana, friendCount: 3 });
    expect(screen.getByText("3 friends")).toBeInTheDocument();
  });

  it("when the interface is in French, then the card, its date and the failure toast are French", async () => {
    i18n.addResourceBundle("fr", "friends", frFriends);
    await i18n.changeLanguage("fr");
    request.mockRejectedValue(new ApiError(500, "boom", null));
    renderCard({ ...dana, friendCount: 3 });
    expect(screen.getByRole("region", { name: "Profil de dana" })).toBeInTheDocument();
    expect(screen.getByText("Inscrit le 5 janvier 2026")).toBeInTheDocument();
    expect(screen.getByText("3 amis")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ajouter dana en ami" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Erreur lors de l'envoi de la demande d'ami",
        description: "Veuillez réessayer plus tard",
      }),
    );
  });
});
