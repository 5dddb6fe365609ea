/**
 * A reason the server cannot start that the operator can fix: a bad environment value, an unreachable
 * database, a data folder in use. server.ts prints its one-line message, which names the variable, and no
 * stack (docs/architecture.md, decision 062: a clear message for a bad value).
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
