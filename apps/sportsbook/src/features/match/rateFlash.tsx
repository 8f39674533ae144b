import { useEffect, useState } from 'react';

/**
 * A moved rate flashes (issue 4): a 1 px edge round its cell, green up and red down, at 60 %
 * opacity, gone 0.4 s later (kept subtle, issue 16; never drawn under reduced motion).
 *
 * What it costs a page at rest (issue 12) decided how it is drawn:
 * - A moved rate writes ONE element: its new figure and one attribute, `data-flash-<n>` = `up` |
 *   `down`, on the element that shows the rate. `n` is the flash's generation: every rate that moves
 *   in one update of the page gets the same one (`flashGeneration`), the next update a new one. The
 *   flash's pseudo-element covers the whole cell (the cell is the positioned box).
 * - The edge shows while the page's flash sheet names that generation, and the sheet forgets it
 *   0.4 s later, by one timer for all of that update's flashes. Changing the sheet's rules is not a
 *   DOM write (no cell is touched again), and Blink restyles only the elements that carry the
 *   named attribute: the cells of that one update, not every rate that ever moved.
 * - Before, the edge was hidden by a CSS animation that only waited (zero long, delayed 0.4 s). Blink
 *   services a waiting animation in every frame of its last ~50 ms, so each update's flash cost
 *   four or five frames, and each cell fired `animationstart` and `animationend` that React's root
 *   listener searched the tree for: about a third of the match page's main thread at rest
 *   (docs/decisions/0017-rate-flash.md). A fade of opacity cost more still.
 * - An attribute whose NAME carries the generation, rather than a value, is what keeps a stale
 *   flash dark: a cell that moved ten updates ago still carries `data-flash-<old>`, which no rule
 *   names any more, and a sheet change is matched to elements by attribute name.
 */
export type Flash = { generation: number; direction: 'up' | 'down' };

/** How long an edge stays (issue 16: under half a second). */
export const FLASH_MS = 400;

const EDGE = { up: '#2f855a', down: '#c53030' } as const;

export const RATE_FLASH_CSS = `
[data-rate-cell]{position:relative}
[data-rate]::after{content:'';position:absolute;inset:0;pointer-events:none;visibility:hidden;opacity:.6;box-shadow:inset 0 0 0 1px #d69e2e}
@media (prefers-reduced-motion:reduce){[data-rate]::after{display:none}}
`;

/** The rules that show one generation's edges. */
function litRules(n: number): string[] {
  const name = `data-flash-${n}`;
  return [
    `[${name}]::after{visibility:visible}`,
    ...(['up', 'down'] as const).map((d) => `[${name}='${d}']::after{box-shadow:inset 0 0 0 1px ${EDGE[d]}}`),
  ];
}

type Sheet = Pick<CSSStyleSheet, 'cssRules' | 'insertRule' | 'deleteRule'>;
let sheet: Sheet | null = null;
let generation = 0;
let open = false;
/** The rules in the sheet, by the generation they show. */
const litRulesOf = new Map<number, CSSRule[]>();

/**
 * The page's flash sheet: adopted by the document where it can be (no element at all), else a style
 * element's. It holds the rules of every generation being shown and, ahead of time, of the next one,
 * so that the update that opens a generation changes no sheet: the one sheet change of a flash is
 * at its end.
 */
function flashSheet(): Sheet | null {
  if (typeof document === 'undefined') return null;
  if (sheet && isApplied(sheet)) return sheet;
  litRulesOf.clear();
  try {
    const adopted = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, adopted];
    sheet = adopted;
  } catch {
    const style = document.createElement('style');
    style.setAttribute('data-rate-flash-lit', '');
    document.head.append(style);
    sheet = style.sheet;
  }
  if (sheet) light(sheet, generation + 1);
  return sheet;
}

/** Whether the page still applies the sheet (a test, or another script, may have replaced the document's sheets). */
function isApplied(target: Sheet): boolean {
  const owner = (target as CSSStyleSheet).ownerNode;
  return owner ? owner.isConnected : document.adoptedStyleSheets.includes(target as CSSStyleSheet);
}

function light(target: Sheet, n: number): void {
  if (litRulesOf.has(n)) return;
  litRulesOf.set(
    n,
    litRules(n).map((rule) => target.cssRules[target.insertRule(rule, target.cssRules.length)]!),
  );
}

function darken(target: Sheet, n: number): void {
  for (const rule of litRulesOf.get(n) ?? []) {
    const at = Array.prototype.indexOf.call(target.cssRules, rule);
    if (at >= 0) target.deleteRule(at);
  }
  litRulesOf.delete(n);
}

/**
 * The generation of the rates moving in this update of the page. The first moved rate of an update
 * opens one (its rules are normally in the sheet already); every other rate rendered before the
 * update's work is done shares it. 0.4 s later one timer takes its rules out and puts the next
 * generation's in, in one change of the sheet.
 */
export function flashGeneration(): number {
  if (!open) {
    open = true;
    generation += 1;
    const n = generation;
    const target = flashSheet();
    if (target) {
      light(target, n);
      setTimeout(() => {
        darken(target, n);
        light(target, generation + 1);
      }, FLASH_MS);
    }
    queueMicrotask(() => {
      open = false;
    });
  }
  return generation;
}

/** The attribute a rate's element carries for its flash (none before its first move). */
export function flashAttribute(flash: Flash | undefined): Record<string, string> {
  return flash ? { [`data-flash-${flash.generation}`]: flash.direction } : {};
}

/** The flash an element carries (its `data-flash-<generation>`), if it has one. */
export function flashOf(element: Element | null): Flash | undefined {
  const attribute = [...(element?.attributes ?? [])].find((a) => /^data-flash-\d+$/.test(a.name));
  if (!attribute || (attribute.value !== 'up' && attribute.value !== 'down')) return undefined;
  return { generation: Number(attribute.name.slice('data-flash-'.length)), direction: attribute.value };
}

/** The flash's base stylesheet; React keeps one copy in the head however many tables render it. */
export function RateFlashStyles() {
  useEffect(() => {
    flashSheet();
  }, []);
  return (
    <style href="exchange-rate-flash" precedence="medium">
      {RATE_FLASH_CSS}
    </style>
  );
}

/** The last move of `value` (none before its first move), computed while rendering. */
export function useFlash(value: number): Flash | undefined {
  const [seen, setSeen] = useState<{ value: number; flash: Flash | undefined }>({ value, flash: undefined });
  if (seen.value !== value) {
    const next = {
      value,
      flash: { generation: flashGeneration(), direction: value > seen.value ? 'up' : 'down' } as const,
    };
    // React's pattern for state from the previous render: re-renders at once, before anything is written.
    setSeen(next);
    return next.flash;
  }
  return seen.flash;
}
