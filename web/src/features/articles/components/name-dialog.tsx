// The 'Create new folder' and 'Create new tag' dialogs: a name with its inline problem, anything
// else the thing needs (a tag's colour) below it, then Cancel and Create.
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { TextInput } from "@/components/ui/form";

/** A dialog asking for a name; Create waits for a name without problems and for the request. */
export function NameDialog({
  open,
  onClose,
  onSubmit,
  title,
  label,
  name,
  onNameChange,
  problem,
  pending,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  title: string;
  label: string;
  name: string;
  onNameChange: (name: string) => void;
  problem: string | null;
  pending: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("articles");
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextInput
          label={label}
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
          error={problem ?? undefined}
          autoFocus
        />
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={!name.trim() || Boolean(problem) || pending}>
            {pending ? t("actions.creating") : t("actions.create")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
