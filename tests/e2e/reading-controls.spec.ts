import {expect, test, type Locator, type Page} from '@playwright/test';
import {commands} from '../../src/data/commands';
import {matchesQuery} from '../../src/components/CommandReferenceTable/filter';
import {platformChoices, worksOn} from '../../src/components/PlatformList/filter';
import {platformIds, platformLabels} from '../../src/data/platforms';
import {inputs} from './slowPhone';
import {appReady} from './support';

/**
 * The filter controls above the reference tables, as a reader uses them (issue 41): a chosen
 * platform's label is readable in both colour modes, pressed, hovered and focused, and a filter that
 * empties the table says which filter did it and how to get the rows back.
 */
test.use({hasTouch: true});

const TABLE_PAGES = [
  {path: '/chatbot/commands/default', group: 'command-platforms'},
  {path: '/chatbot/variables', group: 'variable-platforms'},
];

/** WCAG's contrast ratio of two opaque colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = ([r, g, b]: number[]) =>
    [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The text colour a reader sees on a control and the colour behind it, each as opaque RGB: the
 * control's own colours laid over those of its ancestors (a transparent text colour stays
 * transparent and shows as the background, which is what happened).
 */
async function seenColours(control: Locator): Promise<{text: number[]; textAlpha: number; background: number[]}> {
  return control.evaluate((element) => {
    const parse = (value: string) => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return {rgb: parts.slice(0, 3), alpha: value.startsWith('rgba') ? parts[3]! : 1};
    };
    const layers: {rgb: number[]; alpha: number}[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) layers.push(parse(getComputedStyle(node).backgroundColor));
    let background = [255, 255, 255];
    for (const layer of layers.reverse()) background = background.map((c, i) => layer.rgb[i]! * layer.alpha + c * (1 - layer.alpha));
    const text = parse(getComputedStyle(element).color);
    return {text: text.rgb.map((c, i) => c * text.alpha + background[i]! * (1 - text.alpha)), textAlpha: text.alpha, background};
  });
}

async function expectReadable(control: Locator, what: string): Promise<void> {
  const {text, textAlpha, background} = await seenColours(control);
  expect(textAlpha, `${what}: text colour is see-through`).toBe(1);
  expect(contrast(text, background), `${what}: contrast of ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const {path, group} of TABLE_PAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${path}, ${theme} mode: every platform button reads when pressed, hovered and focused`, async ({page}) => {
      await page.goto(path);
      await appReady(page);
      await setTheme(page, theme);
      const buttons = page.getByTestId(group).getByRole('button');
      await expect(buttons).toHaveText(platformChoices.map((choice) => choice.label));
      for (const choice of platformChoices) {
        const button = buttons.filter({hasText: new RegExp(`^${choice.label}$`)});
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expectReadable(button, `${choice.label} pressed and hovered`);
        await page.mouse.move(0, 0);
        await expectReadable(button, `${choice.label} pressed`);
        await button.focus();
        await expectReadable(button, `${choice.label} pressed and focused`);
        for (const other of platformChoices.filter((o) => o !== choice)) {
          const unpressed = buttons.filter({hasText: new RegExp(`^${other.label}$`)});
          await expect(unpressed).toHaveAttribute('aria-pressed', 'false');
          await unpressed.hover();
          await expectReadable(unpressed, `${other.label} hovered, not pressed`);
        }
      }
      // Every other pressed, selected or current control on the page reads too.
      for (const control of await page.locator('main [aria-pressed="true"], main [aria-selected="true"], main [aria-current="page"], nav [aria-current="page"]').all()) {
        if (await control.isVisible()) await expectReadable(control, `${await control.textContent()}`);
      }
    });
  }
}

/** A platform on which no command matching `word` works, while some work elsewhere (issue 41's “song”). */
function emptyingPlatform(word: string): {platform: (typeof platformIds)[number]; matching: typeof commands} {
  const matching = commands.filter((command) => matchesQuery(command, word));
  const platform = platformIds.find((id) => !matching.some((command) => worksOn(command, id)));
  if (!platform || matching.length === 0) throw new Error(`the data no longer has a platform that "${word}" leaves empty`);
  return {platform, matching};
}

for (const [input, use] of Object.entries(inputs)) {
  test(`the commands table says which filter emptied it (platform chosen with a ${input})`, async ({page}) => {
    const {platform, matching} = emptyingPlatform('song');
    await page.goto('/chatbot/commands/default');
    await appReady(page);
    await page.getByRole('searchbox', {name: 'Filter commands'}).fill('song');
    await expect(page.getByTestId('command-count')).toHaveText(`Showing ${matching.length} of ${commands.length} commands`);
    await use(page.getByTestId('command-platforms').getByRole('button', {name: platformLabels[platform], exact: true}));
    await expect(page.getByTestId('command-count')).toHaveText(`Showing 0 of ${commands.length} commands`);
    const message = page.getByRole('table', {name: 'Default commands'}).getByRole('cell');
    await expect(message).toHaveText(
      new RegExp(
        `^No default command matches “song” and works on ${platformLabels[platform]}\\. The platform filter emptied the list: without it, ${matching.length} default commands? match(es)? \\(!${matching[0]!.name}.*\\)\\. Choose “All platforms” to see (it|them)\\.$`,
      ),
    );
    await use(page.getByTestId('command-platforms').getByRole('button', {name: 'All platforms', exact: true}));
    await expect(page.getByTestId('command-count')).toHaveText(`Showing ${matching.length} of ${commands.length} commands`);
  });
}
