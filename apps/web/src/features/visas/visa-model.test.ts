import { describe, expect, it } from 'vitest';
import type { Visa } from '@travel/contracts';
import { emptyVisaInfo, pricingOf, typesWire, visaInfoOf, visaInfoWire, visaSaveForm, visaTabOfRefusal } from './visa-model';

const visa: Visa = {
  id: 7,
  name: 'Schengen tourist',
  origins: [{ id: 12, name: 'Armenia' }],
  destinations: [{ id: 75, name: 'France' }],
  defaultCurrency: 'EUR',
  infantAgeMax: 2,
  children1AgeMax: 12,
  children2AgeMax: null,
  description: null,
  markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'percent', amount: null } },
  types: [
    {
      id: 3,
      visaId: 7,
      name: 'Tourist 30 days',
      pricing: [
        {
          id: 9,
          startDate: '2027-01-01',
          endDate: '2027-12-31',
          pricingData: { extraAdult: '80.00', extraChild: '45.00', extraInfant: '0.00', currency: 'EUR' },
        },
      ],
    },
  ],
};

describe('visa form model', () => {
  it('starts a new visa with infants below 2 and children below 12', () => {
    expect(emptyVisaInfo()).toMatchObject({
      infantAgeMax: 2,
      children1AgeMax: 12,
      origins: [],
      destinations: [],
      markups: { b2b: { type: 'percent', amount: '' } },
    });
  });

  it('sends the Info as POST visas takes it: id lists, age limits as numbers, empty markup amounts left out', () => {
    expect(visaInfoWire(visaInfoOf(visa))).toEqual({
      name: 'Schengen tourist',
      origins: [12],
      destinations: [75],
      defaultCurrency: 'EUR',
      infantAgeMax: 2,
      children1AgeMax: 12,
      description: '',
      markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'percent' } },
    });
  });

  it('saves as form data: _method=PUT, repeated origins[] and destinations[], types with their pricing as JSON', () => {
    const pricing = pricingOf(visa);
    pricing[3]!.push({ key: 'new', startDate: '2028-01-01', endDate: '2028-12-31', pricingData: { extraAdult: '85', currency: 'EUR' } });
    const info = { ...visaInfoOf(visa), origins: ['12', '13'] };
    const form = visaSaveForm(info, typesWire(visa, pricing));
    expect(form.get('_method')).toBe('PUT');
    expect(form.getAll('origins[]')).toEqual(['12', '13']);
    expect(form.getAll('destinations[]')).toEqual(['75']);
    expect(JSON.parse(String(form.get('types')))).toEqual([
      {
        id: 3,
        pricing: [
          {
            id: 9,
            startDate: '2027-01-01',
            endDate: '2027-12-31',
            pricingData: { extraAdult: '80.00', extraChild: '45.00', extraInfant: '0.00', currency: 'EUR' },
          },
          { startDate: '2028-01-01', endDate: '2028-12-31', pricingData: { extraAdult: '85', extraChild: '', extraInfant: '', currency: 'EUR' } },
        ],
      },
    ]);
  });

  it('opens the tab of the field a refused save names', () => {
    expect(visaTabOfRefusal('types.0.pricing.1.startDate: overlaps row 0')).toBe('pricing');
    expect(visaTabOfRefusal('origins.0: must be a country')).toBe('info');
    expect(visaTabOfRefusal('This visa has bookings')).toBeNull();
  });
});
