// The landing page in another language: every text comes from the landing bundle (a key missing
// there, or a text left literal, would show as a key or as English).
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import frCommon from "@/locales/fr/common.json";
import frLanding from "@/locales/fr/landing.json";
import Landing from "./landing";

beforeAll(() => {
  i18n.addResourceBundle("fr", "common", frCommon);
  i18n.addResourceBundle("fr", "landing", frLanding);
});

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

const renderLanding = () =>
  render(
    <MemoryRouter>
      <Landing />
    </MemoryRouter>,
  );

describe("the landing page's language", () => {
  it("when in English, then it says the landing page's words", () => {
    renderLanding();
    expect(screen.getByRole("link", { name: "Get Started - It's Free" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Started Now" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Watch Demo" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "1. Import content" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Legal" })).toBeInTheDocument();
  });

  it("when in French, then every text is French", async () => {
    await act(() => i18n.changeLanguage("fr"));
    renderLanding();
    expect(screen.getByRole("link", { name: "Connexion" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Commencer, c'est gratuit" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "2. Surlignez et commentez" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Témoignage" })).toBeInTheDocument();
    expect(screen.getByText("Centre d'aide")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /Get Started|Watch Demo|How it works|Sign Up|footer\.|steps\./,
    );
  });
});
