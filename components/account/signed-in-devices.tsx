"use client";

import { Laptop } from "lucide-react";
import { useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import type { Device } from "@/lib/accounts/contract";
import { fetchDevices, signOutDevice, signOutOtherDevices } from "./account-api";

// Dates in UTC, as the server renders them, so the first paint and the browser's agree.
const lastSeen = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * The profile's "Signed-in devices": every open session (browser and system, approximate place,
 * last seen), this one marked; each other one can be signed out, or all of them at once.
 */
export function SignedInDevices({ initialDevices }: { initialDevices: Device[] }) {
  const [devices, setDevices] = useState(initialDevices);
  // The id being signed out, "others" for all of them, or null.
  const [working, setWorking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = devices.filter((device) => !device.current);

  const act = async (key: string, action: () => Promise<string>) => {
    if (working) return;
    setWorking(key);
    setError(null);
    try {
      const done = await action();
      setDevices(await fetchDevices());
      toast.success(done);
    } catch (failure) {
      setError(apiErrorMessage(failure, "That did not work. Please try again."));
      // The list may have changed meanwhile (another device signed itself out): show it as it is.
      setDevices(await fetchDevices().catch(() => devices));
    } finally {
      setWorking(null);
    }
  };

  return (
    <section aria-labelledby="profile-devices">
      <h2 id="profile-devices" className="mb-4 text-lg font-semibold text-neutral-900">
        Signed-in devices
      </h2>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white" aria-label="Signed-in devices">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <Laptop className="size-5 shrink-0 text-neutral-500" aria-hidden="true" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-neutral-900">
                {device.device}
                {device.current && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900">
                    This device
                  </span>
                )}
              </p>
              <p className="text-neutral-600">
                {device.place} · Last seen {lastSeen.format(new Date(device.lastSeenAt))} UTC
              </p>
            </div>
            {!device.current && (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={working !== null}
                aria-label={`Sign out ${device.device}, ${device.place}`}
                onClick={() =>
                  void act(device.id, async () => {
                    await signOutDevice(device.id);
                    return `${device.device} is signed out.`;
                  })
                }
              >
                {working === device.id && <Spinner />}
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-600">No other device is signed in.</p>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="mt-4"
          disabled={working !== null}
          onClick={() =>
            void act("others", async () => {
              const ended = await signOutOtherDevices();
              return ended === 1 ? "1 other device is signed out." : `${ended} other devices are signed out.`;
            })
          }
        >
          {working === "others" && <Spinner />}
          Sign out all other devices
        </Button>
      )}
    </section>
  );
}
