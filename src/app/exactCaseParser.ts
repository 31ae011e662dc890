import type { Parser } from 'wouter';

/**
 * A route parser whose patterns match a path in its exact case, as the route table spells it: wouter's
 * own ignores case, which showed /LOGIN as the login page under the fallback page's title, and sent
 * /App/cardPage/1 through the member area's guard, whose rules compare paths exactly.
 */
export function exactCaseParser(parser: Parser): Parser {
  return (route, loose) => {
    const parsed = parser(route, loose);
    const { pattern } = parsed;
    return pattern instanceof RegExp ? { ...parsed, pattern: new RegExp(pattern.source, pattern.flags.replace('i', '')) } : parsed;
  };
}
