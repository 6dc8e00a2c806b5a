/** One recorded attempt and where its key stands within the window. */
export type RecordedAttempt = {
  /** Handle to withdraw this attempt again. */
  id: string;
  /** Attempts under the key inside the window, this one included. */
  count: number;
  /** When the oldest of them happened (epoch ms): the window frees a slot after it. */
  oldestAt: number;
};

/**
 * Where login attempts are counted. Shared state (Postgres or Redis), never process memory,
 * so several app instances enforce one limit.
 */
export interface LoginAttemptStore {
  record(key: string, windowMs: number): Promise<RecordedAttempt>;
  withdraw(key: string, id: string): Promise<void>;
  clear(key: string): Promise<void>;
}
