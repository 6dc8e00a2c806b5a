"use client";

import Link from "next/link";
import { lazy, Suspense, useState } from "react";
import { useSessionState } from "@/components/account/use-session-state";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { AvatarPlaceholder } from "./avatar-button";

// The menu (Radix, logout and the cart's code) is only loaded for someone signed in.
const AccountMenu = lazy(() => import("./account-menu"));

/** The header's account corner: Login and Sign up, or an avatar menu with Profile and Logout. */
export function UserMenu() {
  const { data: session, status } = useSessionState();
  const [openOnArrival, setOpenOnArrival] = useState(false);

  if (status === "loading") return <Skeleton className="size-10 rounded-full" />;

  const username = session?.user?.username;
  if (!username) {
    // Not prefetched: they are on every page, and rarely followed.
    return (
      <div className="flex items-center gap-2">
        <Link href="/login" prefetch={false} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Login
        </Link>
        <Link href="/signup" prefetch={false} className={buttonClasses({ variant: "primary", size: "sm" })}>
          Sign up
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={<AvatarPlaceholder username={username} onClick={() => setOpenOnArrival(true)} />}>
      <AccountMenu username={username} defaultOpen={openOnArrival} />
    </Suspense>
  );
}
