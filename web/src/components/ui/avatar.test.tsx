import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Avatar } from "./avatar";

describe("the avatar", () => {
  it("when there is no picture, then the initials show", () => {
    render(<Avatar name="Ada Lovelace" src={null} inName />);
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("when a picture fails to load, then the initials show; a new picture is tried again", () => {
    const { rerender } = render(<Avatar name="ada" src="/api/avatars/u1?v=old" inName />);
    fireEvent.error(screen.getByRole("img", { name: "ada" }));
    expect(screen.getByText("AD")).toBeInTheDocument();
    rerender(<Avatar name="ada" src="/api/avatars/u1?v=new" inName />);
    expect(screen.getByRole("img", { name: "ada" })).toHaveAttribute("src", "/api/avatars/u1?v=new");
  });
});
