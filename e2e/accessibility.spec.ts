import AxeBuilder from '@axe-core/playwright';
import { featureList } from '@eua/shared';
import type { Locator, Page } from '@playwright/test';
import { chooseCustomer, expect, openFeature, signIn, test } from './fixtures';

/**
 * WCAG 2.2 A and AA, as axe-core checks them in the real browser (decision 084): labels, roles,
 * names, contrast, landmarks, target size. Every screen a user goes through — the sign-in page, the customer and
 * websites tables and every configuration screen of one website — in light and dark mode, on a desktop (1,280 px)
 * and a phone (390 px). Each screen is loaded once per width and audited in both themes: the theme is switched
 * in place (the page wrapper's switch; the sign-in page follows the browser's preference).
 *
 * axe does not fully check 2.4.11 Focus Not Obscured or 2.5.8 Target Size: the last tests measure them.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const customer = 'Northern Basketball League';
const website = 'NBL Official Website';

async function violationsOf(page: Page): Promise<string[]> {
  // Colours are measured once the theme's transitions (Bootstrap's buttons fade) have finished.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  // label-content-name-mismatch (WCAG 2.5.3 Label in Name) is experimental in axe, so off unless asked for.
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(tags)
    .analyze();
  const violations = [];
  for (const v of result.violations) {
    let nodes = v.nodes;
    if (v.id === 'target-size') {
      // A target that is half scrolled under the sticky action bar or header measures smaller to axe than it is:
      // which one sits at the window's edge depends on the scroll position, and the person scrolls it out. Its
      // real size is measured unobscured by the 2.5.8 test below; focus never stays under a bar (2.4.11 test).
      // The same holds for a target whose crowding neighbour is the half-hidden one.
      const underBar = await Promise.all(
        nodes.map((n) =>
          page.evaluate(
            (selectors) =>
              selectors.some((selector) => {
                const el = document.querySelector(selector);
                if (!el) return false;
                const r = el.getBoundingClientRect();
                return Array.from(
                  document.querySelectorAll('header.app-header, fieldset.form-action-bar'),
                ).some((bar) => {
                  const b = bar.getBoundingClientRect();
                  return r.bottom > b.top && r.top < b.bottom && r.right > b.left && r.left < b.right;
                });
              }),
            [n.target, ...n.any.flatMap((check) => (check.relatedNodes ?? []).map((r) => r.target))].map(
              (target) => target.join(' '),
            ),
          ),
        ),
      );
      nodes = nodes.filter((_, i) => !underBar[i]);
    }
    if (nodes.length)
      violations.push(
        `${v.id} (${v.impact}): ${v.help} at ${nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  }
  return violations;
}

const html = (page: Page) => page.locator('html');
const darkSwitch = (page: Page) => page.getByRole('switch', { name: 'Dark mode' });

/** Turns the console's dark mode on or off with its switch and waits for the theme to apply. */
async function setDark(page: Page, dark: boolean): Promise<void> {
  const toggle = darkSwitch(page);
  if (dark) await toggle.check();
  else await toggle.uncheck();
  await expect(html(page)).toHaveAttribute('data-bs-theme', dark ? 'dark' : 'light');
}

/** Audits the screen in the theme it shows, switches theme, audits again: one load, both themes. */
async function auditBothThemes(page: Page, screen: string): Promise<void> {
  const first = (await html(page).getAttribute('data-bs-theme')) === 'dark';
  expect(await violationsOf(page), `${screen}, ${first ? 'dark' : 'light'}`).toEqual([]);
  await setDark(page, !first);
  expect(await violationsOf(page), `${screen}, ${first ? 'light' : 'dark'}`).toEqual([]);
}

/**
 * One page per width, shared by the screens in order (signed in once), one test per screen: each screen's audit
 * has the whole per-test time limit, and a failure names the screen.
 */
