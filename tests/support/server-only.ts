// Stands in for the `server-only` marker in tests, which run server modules directly.
export {};
