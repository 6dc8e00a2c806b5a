import "server-only";
import { defineJob, defineSweep } from "@/lib/jobs/worker";
import { CART_REMINDER_JOB, queueCartReminders, runCartReminderJob } from "./sweep";

// Cart reminders in the job worker (lib/jobs/all.ts imports this module).

defineJob(CART_REMINDER_JOB, runCartReminderJob);
defineSweep({
  name: "cart-reminders.queue-idle-carts",
  everySeconds: 300,
  run: async () => void (await queueCartReminders()),
});
