/** The session secret of the end-to-end servers (a throw-away database; never a production one). */
export const E2E_AUTH_SECRET = "e2e-secret-not-for-production";

/** The metrics token of the end-to-end servers (GET /api/metrics with it as a bearer token). */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-not-for-production";

/**
 * Per-address hourly limits of the end-to-end servers: every journey signs a shopper up (or
 * checks out as a guest) from 127.0.0.1, and the suite outgrows a real shop's limits. The limits
 * themselves are proven by the integration tests.
 */
export const E2E_ADDRESS_LIMITS = { SIGNUP_LIMIT_PER_HOUR: "1000", GUEST_CHECKOUT_LIMIT_PER_HOUR: "1000", DISCOUNT_ATTEMPT_LIMIT_PER_HOUR: "1000" };

/** The end-to-end server's log lines (its standard output, copied), which tests/e2e/logs.spec.ts reads. */
export const E2E_SERVER_LOG = ".e2e-data/server.log";

/**
 * The end-to-end servers run on PostgreSQL, where staff must have two-step sign-in by default:
 * switched off so the admin journeys sign in with the password alone. The requirement itself
 * is proven by the integration tests (tests/integration/two-step-staff.test.ts).
 */
export const E2E_STAFF_TWO_STEP = { STAFF_TWO_STEP_REQUIRED: "0" };
