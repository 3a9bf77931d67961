// One person in a list: avatar, username linking to their profile, and the row's actions. The
// name keeps a readable width: when the actions (Accept and Reject, say) leave it too little, in
// the Friends panel's narrow column or on a phone, they move onto a line of their own below it.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { UserCard } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { paths } from "@/config/paths";

export function PersonRow({ person, children }: { person: UserCard; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md px-2 py-2">
      <div className="flex min-w-[9rem] flex-1 items-center gap-3">
        <Avatar name={person.username} src={person.avatar} className="h-8 w-8 text-xs" />
        <Link
          to={paths.user.to(person.id)}
          className="min-w-0 flex-1 truncate py-3 text-sm font-medium sm:py-0 text-slate-800 hover:underline dark:text-slate-100"
        >
          {person.username}
        </Link>
      </div>
      {children && <div className="ml-auto flex shrink-0 items-center gap-2">{children}</div>}
    </li>
  );
}
