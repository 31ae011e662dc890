/** One schema failure, as the validator reports it (with its schema: the validator runs verbose). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  parentSchema?: { description?: string };
  /** The refused value (the validator runs verbose). */
  data?: unknown;
}

/**
 * The message of a 400 for input its schema refused, in words a client's developer reads at once:
 * the field and what it must be, never the schema's own pattern.
 */
export function describeValidation(issues: readonly ValidationIssue[], where: string): string {
  const [first] = issues;
  if (!first) return `Invalid ${where}.`;
  const { additionalProperty, missingProperty } = first.params;
  if (typeof additionalProperty === 'string') return `Unknown field "${additionalProperty}" in ${where}.`;
  if (typeof missingProperty === 'string') return `Missing field "${missingProperty}" in ${where}.`;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
  // A choice of constants (a flag: "true" or "false") fails once per constant: name them all.
  const allowed = issues.filter((issue) => issue.keyword === 'const' && issue.instancePath === first.instancePath).map((issue) => JSON.stringify(issue.params.allowedValue));
  if (allowed.length > 0) return `Invalid ${field}: must be ${allowed.length > 1 ? `one of ${allowed.join(', ')}` : allowed[0]}.`;
  // A query parameter given twice arrives as a list of its values.
  if (first.keyword === 'type' && Array.isArray(first.data) && where === 'querystring') return `Invalid ${field}: must be given once.`;
  if (first.keyword === 'pattern') return `Invalid ${field}: must be ${first.parentSchema?.description ?? 'in the expected form'}.`;
  return `Invalid ${field}: ${first.message ?? 'bad value'}.`;
}
