/** A Lighthouse audit result, as much of it as the failure report reads. */
export interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  details?: unknown;
}

interface AuditItem { node?: { selector?: string; snippet?: string; explanation?: string } }

/** How many of a failing audit's elements are named (the rest are counted). */
const ELEMENTS_SHOWN = 5;
const EXPLANATION_LENGTH = 200;

/** A failing audit's elements as `selector: why`, enough to find and fix each one. */
function elementsOf(details: unknown): string {
  const items = ((details as { items?: unknown } | undefined)?.items ?? []) as AuditItem[];
  if (!Array.isArray(items)) return '';
  const shown = items.slice(0, ELEMENTS_SHOWN).map(({ node }) => {
    const why = node?.explanation?.replace(/^Fix (any|all) of the following:/, '').replace(/\s+/g, ' ').trim().slice(0, EXPLANATION_LENGTH);
    return [node?.selector ?? node?.snippet ?? '?', why].filter(Boolean).join(': ');
  });
  const more = items.length > shown.length ? `; and ${items.length - shown.length} more` : '';
  return shown.length ? ` [${shown.join('; ')}${more}]` : '';
}

/**
 * The binary audits that failed (pass or fail audits only: informative, manual and not applicable
 * ones have no say), each as `id: title [element: why; ...]`.
 */
export function failingAudits(audits: Readonly<Record<string, AuditResult>>): string[] {
  return Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `${audit.id}: ${audit.title}${elementsOf(audit.details)}`);
}
