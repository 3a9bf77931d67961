// 'New group chat' (Friends screen): a name and one or more friends; on success the chat opens.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Plus } from "lucide-react";
import { createGroupChatBodySchema, type ChatUser } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { serverErrorField } from "@/lib/server-message";
import { useCreateGroupChat } from "../api/create-group-chat";

export function NewGroupChatButton({ friends }: { friends: ChatUser[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden />
        New group chat
      </Button>
      {open && <NewGroupChatDialog friends={friends} onClose={() => setOpen(false)} />}
    </>
  );
}

function NewGroupChatDialog({ friends, onClose }: { friends: ChatUser[]; onClose: () => void }) {
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
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (chat) => {
        toast({ title: "Group chat created" });
        onClose();
        void navigate(paths.groupChat.to(chat.id));
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: serverErrorField(error) ?? "Failed to create group chat. Please try again later.",
          variant: "destructive",
        }),
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="New group chat"
      description="Name the chat and choose the friends to add."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextInput
          label="Group name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">Friends</legend>
          {friends.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">No friends yet</p>
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
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Create
          </Button>
        </div>
      </form>
    </Modal>
  );
}
