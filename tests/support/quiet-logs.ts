// Tests read what a call answers, not the server's log lines: keep them off the test output
// unless a run asks for them (LOG_LEVEL=debug npx jest ...).
process.env.LOG_LEVEL ??= "silent";