for (const width of [1280, 390]) {
  test.describe
    .serial(`at ${width} px, light and dark`, () => {
      let page: Page;
      let websiteId = '';
      test.beforeAll(async ({ browser }) => {
        const context = await browser.newContext({
          baseURL: process.env.E2E_BASE_URL,
          locale: 'en-GB',
          viewport: { width, height: width === 390 ? 844 : 900 },
        });
        page = await context.newPage();
      });
      test.afterAll(async () => {
        // The theme is a stored preference: leave it light, as the other specs expect it.
        if ((await html(page).getAttribute('data-bs-theme')) === 'dark') await setDark(page, false);
        await page.context().close();
      });

      test('the sign-in page passes WCAG 2.2 AA', async () => {
        await page.goto('/');
        await expect(page.getByLabel('Email')).toBeVisible();
        // The login page follows the browser's preference (no switch there).
        await page.emulateMedia({ colorScheme: 'light' });
        expect(await violationsOf(page), 'sign-in page, light').toEqual([]);
        await page.emulateMedia({ colorScheme: 'dark' });
        expect(await violationsOf(page), 'sign-in page, dark').toEqual([]);
        await page.emulateMedia({ colorScheme: 'light' });
      });

      test('the customer table passes WCAG 2.2 AA', async () => {
        await signIn(page, 'admin@demo.test');
        await expect(page.getByRole('columnheader', { name: 'Customer Id' })).toBeVisible();
        await auditBothThemes(page, 'customer table');
      });

      test('the websites table passes WCAG 2.2 AA', async () => {
        await chooseCustomer(page, customer);
        await expect(page.getByRole('link', { name: website, exact: true })).toBeVisible();
        await auditBothThemes(page, 'websites table');
        websiteId = await openFeature(page, website);
      });

      for (const feature of featureList) {
        test(`${feature.title} passes WCAG 2.2 AA`, async () => {
          if (feature.id !== 'general') await page.goto(`/configuration/${websiteId}/${feature.id}`);
          await expect(page.getByRole('heading', { level: 1, name: feature.title })).toBeVisible();
          // Loaded: the submit button is enabled once the document has arrived.
          await expect(page.getByRole('button', { name: feature.submitLabel, exact: true })).toBeEnabled();
          await expect(page.getByText('Loading competitions…')).toHaveCount(0);
          await auditBothThemes(page, feature.id);
        });
      }
    });
}

type Rect = { top: number; bottom: number; left: number; right: number };

/** The rectangles of the sticky header (only while it sticks) and of the action bar, in viewport terms. */
async function stickyBars(page: Page): Promise<{ header: Rect | null; actionBar: Rect | null }> {
  return page.evaluate(() => {
    const rectOf = (el: Element | null): Rect | null => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const header = document.querySelector('header.app-header');
    const headerSticks = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position);
    return {
      header: headerSticks ? rectOf(header) : null,
      actionBar: rectOf(document.querySelector('fieldset.form-action-bar')),
    };
  });
}

const overlapHeight = (a: Rect, b: Rect): number =>
  a.right <= b.left || b.right <= a.left
    ? 0
    : Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

