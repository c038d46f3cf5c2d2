/**
 * The steps as the player sees them: a step with more than 8 numbers is a
 * stepper bounded by the legal values, more than 8 other values come a page
 * of 7 at a time with "More", and a single choice is one button.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ActionChoice } from '../../../src/game/threeKingdomsRedux/moves';
import { ChoiceSteps } from '../../../src/board/threeKingdomsRedux/decisions/ChoiceSteps';
import { fullGame } from '../../game/threeKingdomsRedux/cards/generals/weiScenarios';

const G = fullGame({ wei: ['yueJin'] }).G;
const render = (choices: ActionChoice[], staged: ActionChoice | null = null) =>
  renderToStaticMarkup(<ChoiceSteps G={G} seat="wei" space="trainArmies" choices={choices} staged={staged} onChoose={() => {}} />);
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe('a step with many values', () => {
  it('numbers: one stepper from the least to the most legal value', () => {
    const html = render(Array.from({ length: 12 }, (_, i): ActionChoice => ({ kind: 'trainArmies', count: i + 3 })));
    expect(count(html, 'choice')).toBe(1);
    expect(html).toContain('Choose 3');
    expect(html).toContain('from 3 to 14');
    expect(html).toMatch(/aria-label="Fewer" disabled=""/);
  });

  it('other values: 7 at a time and "More"', () => {
    const html = render('abcdefghijkl'.split('').map((option): ActionChoice => ({ kind: 'skill', card: 'yueJin', variant: 'v', option })));
    expect(count(html, 'choice')).toBe(7);
    expect(count(html, 'choice-more')).toBe(1);
    expect(html).toContain('More (2 of 2)');
  });

  it('one choice: one button with its sentence', () => {
    const html = render([{ kind: 'trainArmies', count: 2 }]);
    expect(count(html, 'choice')).toBe(1);
    expect(html).toContain('Train 2 armies');
  });

  it('a choice staged from elsewhere (the Hint) shows as its path, ready for Confirm', () => {
    const choices = [1, 2, 3].map((count): ActionChoice => ({ kind: 'trainArmies', count }));
    const html = render(choices, { kind: 'trainArmies', count: 2 });
    expect(count(html, 'step-back')).toBe(1);
    expect(html).toContain('Armies to train: <strong>Train 2 armies</strong>');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Train 2 armies</);
  });
});
