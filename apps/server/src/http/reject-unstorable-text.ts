/**
 * Text PostgreSQL cannot store: the NUL character (refused in text and JSONB) and text that is not
 * well-formed Unicode, i.e. an unpaired UTF-16 surrogate such as the JSON escape `"\ud800"` (refused as
 * invalid input, 22P02). Either makes the query fail, yet it is the client's mistake, so it answers 400
 * before any query runs (docs/api.md: no 5xx for bad input). Values and object keys are both checked.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_MESSAGE = 'The request contains a NUL character, which cannot be stored';
export const ILL_FORMED_MESSAGE =
  'The request contains text that is not well-formed Unicode (an unpaired UTF-16 surrogate), which cannot be stored';

// With the `u` flag a pair is one code point, so only a lone surrogate matches (`String.isWellFormed` is
// ES2024, newer than the lib this project compiles against).
const LONE_SURROGATE = /\p{Cs}/u;

type Problem = typeof NUL_MESSAGE | typeof ILL_FORMED_MESSAGE | undefined;

// NUL or any surrogate, paired or not: a test without the `u` flag, cheap enough to run on every string; only
// a match is looked at closely (decision 101).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it looks for.
const MAYBE_UNSTORABLE = /[\u0000\ud800-\udfff]/;

function checkString(text: string): Problem {
  if (!MAYBE_UNSTORABLE.test(text)) return undefined;
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return ILL_FORMED_MESSAGE;
  return undefined;
}

/** The first unstorable string in `value`, walked without recursion so no nesting depth escapes it. */
export function findUnstorableText(value: unknown): Problem {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const problem = checkString(item);
      if (problem) return problem;
    } else if (Array.isArray(item)) {
      // One by one: spreading a 100 000-item array would overflow the call stack.
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const problem = checkString(key);
        if (problem) return problem;
        pending.push(record[key]);
      }
    }
  }
  return undefined;
}

export function rejectUnstorableText(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here, most with nothing to refuse.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findUnstorableText(request.params) ??
      findUnstorableText(request.query) ??
      findUnstorableText(request.body);
    done(problem ? badRequest(problem) : undefined);
  });
}
