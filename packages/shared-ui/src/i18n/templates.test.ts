import { templateMatcher } from './templates';
import { translateText } from './translate';

describe('matching English templates', () => {
  const match = templateMatcher({
    min: 'Minimum bet amount is {value}',
    range: 'Choose from {low} to {high}',
    twice: '{side} wins, {side} pays',
    limit: 'Daily limit: {problem}',
    loose: '{a} {b}',
    symbols: '{amount} - {price}',
    regexy: 'Odds (x{rate}) are $ {amount}?',
  });

  it('captures the values of the one template that fits the whole text', () => {
    expect(match('Minimum bet amount is 100')).toEqual({ key: 'min', values: { value: '100' } });
    expect(match('Choose from 1 to 50000')).toEqual({ key: 'range', values: { low: '1', high: '50000' } });
    expect(match('Odds (x2.5) are $ 1,000.00?')).toEqual({
      key: 'regexy',
      values: { rate: '2.5', amount: '1,000.00' },
    });
    // A value may carry spaces and punctuation of its own.
    expect(match('Daily limit: A limit must be more than 0')).toEqual({
      key: 'limit',
      values: { problem: 'A limit must be more than 0' },
    });
  });

  it('matches nothing that only begins or ends like a template, or misses its words', () => {
    expect(match('Minimum bet amount is ')).toBeNull();
    expect(match('The Minimum bet amount is 100')).toBeNull();
    expect(match('Minimum bet amount was 100')).toBeNull();
    expect(match('Maximum bet amount is 100')).toBeNull();
  });

  it('needs a value used twice to be the same both times', () => {
    expect(match('Dragon wins, Dragon pays')).toEqual({ key: 'twice', values: { side: 'Dragon' } });
    expect(match('Dragon wins, Tiger pays')).toBeNull();
  });

  it('never uses a template without words of its own, which would fit any text', () => {
    expect(match('India Australia')).toBeNull();
    expect(match('100 - 2.5')).toBeNull();
  });

  it('prefers the template with more words of its own', () => {
    const m = templateMatcher({ general: '{what} is closed', particular: 'Market {name} is closed' });
    expect(m('Market Over 6 is closed')).toEqual({ key: 'particular', values: { name: 'Over 6' } });
    expect(m('Betting is closed')).toEqual({ key: 'general', values: { what: 'Betting' } });
  });
});

describe('translating an English text that carries values', () => {
  it("shows the spec's messages in Hindi with their figures as they came", () => {
    expect(translateText('hi', 'Minimum bet amount is 100')).toBe('कम से कम बेट राशि 100 है');
    expect(translateText('hi', 'Maximum bet amount is 2,00,000')).toBe('ज़्यादा से ज़्यादा बेट राशि 2,00,000 है');
    expect(translateText('en', 'Minimum bet amount is 100')).toBe('Minimum bet amount is 100');
  });

  it("translates the API's refusals with values, and a value that is itself a catalogue text", () => {
    expect(translateText('hi', 'You have taken a time-out until 12-05-2026 3:00 PM (IST)')).toBe(
      'आपने 12-05-2026 3:00 PM (IST) तक टाइम-आउट लिया है',
    );
    expect(translateText('hi', 'Weekly limit: A limit can be at most 1,00,00,000.00')).toBe(
      'साप्ताहिक सीमा: सीमा ज़्यादा से ज़्यादा 1,00,00,000.00 हो सकती है',
    );
    expect(translateText('hi', 'Casino buttons: add at least one button')).toBe('कैसीनो बटन: कम से कम एक बटन जोड़ें');
  });

  it('leaves a text that fits no entry as it came, and names inside a fitting one', () => {
    expect(translateText('hi', 'Lucky 7 A')).toBe('Lucky 7 A');
    expect(translateText('hi', 'A brand new server message')).toBe('A brand new server message');
    // Asked again (a screen renders many times): the same answer from the lookup's memory.
    expect(translateText('hi', 'Minimum bet amount is 100')).toBe('कम से कम बेट राशि 100 है');
    expect(translateText('hi', 'A brand new server message')).toBe('A brand new server message');
  });

  it('takes no template that fits a whole unknown sentence into one of its values', () => {
    // '{rank} of {suit}' would fit: a sentence is no card's suit, so the text stays English whole.
    const sentence = 'The end of the betting window was reached for this round';
    expect(translateText('hi', sentence)).toBe(sentence);
    // A value that is a short name still fits.
    expect(translateText('hi', 'Q of Heart')).toBe('पान का Q');
  });

  it('leaves a text already in Hindi as it is (a toast translated by its caller)', () => {
    expect(translateText('hi', 'कम से कम बेट राशि 100 है')).toBe('कम से कम बेट राशि 100 है');
  });
});
