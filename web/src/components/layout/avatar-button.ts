// What the avatar menu's stand-in (./avatar-menu) and its real button (./avatar-menu-control) share.
import type { ReactNode } from "react";
import { TOUCH_TARGET } from "@/components/ui/touch";

export interface AvatarMenuProps {
  badges?: ReactNode;
}

/** The button's look, without its focus ring (each sets that on its own focus signal). */
export const AVATAR_BUTTON = `flex items-center justify-center rounded-full focus:outline-none ${TOUCH_TARGET}`;
