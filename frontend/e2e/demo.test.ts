import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { actionTimeoutMs, apiSignIn, baseUrl, bounded, closeBrowser, closeSession, contextOptions, evaluate, hookTimeout, launchBrowser, slower, withSession, type Session } from './support';

/**
 * Browser tests of /demo, the gallery of the product's building blocks (issue 21). For each
 * language (/demo, /ja/demo) and colour scheme (light, dark) it takes a full-page screenshot
 * (target/e2e/screenshots/demo-<locale>-<scheme>.png) and fails when:
 * - a status badge does not have its tone's colour (spec §9: default gray, primary blue,
 *   success green, danger red, warning orange, as Mantine's `light` variant of that colour,
 *   resolved from the page's own theme variables), the five tones are not five colours, a
 *   non-default badge is transparent or grey, or a status of a spec §4 list is missing;
 * - the link buttons' three variants (primary, outline, transparent) look alike;
 * - an error code's box does not name its type;
 * - a text of /ja/demo is English (ASCII words of 3+ letters outside code, URLs and names), or
 *   a text of /demo is Japanese.
 */

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** Where the e2e run keeps its logs (xtask: `<target>/e2e`); the screenshots go beside them. */
const repoRoot = resolve(import.meta.dirname, '../..');
const screenshotDir = join(resolve(repoRoot, process.env.CARGO_TARGET_DIR ?? 'target'), 'e2e', 'screenshots');

type Scheme = 'light' | 'dark';
type Locale = 'en' | 'ja';

const pagePath: Record<Locale, string> = { en: '/demo', ja: '/ja/demo' };
const pageTitle: Record<Locale, string> = { en: 'Component gallery', ja: 'コンポーネントギャラリー' };

/** Spec §9's five tones and the Mantine colour each must show. */
const toneColors = { default: 'gray', primary: 'blue', success: 'green', danger: 'red', warning: 'orange' } as const;
type Tone = keyof typeof toneColors;

/** Every list of spec §4 with its status ids (the gallery's `data-status-list` keys). */
const specLists: Record<string, readonly string[]> = {
  emailEvent: ['1', '2', '3', '4', '5', '6', '7', '8'],
  emailJob: ['1', '2', '4', '6'],
  author: ['ai', 'human'],
  document: ['1', '2', '3'],
  project: ['1', '2', '3', '4'],
  node: ['1', '2', '3', '4'],
  question: ['1', '2', '3'],
  visibility: ['1', '2', '3'],
  progress: ['1', '2', '3'],
  deal: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  application: ['1', '2', '3', '4'],
  task: ['1', '2', '3', '4'],
  priority: ['1', '2', '3'],
};

/**
 * The type name the error screen gives each code (spec §2; the app names 403 too and reads the
 * spec's 'Bad Gateway' as 502, so 402 is unknown like any other code).
 */
const errorTypeNames: Record<Locale, Record<number, string>> = {
  en: {
    400: 'Bad Request',
    402: 'Unknown Error',
    403: 'Forbidden',
    404: 'Not Found',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    418: 'Unknown Error',
  },
  ja: {
    400: '不正なリクエスト',
    402: '不明なエラー',
    403: 'アクセス禁止',
    404: '見つかりません',
    500: 'サーバー内部エラー',
    502: '不正なゲートウェイ',
    503: 'サービス利用不可',
    418: '不明なエラー',
  },
};
const errorHeading: Record<Locale, (status: number, type: string) => string> = {
  en: (status, type) => `Error: ${status} - ${type}`,
  ja: (status, type) => `エラー: ${status} - ${type}`,
};

/** English words a Japanese page may keep: the product's name and the code languages' names. */
const untranslatedAllowed = ['Staffhub', 'JavaScript', 'TypeScript', 'Markdown', 'JSON5', 'HTML', 'CSS', 'Vue', 'Diff'];
const urlPattern = /(?:https?:\/\/|www\.)[^\s)]+/g;
const japanese = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;

