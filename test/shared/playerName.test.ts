/**
 * Players' names (issue 33, finding 7): names are shown to every other
 * player, so one may not copy the bots' labels, pass for another player with
 * look-alike letters, stack combining marks over the lines around it, or
 * repeat a very wide character.
 */
import { describe, expect, it } from 'vitest';
import { cleanName, nameFault, namesLookAlike, nameSkeleton } from '../../src/shared/playerName';

describe('nameFault', () => {
  it('keeps the names people write: Latin with accents, Chinese, Japanese, Korean, Cyrillic, Greek, Devanagari, mixed with CJK', () => {
    for (const name of [
      'Cao Cao',
      'José',
      'Nguyễn Văn',
      '孫堅',
      'さくら',
      '김민준',
      'Лев Толстой',
      'Ελένη',
      'दिल्ली',
      '李白 Li Bai',
      "Liu Bei-2_o'k.",
      'Robot',
      'Botan',
    ])
      expect(nameFault(name), name).toBeNull();
  });

  it('is NFKC: fullwidth letters are the letters they stand for, and U+FDFA is the 18 characters it stands for', () => {
    expect(cleanName('Ｃａｏ')).toBe('Cao');
    expect([...cleanName('\uFDFA')]).toHaveLength(18);
    expect(nameFault('\uFDFA\uFDFA')).toBe('too long');
    expect(nameFault('\uFDFA'.repeat(24))).toBe('too long');
  });

  it('refuses the bots\' labels and the word "bot" however it is written', () => {
    for (const name of ['Hard bot', 'Easy bot', 'hard_BOT', 'Bot', 'b0t', 'Ｂｏｔ', 'Hard bоt', 'bots'])
      expect(nameFault(name), name).toMatch(/bot-like|mixed scripts/);
    expect(nameFault('Hard bot')).toBe('bot-like');
  });

  it('refuses a name mixing alphabets (a Latin name with a Cyrillic or Greek letter in it)', () => {
    expect(nameFault('Bоb')).toBe('mixed scripts'); // Cyrillic о
    expect(nameFault('Αlice')).toBe('mixed scripts'); // Greek Α
    expect(nameFault('Лев Lev')).toBe('mixed scripts');
  });

  it('refuses runs of more than 3 combining marks', () => {
    expect(nameFault('ab\u0300\u0301\u0302\u0303')).toBe('stacked marks');
    expect(nameFault('Z' + '\u0336\u0337\u0338'.repeat(6))).toBe('stacked marks');
    expect(nameFault('a\u0300\u0301\u0302')).toBeNull();
  });

  it('bounds the width: wide characters count 2 columns of 32, and scripts whose letters are very wide are refused', () => {
    expect(nameFault('孫'.repeat(16))).toBeNull();
    expect(nameFault('孫'.repeat(17))).toBe('too wide');
    expect(nameFault('𒀀')).toBe('other characters'); // cuneiform
    expect(nameFault('𓀀')).toBe('other characters'); // Egyptian hieroglyph
  });
});

describe('namesLookAlike', () => {
  it("tells look-alikes: other alphabets' letters drawn as Latin, I and l, 0 and O, rn and m, case, accents and separators", () => {
    expect(namesLookAlike('Bob', 'Воb')).toBe(true);
    expect(namesLookAlike('Alice', 'AIice')).toBe(true);
    expect(namesLookAlike('Bob', 'B0B')).toBe(true);
    expect(namesLookAlike('Cao Cao', 'cao_cao')).toBe(true);
    expect(namesLookAlike('Emma', 'Ernma')).toBe(true);
    expect(namesLookAlike('Cao', 'Cáo')).toBe(true);
    expect(namesLookAlike('Ｃａｏ', 'Cao')).toBe(true);
    expect(namesLookAlike('Cao', 'Liu')).toBe(false);
    expect(namesLookAlike('孫堅', '孫権')).toBe(false);
    expect(nameSkeleton('Cao Cao', { keepSeparators: true })).toBe('cao cao');
  });
});
