import { describe, expect, it } from 'vitest';
import { foldLookup, LOOKUP_RANK, type LookupCandidate, lookupScore, matchesLookup, rankLookup } from './lookup';

const turkiye: LookupCandidate = { name: 'Türkiye', aliases: ['Turkey'] };
const ivoryCoast: LookupCandidate = { name: "Côte d'Ivoire", aliases: ['Ivory Coast'] };
const lisbon: LookupCandidate = { name: 'Lisbon (LIS) Humberto Delgado Airport', aliases: ['Lisboa'], code: 'LIS' };

describe('foldLookup', () => {
  it.each([
    ['Türkiye', 'turkiye'],
    ["Côte d'Ivoire", 'cote d ivoire'],
    ['Côte d’Ivoire', 'cote d ivoire'],
    ['  São Tomé and Príncipe ', 'sao tome and principe'],
    ['Åland Islands', 'aland islands'],
    ['Kraków', 'krakow'],
    ['Diyarbakır', 'diyarbakir'],
    ['İstanbul', 'istanbul'],
    ['Straße', 'strasse'],
    ['Tromsø', 'tromso'],
    ['Ærø', 'aero'],
    ['Łódź', 'lodz'],
    ['— Paris', 'paris'],
    ['Guinea-Bissau', 'guinea bissau'],
    ['Lisbon (LIS) Humberto Delgado', 'lisbon lis humberto delgado'],
  ])('%s → %s', (text, folded) => expect(foldLookup(text)).toBe(folded));
});

describe('lookupScore', () => {
  it('finds Türkiye by its start, its English name and its own, whatever the case and accents', () => {
    for (const query of ['turk', 'TURK', 'Turkey', 'turkey', 'Türkiye', 'turkiye', 'TÜRKİYE']) expect(matchesLookup(query, turkiye), query).toBe(true);
    expect(lookupScore('Turkey', turkiye)).toBe(LOOKUP_RANK.exact);
    expect(lookupScore('turk', turkiye)).toBe(LOOKUP_RANK.prefix);
  });

  it("finds Côte d'Ivoire without the accent, by a later word and by its English name", () => {
    expect(lookupScore('cote', ivoryCoast)).toBe(LOOKUP_RANK.prefix);
    expect(lookupScore("cote d'iv", ivoryCoast)).toBe(LOOKUP_RANK.prefix);
    expect(lookupScore('ivoire', ivoryCoast)).toBe(LOOKUP_RANK.word);
    expect(lookupScore('ivory', ivoryCoast)).toBe(LOOKUP_RANK.prefix);
    expect(lookupScore('coast', ivoryCoast)).toBe(LOOKUP_RANK.word);
  });

  it('ranks an exact IATA code above everything, and a code start as a word start', () => {
    expect(lookupScore('lis', lisbon)).toBe(LOOKUP_RANK.code);
    expect(lookupScore('LIS', lisbon)).toBe(LOOKUP_RANK.code);
    expect(lookupScore('li', lisbon)).toBe(LOOKUP_RANK.prefix);
    expect(lookupScore('humb', lisbon)).toBe(LOOKUP_RANK.word);
    expect(lookupScore('lisboa', lisbon)).toBe(LOOKUP_RANK.exact);
    expect(lookupScore('cdg', { name: 'Paris Charles de Gaulle Airport', code: 'CDG' })).toBe(LOOKUP_RANK.code);
    expect(lookupScore('cd', { name: 'Paris Charles de Gaulle Airport', code: 'CDG' })).toBe(LOOKUP_RANK.word);
  });

  it('matches the start of a word only, not its middle', () => {
    expect(matchesLookup('urk', turkiye)).toBe(false);
    expect(matchesLookup('bon', lisbon)).toBe(false);
    expect(matchesLookup('oire', ivoryCoast)).toBe(false);
    expect(matchesLookup('is', lisbon)).toBe(false);
  });

  it('finds everything with an empty or blank query', () => {
    expect(matchesLookup('', turkiye)).toBe(true);
    expect(matchesLookup('  ', ivoryCoast)).toBe(true);
  });
});

describe('rankLookup', () => {
  const countries: LookupCandidate[] = [
    { name: 'Tunisia' },
    { name: 'Türkiye', aliases: ['Turkey'] },
    { name: 'Turkmenistan' },
    { name: 'Turks and Caicos Islands' },
    { name: 'United Kingdom' },
  ];
  const names = (query: string, items: LookupCandidate[]) => rankLookup(query, items, (c) => c).map((c) => c.name);

  it('answers what matches, best first, ties in the list order', () => {
    expect(names('turk', countries)).toEqual(['Türkiye', 'Turkmenistan', 'Turks and Caicos Islands']);
    expect(names('Turkey', countries)).toEqual(['Türkiye']);
    expect(names('Türkiye', countries)).toEqual(['Türkiye']);
    expect(names('king', countries)).toEqual(['United Kingdom']);
    expect(names('', countries)).toEqual(countries.map((c) => c.name));
  });

  it('puts the airport whose code is typed first, then names starting with it, then words', () => {
    const airports: LookupCandidate[] = [
      { name: 'Helsinki (HEL) Helsinki Airport', code: 'HEL' },
      { name: 'Lisbon (LIS) Humberto Delgado Airport', code: 'LIS' },
      { name: 'Minneapolis (MSP) Lis Field', code: 'MSP' },
      { name: 'Lisala (LIQ) Lisala Airport', code: 'LIQ' },
    ];
    expect(names('lis', airports)).toEqual(['Lisbon (LIS) Humberto Delgado Airport', 'Lisala (LIQ) Lisala Airport', 'Minneapolis (MSP) Lis Field']);
    expect(names('hel', airports)[0]).toBe('Helsinki (HEL) Helsinki Airport');
  });

  it('ranks an exact name above a longer one that starts with it', () => {
    expect(names('niger', [{ name: 'Nigeria' }, { name: 'Niger' }])).toEqual(['Niger', 'Nigeria']);
  });
});
