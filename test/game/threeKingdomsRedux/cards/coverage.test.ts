/**
 * Card coverage (the generals' and the enhancements' issues, "How it is
 * checked"): every general's skill and every state enhancement is
 * implemented and covered by a test naming it; every compendium ruling
 * bullet about a card is a test that quotes the ruling's first words; and
 * docs/cards.md, generated from the data and these tests, is up to date.
 */
import { describe, expect, it } from 'vitest';
import { GENERALS, GENERAL_IDS } from '../../../../src/game/threeKingdomsRedux/data/generals';
import { ENHANCEMENTS, ENHANCEMENT_IDS } from '../../../../src/game/threeKingdomsRedux/data/enhancements';
import { isImplemented } from '../../../../src/game/threeKingdomsRedux/hooks';
import '../../../../src/game/threeKingdomsRedux/engine';
import { allTestTitles, quotes, testsNaming, titlesIn } from '../../../../scripts/cardCoverage';
import { currentCardsDoc, renderCardsDoc } from '../../../../scripts/cardsDoc';

const root = process.cwd();
const titles = allTestTitles(root);

describe('card coverage', () => {
  it('reads test titles with their describe path, todos marked', () => {
    const src = `describe('Cao Ren, Endurance', () => {\n  it('Cao Ren: "receives 5"', () => {});\n  it.todo("Cao Ren: \\"later\\"");\n});\nit('outside', () => {});`;
    expect(titlesIn(src, 'x.test.ts')).toEqual([
      { file: 'x.test.ts', title: 'Cao Ren, Endurance › Cao Ren: "receives 5"', todo: false },
      { file: 'x.test.ts', title: 'Cao Ren, Endurance › Cao Ren: "later"', todo: true },
      { file: 'x.test.ts', title: 'outside', todo: false },
    ]);
  });

  it('a ruling counts as quoted only with its first six words', () => {
    const ruling = "Cao Hong's skill may be activated even if he is not the general left";
    expect(quotes('Cao Hong: "Cao Hong\'s skill may be activated even if..."', ruling)).toBe(true);
    expect(quotes('Cao Hong: "Cao Hong\'s skill may be..."', ruling)).toBe(false);
  });

  it('every general has an implemented skill', () => {
    expect(GENERAL_IDS.filter((g) => !isImplemented(g)).map((g) => GENERALS[g].name.value)).toEqual([]);
  });

  it('every general has a test naming him that is not a todo', () => {
    const uncovered = GENERAL_IDS.filter((g) => !testsNaming(titles, GENERALS[g].name.value).some((t) => !t.todo));
    expect(uncovered.map((g) => GENERALS[g].name.value)).toEqual([]);
  });

  it('every compendium ruling about a general is a test (or a todo waiting for its enhancement) quoting its first words', () => {
    const missing: string[] = [];
    for (const g of GENERAL_IDS) {
      const card = GENERALS[g];
      const tests = testsNaming(titles, card.name.value);
      for (const ruling of card.rulings.value)
        if (!tests.some((t) => quotes(t.title, ruling))) missing.push(`${card.name.value}: ${ruling.slice(0, 60)}…`);
    }
    expect(missing).toEqual([]);
  });

  it('every state enhancement has an implemented effect', () => {
    expect(ENHANCEMENT_IDS.filter((e) => !isImplemented(e)).map((e) => ENHANCEMENTS[e].name.value)).toEqual([]);
  });

  it('every state enhancement has a test naming it that is not a todo', () => {
    const uncovered = ENHANCEMENT_IDS.filter((e) => !testsNaming(titles, ENHANCEMENTS[e].name.value).some((t) => !t.todo));
    expect(uncovered.map((e) => ENHANCEMENTS[e].name.value)).toEqual([]);
  });

  it('every compendium ruling about a state enhancement is a test (not a todo) quoting its first words', () => {
    const missing: string[] = [];
    for (const e of ENHANCEMENT_IDS) {
      const card = ENHANCEMENTS[e];
      const tests = testsNaming(titles, card.name.value).filter((t) => !t.todo);
      for (const ruling of card.rulings.value)
        if (!tests.some((t) => quotes(t.title, ruling))) missing.push(`${card.name.value}: ${ruling.slice(0, 60)}…`);
    }
    expect(missing).toEqual([]);
  });

  it('no card test waits as a todo any more (both card issues have landed)', () => {
    // (This file's own parser example above is not a test.)
    expect(titles.filter((t) => t.todo && !t.file.endsWith('coverage.test.ts')).map((t) => `${t.file}: ${t.title}`)).toEqual([]);
  });

  it('docs/cards.md is up to date (run `npm run cards:doc`)', () => {
    expect(currentCardsDoc(root) === renderCardsDoc(root), 'docs/cards.md is stale: run `npm run cards:doc`').toBe(true);
  });
});
