import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** The centred card the login and signup forms sit in, with the page's one heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-10 sm:pt-16">
      <Card raised className="p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
