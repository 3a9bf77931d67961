// One person in a list: avatar, username linking to their profile, and the row's actions.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { UserCard } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { paths } from "@/config/paths";

export function PersonRow({ person, children }: { person: UserCard; children?: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-md px-2 py-2">
      <Avatar name={person.username} src={person.avatar} className="h-8 w-8 text-xs" />
      <Link
        to={paths.user.to(person.id)}
        className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800 hover:underline dark:text-slate-100"
      >
        {person.username}
      </Link>
      {children}
    </li>
  );
}
