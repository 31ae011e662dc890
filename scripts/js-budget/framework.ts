/**
 * What the built scripts say about the framework that renders the app: React's production react-dom
 * (it registers itself with React's devtools as `rendererPackageName: "react-dom"`, `bundleType: 0`
 * in production), and no Preact, whose renderer has no such name but two regular expressions of
 * its own (the capture-phase event names and the `className` attribute's rename).
 */
const REACT_DOM_PRODUCTION = /bundleType\s*:\s*0\s*,[^}]{0,200}rendererPackageName\s*:\s*["'`]react-dom["'`]/;
const PREACT_MARKERS = [String.raw`/(PointerCapture)$|Capture$/`, String.raw`.replace(/sName$/,`];

export interface FrameworkFindings {
  reactDomProduction: boolean;
  preact: boolean;
}

export function frameworkIn(scripts: readonly string[]): FrameworkFindings {
  return {
    reactDomProduction: scripts.some((script) => REACT_DOM_PRODUCTION.test(script)),
    preact: scripts.some((script) => PREACT_MARKERS.some((marker) => script.includes(marker))),
  };
}

/** The build's problems with its framework, for the report; empty when React's production react-dom is in it and Preact is not. */
export function frameworkProblems(findings: FrameworkFindings): string[] {
  const problems: string[] = [];
  if (!findings.reactDomProduction) problems.push("the build holds no production react-dom: the app must render with React's react-dom");
  if (findings.preact) problems.push('the build holds Preact: the app must render with React, not Preact');
  return problems;
}
