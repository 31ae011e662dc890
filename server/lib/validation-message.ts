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

/** The validator's keywords for a value of the right type but the wrong size or length. */
const LIMIT_KEYWORDS = new Set(['maxLength', 'minLength', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'maxItems', 'minItems', 'multipleOf']);

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
  // A query parameter given twice arrives as a list of its values, whatever each value is.
  if (where === 'querystring' && Array.isArray(first.data)) return `Invalid ${field}: must be given once.`;
  // A union (a flag's "true" or "false"; a date, "" or null) fails once per branch: name them all.
  const branches = issues.filter((issue) => issue.instancePath === first.instancePath && issue.keyword !== 'anyOf');
  const isUnion = issues.some((issue) => issue.instancePath === first.instancePath && issue.keyword === 'anyOf');
  // A branch refused the value for its size, so the value had that branch's type: only its limit applies.
  const broken = branches.find((issue) => LIMIT_KEYWORDS.has(issue.keyword));
  if (isUnion && broken) return `Invalid ${field}: ${broken.message ?? 'out of range'}.`;
  if (isUnion && branches.length > 1) return `Invalid ${field}: must be one of ${branches.map(branchDescription).join(', ')}.`;
  if (first.keyword === 'const') return `Invalid ${field}: must be ${branchDescription(first)}.`;
  if (first.keyword === 'pattern') return `Invalid ${field}: must be ${branchDescription(first)}.`;
  return `Invalid ${field}: ${first.message ?? 'bad value'}.`;
}

/** What one branch of a value's schema asks for: a constant, a pattern's description, a type. */
function branchDescription(issue: ValidationIssue): string {
  if (issue.keyword === 'const') return JSON.stringify(issue.params.allowedValue);
  if (issue.keyword === 'pattern') return issue.parentSchema?.description ?? 'in the expected form';
  if (issue.keyword === 'type' && typeof issue.params.type === 'string') return issue.params.type;
  return issue.message?.replace(/^must be /, '') ?? 'another value';
}
