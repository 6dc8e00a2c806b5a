import "server-only";
// Every module that defines jobs or sweeps, imported for their registrations: the worker (and a
// test that runs due jobs) imports this one file and knows every kind of job.
import "@/lib/mail/send-job";
import "@/lib/orders/jobs";
import "@/lib/accounts/mail-job";
import "@/lib/cart-reminders/jobs";
import "@/lib/orders/ledger/jobs";
