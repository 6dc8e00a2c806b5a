import "server-only";

// Every module that defines jobs or sweeps, so the worker (and tests) know every kind of job.
import "@/lib/orders/jobs";
