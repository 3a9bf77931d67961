// Settings → Account: the avatar. Clicking it opens the file picker; the chosen
// picture shows at once from a local object URL while it uploads, then the server's re-encoded
// image (through the session, so the top bar and every menu change with it). A refused picture
// puts the previous avatar back.
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { toast } from "@/components/ui/toast-store";
import { useSession } from "@/lib/auth-context";
import { translateMessage } from "@/lib/i18n";
import { useUploadAvatar } from "../api/upload-avatar";
import { serverText } from "./profile-errors";

export function AvatarPicker() {
  const { t } = useTranslation("settings-account");
  const { user, refreshUser } = useSession();
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);

  // The object URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const fail = (message: string) =>
    toast({ title: t("avatar.failed"), description: translateMessage(message), variant: "destructive" });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked twice must fire change again.
    event.target.value = "";
    if (!file) return;
    // The server refuses it too; checked here so a large photo is not sent for nothing.
    if (file.size > AVATAR_MAX_BYTES) {
      fail(AVATAR_TOO_LARGE);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: async (record) => {
        await refreshUser(record);
        setPreview(null);
        toast({ title: t("avatar.updated"), description: t("avatar.updatedDescription") });
      },
      onError: (error) => {
        setPreview(null);
        fail(serverText(error));
      },
    });
  };

  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-describedby={hintId}
        className="rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:opacity-70 dark:focus-visible:ring-offset-slate-900"
      >
        <Avatar
          name={user?.username}
          src={preview ?? user?.avatar ?? null}
          className="h-20 w-20 text-2xl"
          inName
        />
        <span className="sr-only"> {t("avatar.change")}</span>
      </button>
      <input ref={input} type="file" accept="image/*" className="hidden" tabIndex={-1} onChange={onPick} />
      <div className="text-sm">
        <p className="font-medium text-slate-900 dark:text-slate-50">{t("avatar.heading")}</p>
        <p id={hintId} className="text-slate-500 dark:text-slate-400" aria-live="polite">
          {upload.isPending ? t("avatar.uploading") : t("avatar.hint")}
        </p>
      </div>
    </div>
  );
}