/** A signed-in session whose stored colour scheme (Mantine's local storage key) is `scheme`. */
async function demoSession(scheme: Scheme): Promise<Session> {
  const options = contextOptions(token);
  const context = await bounded(
    'browser.newContext()',
    browser.newContext({
      ...options,
      storageState: {
        cookies: [],
        origins: [
          {
            origin: baseUrl,
            localStorage: [
              { name: 'access_token', value: token },
              { name: 'mantine-color-scheme-value', value: scheme },
            ],
          },
        ],
      },
    }),
  );
  context.setDefaultTimeout(actionTimeoutMs);
  // tsx (esbuild, keepNames) wraps the functions declared inside the `page.evaluate` callbacks in
  // its `__name` helper, which the page does not have.
  await bounded('context.addInitScript()', context.addInitScript('globalThis.__name = (fn) => fn;'));
  const page = await bounded('context.newPage()', context.newPage());
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors, sentFrames: [], graphqlRequests: [] };
}

/** Opens the gallery and waits until it is complete: headings, highlighted code and the image. */
async function openDemo(page: Page, locale: Locale, scheme: Scheme): Promise<void> {
  await page.goto(pagePath[locale]);
  await page.getByRole('heading', { name: pageTitle[locale], level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="demo-markdown"] pre.shiki').length >= 8, undefined, { timeout: 20_000 });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="demo-markdown"] img')].every((img) => img.complete && img.naturalWidth > 0));
  assert.equal(await page.locator('html').getAttribute('data-mantine-color-scheme'), scheme, 'the stored colour scheme is applied');
  assert.equal(await page.locator('html').getAttribute('lang'), locale);
}

interface RGBA {
  r: number;
  g: number;
  b: number;
  a: number;
}

function parseColor(value: string): RGBA {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  assert.ok(match, `not an rgb colour: ${value}`);
  const [r, g, b, a = 1] = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
  return { r, g, b, a };
}

/** How far a colour is from grey (0 for any grey; the tinted badge backgrounds are 25+). */
function chroma({ r, g, b }: RGBA): number {
  return Math.max(r, g, b) - Math.min(r, g, b);
}

