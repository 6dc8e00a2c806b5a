"use client";

import Link from "next/link";
import { withQueryScope } from "@/components/query/query-scope";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { avatarClasses } from "./avatar-button";
import { useLogout } from "./use-logout";

/** The signed-in avatar menu: Profile and Logout (loaded once someone is signed in). */
function AccountMenu({ username, defaultOpen = false }: { username: string; defaultOpen?: boolean }) {
  const logout = useLogout();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={`Account menu for ${username}`} className={avatarClasses}>
        <span aria-hidden="true">{username.charAt(0)}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in as {username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void logout()}>Logout</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export default withQueryScope(AccountMenu);
