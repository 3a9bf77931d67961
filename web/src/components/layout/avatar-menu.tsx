// The top bar's avatar menu. Its button shows at first paint; the menu's code loads once the screen
// is interactive or when the button is first pressed (../ui/deferred-control).
import { useTranslation } from "react-i18next";
import { Avatar } from "@/components/ui/avatar";
import { deferredControl, MENU_OPEN_KEYS, type StandInTrigger } from "@/components/ui/deferred-control";
import { useSession } from "@/lib/auth-context";
import { AVATAR_BUTTON, type AvatarMenuProps } from "./avatar-button";

/** The button as the menu's own renders it closed (focus ring on keyboard focus, as data-focus). */
function AvatarButton({ trigger }: AvatarMenuProps & { trigger: StandInTrigger }) {
  const { t } = useTranslation("common");
  const { user, firebaseUser } = useSession();
  const name = user?.username ?? firebaseUser?.displayName ?? "";
  return (
    <button
      {...trigger}
      aria-haspopup="menu"
      className={`${AVATAR_BUTTON} focus-visible:ring-2 focus-visible:ring-indigo-500`}
    >
      <Avatar name={name} src={user?.avatar ?? null} inName />
      <span className="sr-only"> {t("avatarMenu.label")}</span>
    </button>
  );
}

export const AvatarMenu = deferredControl<AvatarMenuProps>(
  () => import("./avatar-menu-control").then((m) => m.default),
  AvatarButton,
  MENU_OPEN_KEYS,
);
