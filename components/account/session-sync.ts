// next-auth's SessionProvider re-reads the session when this localStorage key changes in
// another tab. Our own /auth endpoints set and clear the cookie, so after them we write the
// key (other tabs) and replay the event in this tab (storage events skip the tab that wrote).
export const NEXTAUTH_MESSAGE_KEY = "nextauth.message";

/** Makes every tab's SessionProvider re-read the session after a login, signup or logout. */
export function announceSessionChanged(): void {
  const message = JSON.stringify({
    event: "session",
    data: { trigger: "getSession" },
    timestamp: Math.floor(Date.now() / 1000),
  });
  try {
    window.localStorage.setItem(NEXTAUTH_MESSAGE_KEY, message);
  } catch {
    // Storage disabled: other tabs catch up when they regain focus.
  }
  window.dispatchEvent(new StorageEvent("storage", { key: NEXTAUTH_MESSAGE_KEY, newValue: message }));
}