/** A colour over another: `top` with its alpha over an opaque `bottom`. */
function over(top: RGBA, bottom: RGBA): RGBA {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.1 relative luminance of an opaque colour. */
function luminance({ r, g, b }: RGBA): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The WCAG contrast ratio of a text colour on its own background over the backgrounds behind it
 * (nearest first; white when none is opaque), as the reader sees it.
 */
function contrast(text: string, own: string, behind: readonly string[]): number {
  let ground: RGBA = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of [...behind].reverse()) ground = over(parseColor(layer), ground);
  ground = over(parseColor(own), ground);
  const ink = over(parseColor(text), ground);
  const [light, dark] = [luminance(ink), luminance(ground)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.1 AA for normal-size text (issue 37 §4: badges and headings are read in dark mode too). */
const minimumContrast = 4.5;

interface BadgeReading {
  tone: string;
  reference: boolean;
  list: string | null;
  id: string | null;
  label: string;
  background: string;
  color: string;
  behind: string[];
}

/** Every `[data-tone]` badge of the status section, and each tone's expected colours from the page's theme. */
async function readBadges(page: Page) {
  return bounded(
    'page.evaluate: read the status badges and the theme colours',
    page.evaluate((colors: Record<string, string>) => {
      const section = document.querySelector('[data-testid="demo-statuses"]');
      if (!section) throw new Error('no status section');
      const resolve = (property: 'background-color' | 'color', variable: string) => {
        const probe = document.createElement('div');
        probe.style.setProperty(property, `var(${variable})`);
        section.appendChild(probe);
        const style = getComputedStyle(probe);
        const value = property === 'color' ? style.color : style.backgroundColor;
        probe.remove();
        return value;
      };
      const expected = Object.fromEntries(
        Object.entries(colors).map(([tone, color]) => [
          tone,
          { background: resolve('background-color', `--mantine-color-${color}-light`), color: resolve('color', `--mantine-color-${color}-light-color`) },
        ]),
      );
      /** The backgrounds behind an element, nearest first, down to the page's (a badge's own tint is composited over them). */
      const behind = (element: HTMLElement) => {
        const layers: string[] = [];
        for (let node = element.parentElement; node; node = node.parentElement) {
          const background = getComputedStyle(node).backgroundColor;
          if (background && background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') layers.push(background);
        }
        return layers;
      };
      const badges = [...section.querySelectorAll<HTMLElement>('[data-tone]')].map((badge) => {
        const style = getComputedStyle(badge);
        return {
          tone: badge.dataset.tone ?? '',
          reference: badge.hasAttribute('data-tone-reference'),
          list: badge.closest<HTMLElement>('[data-status-list]')?.dataset.statusList ?? null,
          id: badge.dataset.statusId ?? null,
          label: badge.textContent?.trim() ?? '',
          background: style.backgroundColor,
          color: style.color,
          behind: behind(badge),
        };
      });
      // What a heading of the gallery reads against: its text colour over what is behind it.
      const headings = [...document.querySelectorAll<HTMLElement>('#main-content h1, #main-content h2, #main-content h3, #main-content h4')]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => ({ label: heading.textContent?.trim() ?? '', color: getComputedStyle(heading).color, background: 'rgba(0, 0, 0, 0)', behind: behind(heading) }));
      const counts = Object.fromEntries(
        [...section.querySelectorAll<HTMLElement>('[data-status-list]')].map((row) => [row.dataset.statusList ?? '', Number(row.dataset.statusCount)]),
      );
      return { expected, badges, counts, headings };
    }, toneColors as Record<string, string>),
  );
}

/** Checks the status section: every badge in its tone's colour, five distinct tones, every §4 status. */
async function checkStatusBadges(page: Page, where: string): Promise<void> {
  const { expected, badges, counts, headings } = await readBadges(page);
  const tones = Object.keys(toneColors) as Tone[];

  const backgrounds = new Set(tones.map((tone) => expected[tone].background));
  assert.equal(backgrounds.size, 5, `${where}: the five tones give five background colours: ${JSON.stringify(expected)}`);
  const references = badges.filter((badge) => badge.reference);
  assert.deepEqual(references.map((badge) => badge.tone).sort(), [...tones].sort(), `${where}: one reference swatch per tone`);

  for (const badge of badges as BadgeReading[]) {
    const name = `${where}: ${badge.reference ? 'reference' : `${badge.list} ${badge.id}`} '${badge.label}' (${badge.tone})`;
    assert.ok(tones.includes(badge.tone as Tone), `${name}: an unknown tone`);
    const want = expected[badge.tone];
    assert.equal(badge.background, want.background, `${name}: background`);
    assert.equal(badge.color, want.color, `${name}: text colour`);
    const background = parseColor(badge.background);
    assert.ok(background.a > 0, `${name}: transparent`);
    if (badge.tone !== 'default') assert.ok(chroma(background) >= 12, `${name}: grey (${badge.background}) though its tone is ${badge.tone}`);
    assert.ok(badge.label.length > 0, `${name}: no label`);
    const ratio = contrast(badge.color, badge.background, badge.behind);
    assert.ok(ratio >= minimumContrast, `${name}: contrast ${ratio.toFixed(2)}:1 is below WCAG AA's ${minimumContrast}:1`);
  }
  assert.ok(headings.length > 0, `${where}: no headings`);
  for (const heading of headings) {
    const ratio = contrast(heading.color, heading.background, heading.behind);
    assert.ok(ratio >= minimumContrast, `${where}: heading '${heading.label}' has contrast ${ratio.toFixed(2)}:1, below WCAG AA's ${minimumContrast}:1`);
  }

  for (const [list, ids] of Object.entries(specLists)) {
    const shown = badges.filter((badge) => badge.list === list);
    assert.deepEqual(shown.map((badge) => badge.id), [...ids], `${where}: the statuses of ${list} (spec §4)`);
    assert.equal(counts[list], ids.length, `${where}: the catalogue's ${list} list has the spec's length`);
    const labels = shown.map((badge) => badge.label);
    assert.equal(new Set(labels).size, labels.length, `${where}: ${list} has a label twice: ${labels.join(', ')}`);
  }
  assert.deepEqual(Object.keys(counts).sort(), Object.keys(specLists).sort(), `${where}: no list besides spec §4's`);
}

/** Checks the link buttons: the three variants differ visually, each links home. */
async function checkLinkButtons(page: Page, locale: Locale, where: string): Promise<void> {
  const readings = await evaluate(
    page,
    'read the link buttons',
    () =>
      [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="demo-link-buttons"] a[data-variant-name]')].map((link) => {
        const style = getComputedStyle(link);
        return {
          variant: link.dataset.variantName ?? '',
          href: link.getAttribute('href'),
          background: style.backgroundColor,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          borderColor: style.borderTopColor,
          color: style.color,
        };
      }),
  );
  assert.deepEqual(
    readings.map((reading) => reading.variant),
    ['primary', 'outline', 'transparent'],
    `${where}: one link button per variant`,
  );
  const [primary, outline, transparent] = readings;
  for (const reading of readings) assert.equal(reading.href, locale === 'ja' ? '/ja' : '/', `${where}: ${reading.variant} links home`);
  assert.ok(parseColor(primary.background).a > 0 && chroma(parseColor(primary.background)) >= 40, `${where}: primary is filled with a colour (${primary.background})`);
  assert.equal(parseColor(outline.background).a, 0, `${where}: outline has no fill (${outline.background})`);
  assert.ok(parseColor(outline.borderColor).a > 0 && chroma(parseColor(outline.borderColor)) >= 40, `${where}: outline has a coloured border (${outline.border})`);
  assert.equal(parseColor(transparent.background).a, 0, `${where}: transparent has no fill (${transparent.background})`);
  assert.notEqual(transparent.border, outline.border, `${where}: transparent has no outline's border`);
  const looks = readings.map((reading) => `${reading.background}|${reading.border}|${reading.color}`);
  assert.equal(new Set(looks).size, 3, `${where}: the three variants look different: ${looks.join(' / ')}`);
}

