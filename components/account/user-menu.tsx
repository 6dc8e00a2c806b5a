"use client";

import Link from "next/link";
import { useSessionState } from "@/components/account/use-session-state";
import { buttonClasses } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { useLogout } from "./use-logout";

/** The header's account corner: Login and Sign up, or an avatar menu with Profile and Logout. */
export function UserMenu() {
  const { data: session, status } = useSessionState();
  const logout = useLogout();

  if (status === "loading") return <Skeleton className="size-10 rounded-full" />;

  const username = session?.user?.username;
  if (!username) {
    return (
      <div className="flex items-center gap-2">
        <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Login
        </Link>
        <Link href="/signup" className={buttonClasses({ variant: "primary", size: "sm" })}>
          Sign up
        </Link>
      </div>
    );
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${username}`}
        className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white uppercase hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
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
