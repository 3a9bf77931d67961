// 'Invite a Friend': tabs Email and SMS, Cancel and Send Invite (spec 2). Simulated, no server call.
import { useState, type FormEvent } from "react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { UserPlus } from "lucide-react";
import clsx from "clsx";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { TextInput } from "@/components/ui/form";
import { toast } from "@/components/ui/toast-store";
import {
  inviteSuccessMessage,
  inviteValidationMessage,
  simulateInvite,
  type InviteChannel,
} from "../simulate-invite";

const CHANNELS: InviteChannel[] = ["email", "sms"];

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [channelIndex, setChannelIndex] = useState(0);
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [sending, setSending] = useState(false);
  const channel = CHANNELS[channelIndex] ?? "email";

  const close = () => {
    setEmail("");
    setPhone("");
    setChannelIndex(0);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const recipient = channel === "email" ? email : phone;
    const problem = inviteValidationMessage(channel, recipient);
    if (problem) {
      toast({ title: "Missing information", description: problem, variant: "destructive" });
      return;
    }
    setSending(true);
    try {
      await simulateInvite(channel, recipient);
      toast({ title: "Invitation sent", description: inviteSuccessMessage(channel, recipient) });
      close();
    } catch {
      toast({
        title: "Error",
        description: "Failed to send invitation. Please try again later.",
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  };

  const tabClasses = ({ selected }: { selected: boolean }) =>
    clsx(
      "flex-1 rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none",
      selected
        ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
        : "text-slate-600 dark:text-slate-300",
    );

  return (
    <Modal open={open} onClose={close} title="Invite a Friend">
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TabGroup selectedIndex={channelIndex} onChange={setChannelIndex}>
          <TabList className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            <Tab className={tabClasses}>Email</Tab>
            <Tab className={tabClasses}>SMS</Tab>
          </TabList>
          <TabPanels className="mt-4">
            <TabPanel>
              <TextInput
                label="Email address"
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="friend@example.com"
                hint="We'll send an invitation with a sign-up link to this email."
              />
            </TabPanel>
            <TabPanel>
              <TextInput
                label="Phone number"
                type="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                placeholder="+12025551234"
                hint="We'll send a text message with a link to join."
              />
            </TabPanel>
          </TabPanels>
        </TabGroup>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? "Sending..." : "Send Invite"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The top bar's 'Invite a Friend' button with its dialog. */
export function InviteFriendButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A wrapper carries the breakpoint: `hidden` on the button would fight its `inline-flex`. */}
      <span className="hidden sm:inline-flex">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          Invite a Friend
        </Button>
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="sm:hidden"
        aria-label="Invite a Friend"
        onClick={() => setOpen(true)}
      >
        <UserPlus className="h-5 w-5" aria-hidden />
      </Button>
      <InviteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