/** Checks the error boxes: each code's heading names its type; the screen is inline, not a page. */
async function checkErrorScreens(page: Page, locale: Locale, where: string): Promise<void> {
  const boxes = await evaluate(
    page,
    'read the error boxes',
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-error-status]')].map((box) => ({
        status: Number(box.dataset.errorStatus),
        heading: box.querySelector('h1')?.textContent?.trim() ?? '',
        message: box.querySelector('[data-testid="error-message"]')?.textContent?.trim() ?? '',
        homeLinks: [...box.querySelectorAll('a')].map((link) => link.getAttribute('href')),
        height: box.getBoundingClientRect().height,
      })),
  );
  const names = errorTypeNames[locale];
  assert.deepEqual(
    boxes.map((box) => box.status),
    [400, 402, 403, 404, 500, 502, 503, 418],
    `${where}: one box per status code`,
  );
  for (const box of boxes) {
    assert.equal(box.heading, errorHeading[locale](box.status, names[box.status]), `${where}: the ${box.status} box names its type`);
    assert.ok(box.message.length > 0, `${where}: the ${box.status} box says what happened`);
    assert.ok(box.homeLinks.includes(locale === 'ja' ? '/ja' : '/'), `${where}: the ${box.status} box links home`);
    assert.ok(box.height < 500, `${where}: the ${box.status} box is inline (${box.height}px), not a full page`);
  }
}

/** The visible texts of the page's main content outside code and marked technical content, and its labels. */
async function mainTexts(page: Page): Promise<string[]> {
  return evaluate(
    page,
    'collect the visible texts of the main content',
    () => {
      const root = document.querySelector('#main-content');
      if (!root) throw new Error('no main content');
      const exempt = 'pre, code, [data-untranslatable], script, style';
      const texts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!text || !parent || parent.closest(exempt) || !parent.checkVisibility()) continue;
        texts.push(text);
      }
      for (const element of root.querySelectorAll<HTMLElement>('[alt], [aria-label], [title], [placeholder]')) {
        if (element.closest(exempt)) continue;
        for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
      }
      return texts;
    },
  );
}

/** What is left of a text once its URLs and allowed names are taken out. */
function withoutAllowed(text: string): string {
  let rest = text.replace(urlPattern, ' ');
  for (const word of untranslatedAllowed) rest = rest.split(word).join(' ');
  return rest;
}

