// 'New group chat' (Friends screen): a name and one or more friends; on success the chat opens.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { Plus } from "lucide-react";
import { createGroupChatBodySchema, type ChatUser } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";
import { useCreateGroupChat } from "../api/create-group-chat";

export function NewGroupChatButton({ friends }: { friends: ChatUser[] }) {
  const { t } = useTranslation("groupChats");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden />
        {t("newChat.open")}
      </Button>
      {open && <NewGroupChatDialog friends={friends} onClose={() => setOpen(false)} />}
    </>
  );
}

function NewGroupChatDialog({ friends, onClose }: { friends: ChatUser[]; onClose: () => void }) {
  const { t } = useTranslation("groupChats");
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; memberIds?: string }>({});
  const create = useCreateGroupChat();
  const navigate = useNavigate();

  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema, so the form says what the API would.
    const parsed = createGroupChatBodySchema.safeParse({ name, memberIds: chosen });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        next[field] ??= translateMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (chat) => {
        toast({ title: t("newChat.created") });
        onClose();
        void navigate(paths.groupChat.to(chat.id));
      },
      onError: (error) => {
        const reason = serverErrorField(error);
        toast({
          title: t("newChat.errorTitle"),
          description: reason ? translateMessage(reason) : t("newChat.failed"),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <Modal open onClose={onClose} title={t("newChat.title")} description={t("newChat.description")}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextInput
          label={t("newChat.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
            {t("newChat.friends")}
          </legend>
          {friends.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("newChat.noFriends")}</p>
          ) : (
            <ul className="grid max-h-60 gap-1 overflow-y-auto">
              {friends.map((friend) => (
                <li key={friend.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      checked={chosen.includes(friend.id)}
                      onChange={() => toggle(friend.id)}
                    />
                    <Avatar name={friend.username} src={friend.avatar} className="h-7 w-7 text-xs" />
                    <span className="text-sm">{friend.username}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.memberIds && (
            <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{errors.memberIds}</p>
          )}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t("newChat.cancel")}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t("newChat.create")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
