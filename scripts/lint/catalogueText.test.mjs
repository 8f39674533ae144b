import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint config, run on planted code: the rule must fire where a player would read
// a literal, and stay quiet on what is not words, in every app and package with screens.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function textErrors(code, filePath = 'apps/casino/src/features/table/Planted.tsx') {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'exchange/catalogue-text').map((m) => m.message);
}

const component = (body) =>
  `import { notify, useT } from '@exchange/shared-ui';\nexport function Planted({ n }: { n: number }) {\n  const t = useT();\n  ${body}\n}\n`;

describe('lint: words a player reads come from the catalogue', () => {
  it('refuses a literal in JSX text, in every app and in the design system', async () => {
    for (const file of [
      'apps/shell/src/features/profile/Planted.tsx',
      'apps/sportsbook/src/features/match/Planted.tsx',
      'apps/casino/src/features/table/Planted.tsx',
      'packages/shared-ui/src/Planted.tsx',
    ]) {
      expect(await textErrors(component("return <p>{t('frame.wallet')} Total Bets: {n}</p>;"), file)).toEqual([
        expect.stringContaining("'Total Bets:' is written into the screen"),
      ]);
    }
    // Hindi written into a screen is a literal too: it would stay Hindi on an English screen.
    expect(await textErrors(component('return <p>कुल दांव</p>;'))).toHaveLength(1);
    expect(await textErrors(component("return <p>{n > 0 ? 'Won' : t('common.lost')}</p>;"))).toEqual([
      expect.stringContaining("'Won'"),
    ]);
  });

  it('refuses a literal in an aria-label, a title, a placeholder, an alt and a label', async () => {
    const errors = await textErrors(
      component(
        'return (<>\n<button aria-label="Remove button" />\n<img alt={`Card ${n}`} />\n<input placeholder="Amount" />\n<abbr title="Round seed">x</abbr>\n<Field label={\'Client Code\'} />\n</>);',
      ),
    );
    expect(errors).toEqual([
      expect.stringContaining("aria-label='Remove button'"),
      expect.stringContaining("alt='Card'"),
      expect.stringContaining("placeholder='Amount'"),
      expect.stringContaining("title='Round seed'"),
      expect.stringContaining("label='Client Code'"),
    ]);
  });

  it('refuses a literal toast, also through a constant of the same file', async () => {
    const errors = await textErrors(
      `import { notify } from '@exchange/shared-ui';\nimport { toast } from 'sonner';\nconst SAVED = 'Stake buttons updated';\nexport function save(ok: boolean) {\n  notify.success('Bet Placed');\n  notify.error(ok ? 'Something Went Wrong' : SAVED);\n  toast('Hello there');\n  toast.error(SAVED, { description: 'Try again' });\n}\n`,
      'apps/casino/src/features/table/planted.ts',
    );
    expect(errors).toEqual([
      expect.stringContaining("The toast 'Bet Placed'"),
      expect.stringContaining("The toast 'Something Went Wrong'"),
      expect.stringContaining("The toast 'Stake buttons updated'"),
      expect.stringContaining("The toast 'Hello there'"),
      expect.stringContaining("The toast 'Stake buttons updated'"),
      expect.stringContaining("The toast 'Try again'"),
    ]);
  });

  it('lets through what is not words, and texts read from the catalogue or from config', async () => {
    const allowed = component(`const brand = { name: 'x' };
  return (
    <div className="odds-cell flex" data-testid="total-bets" data-label="Winner" id="login-title" role="status">
      {t('casino.placeBet')} | {n} - 12.00 ₹ C A ♠ …
      <span aria-label={t('frame.wallet')} title={brand.name} placeholder={String(n)}>{'|'}</span>
      <style>{'.cell{position:relative}'}</style>
      <img alt="" />
      {notify.error(t('login.agreeTerms'))}
    </div>
  );`);
    expect(await textErrors(allowed)).toEqual([]);
    // A program's or a hash's name is a name in every language (the config's list), and only that.
    expect(await textErrors(component('return <Tab label="Node.js" />;'))).toEqual([]);
    expect(await textErrors(component('return <p>SHA-256: {n}</p>;'))).toEqual([]);
    expect(await textErrors(component('return <p>Round seed hash (SHA-256): {n}</p>;'))).toHaveLength(1);
    // A literal a reviewer accepts is marked where it stands, with its reason.
    expect(
      await textErrors(
        component(
          'return (\n<svg>\n{/* eslint-disable-next-line exchange/catalogue-text -- a logo */}\nMATKA\n</svg>\n);',
        ),
      ),
    ).toEqual([]);
  });

  it('leaves tests and fixtures alone, and checks every screen: the history screens too', async () => {
    const literal = component('return <p>Total Bets</p>;');
    expect(await textErrors(literal, 'apps/casino/src/features/table/Planted.test.tsx')).toEqual([]);
    expect(await textErrors(literal, 'apps/casino/src/features/table/Planted.fixture.tsx')).toEqual([]);
    expect(await textErrors(literal, 'apps/shell/src/features/ledger/Planted.tsx')).toHaveLength(1);
    expect(await textErrors(literal, 'apps/shell/src/features/statement/Planted.tsx')).toHaveLength(1);
    expect(await textErrors(literal, 'apps/shell/src/features/history/Planted.tsx')).toHaveLength(1);
  });
});