describe('/demo gallery', () => {
  for (const locale of ['en', 'ja'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${pagePath[locale]} in the ${scheme} scheme shows every status in its tone's colour, three distinct link buttons and each error code's type name`, slower, async () => {
        const session = await demoSession(scheme);
        try {
          const { page } = session;
          await openDemo(page, locale, scheme);
          const where = `${pagePath[locale]} (${scheme})`;
          assert.equal(await page.title(), `${pageTitle[locale]} · Staffhub`, `${where}: the page's own title, not an error screen's`);
          await checkStatusBadges(page, where);
          await checkLinkButtons(page, locale, where);
          await checkErrorScreens(page, locale, where);
          mkdirSync(screenshotDir, { recursive: true });
          await page.screenshot({ path: join(screenshotDir, `demo-${locale}-${scheme}.png`), fullPage: true, animations: 'disabled', timeout: 30_000 });
          assert.deepEqual(session.pageErrors.map(String), [], `${where}: no page errors`);
        } finally {
          await closeSession(session);
        }
      });
    }
  }

  it('/demo renders every markdown feature: table of contents, breaks, autolinks, typography, HTML, lists, table, image and eight highlighted languages', slower, async () => {
    const session = await demoSession('light');
    try {
      await openDemo(session.page, 'en', 'light');
      const found = await evaluate(
        session.page,
        'read the rendered markdown',
        () => {
          const body = document.querySelector('[data-testid="demo-markdown"] .markdown-body');
          if (!body) throw new Error('no markdown');
          const count = (selector: string) => body.querySelectorAll(selector).length;
          return {
            toc: [...body.querySelectorAll('.markdown-toc a')].map((link) => link.getAttribute('href') ?? ''),
            headings: count('h1, h2, h3'),
            targets: [...body.querySelectorAll('.markdown-toc a')].filter((link) => {
              const target = document.getElementById(decodeURIComponent((link.getAttribute('href') ?? '').slice(1)));
              return target !== null && /^H[1-3]$/.test(target.tagName) && body.contains(target);
            }).length,
            breaks: count('p br'),
            external: [...body.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')].map((link) => `${link.target}|${link.rel}`),
            internal: [...body.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((link) => link.target),
            text: body.textContent ?? '',
            html: count('mark') + count('sub') + count('sup') + count('ins') + count('details summary'),
            strike: count('s'),
            tasks: count('input[type="checkbox"]'),
            checked: count('input[type="checkbox"]:checked'),
            quote: count('blockquote'),
            table: count('table th'),
            images: count('img'),
            highlighted: count('pre.shiki'),
          };
        },
      );
      assert.ok(found.toc.length >= 8 && found.toc.length === found.headings, `a table of contents of every h1–h3: ${found.toc.join(' ')}`);
      assert.equal(found.targets, found.toc.length, `every entry of the table of contents leads to its heading: ${found.toc.join(' ')}`);
      assert.ok(found.breaks >= 1, 'a line break becomes <br>');
      assert.equal(found.external.length, 3, 'two autolinks and a link');
      for (const link of found.external) assert.equal(link, '_blank|noopener noreferrer', 'an http(s) link opens in a new tab');
      assert.deepEqual(found.internal, [''], 'an app link stays in the tab');
      for (const mark of ['©', '™', '®', '–', '…', '“', '‘']) assert.ok(found.text.includes(mark), `typographic replacement ${mark}`);
      assert.equal(found.html, 5, 'HTML is allowed');
      assert.equal(found.strike, 1, 'strikethrough');
      assert.deepEqual([found.tasks, found.checked], [3, 1], 'a task list');
      assert.equal(found.quote, 1, 'a quote');
      assert.equal(found.table, 3, 'a table');
      assert.equal(found.images, 1, 'an image');
      assert.equal(found.highlighted, 8, 'html, css, javascript, typescript, markdown, json5, vue and diff are highlighted');
    } finally {
      await closeSession(session);
    }
  });

  it('/ja/demo shows no English outside code, URLs and names, and /demo shows no Japanese', slower, async () => {
    const session = await demoSession('light');
    try {
      await openDemo(session.page, 'en', 'light');
      const english = await mainTexts(session.page);
      await openDemo(session.page, 'ja', 'light');
      const japaneseTexts = await mainTexts(session.page);

      assert.ok(english.length > 100 && japaneseTexts.length > 100, 'the gallery has texts to compare');
      const leakedJapanese = english.filter((text) => japanese.test(text));
      assert.deepEqual(leakedJapanese, [], 'Japanese text on /demo');
      const untranslated = japaneseTexts
        .filter((text) => /[A-Za-z]{3,}/.test(withoutAllowed(text)))
        .map((text) => (english.includes(text) ? `${text} (also on /demo)` : text));
      assert.deepEqual(untranslated, [], 'English text on /ja/demo');
      assert.deepEqual(session.pageErrors.map(String), [], 'no page errors');
    } finally {
      await closeSession(session);
    }
  });

  it('/demo sends a visitor who is not signed in to /sign-in', slower, async () => {
    await withSession(
      browser,
      async ({ page }) => {
        await page.goto('/ja/demo');
        await page.waitForURL((url) => url.pathname === '/ja/sign-in' && url.searchParams.get('redirect') === '/ja/demo');
      },
      { signedIn: false },
    );
  });
});
