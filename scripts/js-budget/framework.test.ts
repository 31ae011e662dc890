import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameworkIn, frameworkProblems } from './framework';

const reactDomDir = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const reactDomClient = readFileSync(join(reactDomDir, 'cjs/react-dom-client.production.js'), 'utf8');
const reactDomDevelopment = readFileSync(join(reactDomDir, 'cjs/react-dom-client.development.js'), 'utf8');
// Preact 10's renderer as it is minified in its own and in a Vite build (a shortened excerpt).
const preactRenderer = 'var f=0,s=/(PointerCapture)$|Capture$/i,h=0;function z(n,l,u){l=l.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s")}';

describe("the build's framework", () => {
  it("finds React's production react-dom, as published and as minified in a build", () => {
    expect(frameworkIn([reactDomClient])).toEqual({ reactDomProduction: true, preact: false });
    expect(frameworkIn(['x', 'var qh={bundleType:0,version:`19.3.1`,rendererPackageName:`react-dom`,currentDispatcherRef:T}']).reactDomProduction).toBe(true);
  });

  it("does not take react-dom's development build, or a build without it, for the production react-dom", () => {
    expect(frameworkIn([reactDomDevelopment]).reactDomProduction).toBe(false);
    expect(frameworkIn(['export const app = 1;']).reactDomProduction).toBe(false);
  });

  it('finds Preact', () => {
    expect(frameworkIn(['a', preactRenderer]).preact).toBe(true);
    expect(frameworkIn([reactDomClient]).preact).toBe(false);
  });

  it('reports a build with Preact or without react-dom', () => {
    expect(frameworkProblems({ reactDomProduction: true, preact: false })).toEqual([]);
    expect(frameworkProblems({ reactDomProduction: false, preact: true })).toEqual([
      "the build holds no production react-dom: the app must render with React's react-dom",
      'the build holds Preact: the app must render with React, not Preact',
    ]);
  });
});
