/**
 * The share of the content service's time searches may take. A search runs on the one thread that
 * answers every route, so many costly ones at once would make the glossary and the rules wait too;
 * past the share, a search is refused for the rest of the second (503 with Retry-After, which the
 * gateway's breaker does not count: the service is working) and everything else still answers.
 */
import { ApiHttpError } from '@gg/service-kit';

const WINDOW_MS = 1000;

/** 503: searches have had their share of this second; the route sends `Retry-After`. */
export class SearchBusy extends ApiHttpError {
  readonly retryAfterSeconds = Math.ceil(WINDOW_MS / 1000);
  constructor() {
    super(503, 'search_busy', 'Search is busy right now; try again in a moment');
  }
}

export interface SearchBudget {
  /** Runs `work` if searches have time left in this second, or throws SearchBusy. */
  spend<T>(work: () => T): T;
}

/** `share`: of each second, at most this much (0 to 1) goes to searching; 1 never refuses one. */
export function searchBudget(share: number, now: () => number = () => performance.now()): SearchBudget {
  let windowStart = now();
  let spentMs = 0;
  return {
    spend(work) {
      const start = now();
      if (start - windowStart >= WINDOW_MS) {
        windowStart = start;
        spentMs = 0;
      }
      if (spentMs >= share * WINDOW_MS) throw new SearchBusy();
      try {
        return work();
      } finally {
        spentMs += now() - start;
      }
    },
  };
}