for (const width of [1280, 390]) {
  test(`at ${width} px Shift+Tab back through General never leaves the focused control under the sticky header or the action bar (2.4.11)`, async ({
    page,
    signIn,
    chooseCustomer,
    openFeature,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn('admin@demo.test');
    await chooseCustomer(customer);
    await openFeature(website);
    const submit = page.getByRole('button', { name: 'Update Configuration', exact: true });
    await expect(submit).toBeEnabled();
    await expect(page.getByText('Loading competitions…')).toHaveCount(0);
    // From the form's last control, back to the page's heading area.
    await submit.focus();
    await expect(submit).toBeFocused();
    const heading = page.getByRole('heading', { level: 1, name: 'General' });
    let checked = 0;
    for (let step = 0; step < 400; step++) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        const form = document.querySelector('form');
        return {
          name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
          rect: { top: r.top, bottom: r.bottom, left: r.left, right: r.right },
          inHeader: Boolean(el.closest('header.app-header')),
          inActionBar: Boolean(el.closest('fieldset.form-action-bar')),
          inForm: Boolean(form?.contains(el)),
        };
      });
      if (!focused?.inForm) break;
      if (focused.inActionBar) continue;
      // Chromium scrolls the focused control into view (smoothly, as Bootstrap asks): wait for it to settle clear.
      await expect
        .poll(async () => {
          const rect = await page.evaluate(() => {
            const r = document.activeElement!.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
          });
          const bars = await stickyBars(page);
          return [
            bars.header ? `sticky header ${overlapHeight(rect, bars.header)}` : 'sticky header 0',
            bars.actionBar ? `action bar ${overlapHeight(rect, bars.actionBar)}` : 'action bar 0',
          ];
        }, focused.name)
        .toEqual(['sticky header 0', 'action bar 0']);
      checked++;
    }
    // The walk went through the whole form (General has dozens of controls) and out of it.
    expect(checked).toBeGreaterThan(20);
    await expect(heading).toBeVisible();
  });
}

/**
 * Every visible interactive target in `scope` is at least 24 × 24 px, or meets 2.5.8's spacing exception: a
 * 24 px circle centred on it meets no other target (nor another small target's circle). Links inside a sentence
 * are exempt (the inline exception).
 */
async function undersizedTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="switch"], [role="checkbox"], [role="option"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    type T = { el: Element; r: DOMRect; cx: number; cy: number; small: boolean };
    const targets: T[] = [];
    for (const el of Array.from(root.querySelectorAll(selector))) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      // A form control's label is part of its target: measure the control with its label when the label wraps it
      // or sits beside it as one clickable row (Bootstrap's form-check).
      let box = r;
      const check = el.closest('.form-check, .form-switch');
      if (el instanceof HTMLInputElement && check) box = check.getBoundingClientRect();
      // A control drawn as a button (Bootstrap's btn-check: the input clipped, taking no pointer events): the
      // pointer's target is its label.
      const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined;
      if (label && style.pointerEvents === 'none') box = label.getBoundingClientRect();
      // Inline exception: a link within a line of text.
      if (el.tagName === 'A' && style.display === 'inline' && el.parentElement?.tagName === 'P') continue;
      targets.push({
        el,
        r: box,
        cx: box.left + box.width / 2,
        cy: box.top + box.height / 2,
        small: box.width < 24 - 0.5 || box.height < 24 - 0.5,
      });
    }
    const distanceToRect = (x: number, y: number, r: DOMRect) =>
      Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    const out: string[] = [];
    for (const t of targets) {
      if (!t.small) continue;
      const crowded = targets.some((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        return o.small ? Math.hypot(o.cx - t.cx, o.cy - t.cy) < 24 : distanceToRect(t.cx, t.cy, o.r) < 12;
      });
      if (crowded) {
        const name = (t.el.getAttribute('aria-label') ?? t.el.textContent ?? '').trim().slice(0, 40);
        out.push(
          `${t.el.tagName.toLowerCase()} "${name}" ${Math.round(t.r.width)}×${Math.round(t.r.height)}`,
        );
      }
    }
    return out;
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px the targets on General and on a dual-list screen are at least 24 px or spaced (2.5.8)`, async ({
    page,
    signIn,
    chooseCustomer,
    openFeature,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn('admin@demo.test');
    await chooseCustomer(customer);
    const websiteId = await openFeature(website);
    await expect(page.getByRole('button', { name: 'Update Configuration', exact: true })).toBeEnabled();
    await expect(page.getByText('Loading competitions…')).toHaveCount(0);
    expect(await undersizedTargets(page.locator('body')), 'General').toEqual([]);

    await page.goto(`/configuration/${websiteId}/leaders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: /Add All/ }).first()).toBeVisible();
    expect(await undersizedTargets(page.locator('body')), 'Leaders').toEqual([]);
  });
}
