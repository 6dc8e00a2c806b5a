import { ThanksOnSubmit } from "./thanks-on-submit";

/** The footer holds the only subscribe field of a page, so a fixed id labels it. */
const EMAIL_ID = "subscribe-email";

/**
 * 'Subscribe to Us': an email field and Submit. It makes no call. Its markup is made on the
 * server; only the submit behaviour ships to the browser.
 */
export function SubscribeForm() {
  return (
    <ThanksOnSubmit className="space-y-3">
      <label htmlFor={EMAIL_ID} className="block text-sm font-semibold text-white">
        Subscribe to Us
      </label>
      <p className="text-sm text-neutral-400">New arrivals and offers, straight to your inbox.</p>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={EMAIL_ID}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="h-10 min-w-0 flex-1 rounded-lg border border-neutral-700 bg-neutral-900 px-3 text-sm text-white placeholder:text-neutral-500 focus-visible:border-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
        />
        <button
          type="submit"
          className="h-10 rounded-lg bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Submit
        </button>
      </div>
    </ThanksOnSubmit>
  );
}
