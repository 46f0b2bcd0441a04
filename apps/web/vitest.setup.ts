// Fails any test that logs console.error (React warnings and the like); see the guard for the
// opt-out.
import '@tablogs/vitest-config/console-error-guard';
