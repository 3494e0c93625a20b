import type { Transfer } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { carPriceFields, infoOf, infoWire, tabOfRefusal, tabsOf, transferForm } from './transfer-model';

const transfer: Transfer = {
  id: 5,
  name: 'CDG airport - Paris hotels',
  origins: [{ id: 3, name: 'Paris Charles de Gaulle Airport', label: 'CDG - Paris Charles de Gaulle Airport' }],
  destinations: [{ id: 2, name: 'Paris', label: 'Paris' }],
  defaultCurrency: 'EUR',
  infantAgeMax: 2,
  children1AgeMax: 12,
  children2AgeMax: null,
  description: null,
  markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'percent', amount: null } },
  cancellationRules: [{ id: 9, daysBefore: 2, penaltyType: 'percent', amount: '50.00' }],
  cars: [
    {
      id: 7,
      transferId: 5,
      name: 'Shuttle',
      type: 'group',
      maxOccupancy: 50,
      baseOccupancy: 4,
      minAdultOccupancy: 1,
      maxAdultOccupancy: 50,
      minChildOccupancy: 0,
      maxChildOccupancy: 50,
      unallowedOccupancies: [],
      recommendedUpTo: null,
      pricing: [
        {
          id: 11,
          startDate: '2027-01-01',
          endDate: '2027-12-31',
          pricingData: { price: null, returnPrice: null, extraAdult: '12.00', returnExtraAdult: '20.00', extraChild: null, returnExtraChild: null },
        },
      ],
    },
  ],
};

describe('transfer edit model', () => {
  it('reads a transfer into the Info inputs and back to the wire', () => {
    const info = infoOf(transfer);
    expect(info).toMatchObject({ origins: ['3'], destinations: ['2'], defaultCurrency: 'EUR', markups: { b2b: { amount: '10.00' }, b2c: { amount: '' } } });
    expect(infoWire(info)).toMatchObject({
      origins: [3],
      destinations: [2],
      infantAgeMax: 2,
      children1AgeMax: 12,
      markups: { b2b: { type: 'percent', amount: '10.00' }, b2c: { type: 'percent' } },
    });
  });
  it('sends the save as the spec form: origins[] repeated, cars with pricing as JSON, a group car without base prices', () => {
    const tabs = tabsOf(transfer);
    tabs.pricing[7]![0]!.pricingData.price = '99';
    const form = transferForm({ ...infoOf(transfer), origins: ['3', '4'] }, transfer, tabs);
    expect(form.get('_method')).toBe('PUT');
    expect(form.getAll('origins[]')).toEqual(['3', '4']);
    expect(form.getAll('destinations[]')).toEqual(['2']);
    expect(JSON.parse(String(form.get('cars')))).toEqual([
      { id: 7, pricing: [{ id: 11, startDate: '2027-01-01', endDate: '2027-12-31', pricingData: { extraAdult: '12.00', returnExtraAdult: '20.00' } }] },
    ]);
    expect(JSON.parse(String(form.get('cancellationRules')))).toEqual([{ id: 9, daysBefore: 2, penaltyType: 'percent', amount: '50.00' }]);
  });
  it('shows a group car without the base price columns and opens the tab a refusal names', () => {
    expect(carPriceFields('group')).toEqual(['extraAdult', 'returnExtraAdult', 'extraChild', 'returnExtraChild']);
    expect(carPriceFields('individual')).toHaveLength(6);
    expect(tabOfRefusal('cars.0.pricing.0.pricingData.price: Price is required for an individual car')).toBe('pricing');
    expect(tabOfRefusal('cancellationRules.0.penaltyType: a transfer penalty is percent or fixed')).toBe('cancellation');
    expect(tabOfRefusal('origins.1: Place 4 not found')).toBe('info');
  });
});
