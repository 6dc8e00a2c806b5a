/** The session secret of the end-to-end servers (a throw-away database; never a production one). */
export const E2E_AUTH_SECRET = "e2e-secret-not-for-production";
