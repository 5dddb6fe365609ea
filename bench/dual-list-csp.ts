/**
 * Does the console's CSP (style-src 'self', no 'unsafe-inline') stop a script from sizing and placing elements?
 * Decision 051 assumed so and declined a virtualised dual list; decision 074 rests on this probe's answer.
 *
 *   node --import tsx bench/dual-list-csp.ts
 *
 * A page served with the console's real policy header runs one module script (script-src 'self') that styles
 * elements in each way a page can, counts the `securitypolicyviolation` events, and reports the heights that
 * took effect. Two controls show that the policy is in force: a style attribute in the parsed HTML and a
 * <style> element must both be refused.
 */
import { build } from 'esbuild';
import { consoleCsp, launchChromium, serve } from './dual-list-browser';

const probe = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const violations = [];
document.addEventListener('securitypolicyviolation', (e) =>
  violations.push({ directive: e.effectiveDirective, sample: e.sample, source: e.sourceFile, line: e.lineNumber }),
);
const add = (id) => {
  const el = document.createElement('div');
  el.id = id;
  document.body.append(el);
  return el;
};
add('cssom').style.height = '101px';
const t = add('cssomTransform');
t.style.position = 'relative';
t.style.height = '1px';
t.style.transform = 'translateY(50px)';
add('setProperty').style.setProperty('height', '102px');
add('cssText').style.cssText = 'height: 103px';
add('setAttribute').setAttribute('style', 'height: 104px');
const styleElement = document.createElement('style');
styleElement.textContent = '#styleElement { height: 105px }';
document.head.append(styleElement);
add('styleElement');
const host = add('react');
flushSync(() =>
  createRoot(host).render(
    createElement('div', { id: 'reactStyle', style: { height: 106, transform: 'translateY(7px)' } }),
  ),
);
// Violations are reported asynchronously: give them two frames and a task.
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  const h = (id) => document.getElementById(id).getBoundingClientRect().height;
  window.probe = {
    heights: {
      parsedStyleAttribute: h('parsed'),
      cssomProperty: h('cssom'),
      cssomSetProperty: h('setProperty'),
      cssomCssText: h('cssText'),
      setAttributeStyle: h('setAttribute'),
      styleElement: h('styleElement'),
      reactStyleProp: h('reactStyle'),
    },
    transforms: {
      cssom: getComputedStyle(document.getElementById('cssomTransform')).transform,
      react: getComputedStyle(document.getElementById('reactStyle')).transform,
    },
    violations,
  };
}, 50)));
`;

export async function probeCsp() {
  const bundle = await build({
    stdin: { contents: probe, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const { url, server } = await serve({
    '/index.html':
      '<!doctype html><html><head><meta charset="utf-8"><title>CSP probe</title>' +
      '<script type="module" src="/probe.js"></script></head>' +
      '<body><div id="parsed" style="height: 100px"></div></body></html>',
    '/probe.js': bundle.outputFiles[0]?.text ?? '',
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    const response = await page.goto(url);
    await page.waitForFunction(() => 'probe' in window);
    const result = await page.evaluate(() => (window as unknown as { probe: unknown }).probe);
    return {
      chromium: browser.version(),
      policy: response?.headers()['content-security-policy'],
      result,
      console,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Policy under test: ${consoleCsp}`);
  console.log(JSON.stringify(await probeCsp(), null, 2));
}
