import { describe, expect, it } from 'vitest';
import { menuDepth, menuTreeSchema, newListItemDefaults } from './settings';

describe('new settings list item (spec §4: last order + 1, 1 for the first, active)', () => {
  it('starts at 1 in an empty list', () => {
    expect(newListItemDefaults([])).toEqual({ order: 1, isActive: true });
  });
  it('takes the highest order plus one, whatever the row order on screen', () => {
    expect(newListItemDefaults([{ order: 1 }, { order: 2 }])).toEqual({ order: 3, isActive: true });
    expect(newListItemDefaults([{ order: 7 }, { order: 3 }])).toEqual({ order: 8, isActive: true });
  });
  it('reads orders typed as text and skips blank ones', () => {
    expect(newListItemDefaults([{ order: '4' }, { order: '' }, { order: null }])).toEqual({ order: 5, isActive: true });
    expect(newListItemDefaults([{ order: '' }])).toEqual({ order: 1, isActive: true });
  });
});

describe('menu depth (spec §5, §9: at most 2)', () => {
  const item = (children: object[] = []) => ({ type: 'customlink', title: 'x', link: '/x', children });
  it('measures trees', () => {
    expect(menuDepth([])).toBe(0);
    expect(menuDepth([item(), item()])).toBe(1);
    expect(menuDepth([item(), item([item()])])).toBe(2);
    expect(menuDepth([item([item([item()])])])).toBe(3);
  });
  it('accepts two levels and refuses a third, naming where', () => {
    expect(menuTreeSchema.safeParse([item([item(), item()])]).success).toBe(true);
    const third = menuTreeSchema.safeParse([item(), item([item(), item([item()])])]);
    expect(third.success).toBe(false);
    expect(third.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['1.children.1.children: A menu is at most 2 levels deep']);
  });
  it('lets currency switch and hello-name items go without a title, not the others', () => {
    expect(menuTreeSchema.safeParse([{ type: 'currencyswitch' }, { type: 'helloname', children: [{ type: 'logout', title: 'Logout' }] }]).success).toBe(true);
    const untitled = menuTreeSchema.safeParse([{ type: 'logout' }]);
    expect(untitled.error?.issues[0]?.message).toBe('Title is required');
  });
});
