export const avatarClasses =
  "flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white uppercase hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The avatar while its menu's code is on the way; a click opens the menu once it has arrived. */
export function AvatarPlaceholder({ username, onClick }: { username: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Account menu for ${username}`}
      aria-haspopup="menu"
      onClick={onClick}
      className={avatarClasses}
    >
      <span aria-hidden="true">{username.charAt(0)}</span>
    </button>
  );
}
