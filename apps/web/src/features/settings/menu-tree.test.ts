import type { MenuTreeItem } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { canIndent, type EditorItem, indent, moveDown, moveUp, newItem, outdent, removeAt, updateAt, withKeys, withoutKeys } from './menu-tree';

/** A menu as the editor holds it, from a compact outline: 'Home', ['Account', ['Profile', 'Logout']]. */
type Outline = (string | [string, string[]])[];
const link = (title: string): MenuTreeItem => ({ type: 'customlink', title, link: `/${title.toLowerCase()}`, target: '', label: '', children: [] });
const menu = (outline: Outline): EditorItem[] =>
  withKeys(outline.map((entry) => (typeof entry === 'string' ? link(entry) : { ...link(entry[0]), children: entry[1].map(link) })));
/** The titles, back in outline form, to compare trees at a glance. */
const outlineOf = (tree: EditorItem[]): Outline => tree.map((item) => (item.children.length ? [item.title, item.children.map((c) => c.title)] : item.title));

describe('the menu editor tree (back-office spec §3 Menu)', () => {
  const start = () => menu(['Home', ['Account', ['Profile', 'Logout']], 'Contact']);

  it('moves a top item up and down among its siblings, and not past either end', () => {
    expect(outlineOf(moveUp(start(), [2]))).toEqual(['Home', 'Contact', ['Account', ['Profile', 'Logout']]]);
    expect(outlineOf(moveDown(start(), [0]))).toEqual([['Account', ['Profile', 'Logout']], 'Home', 'Contact']);
    const tree = start();
    expect(moveUp(tree, [0])).toBe(tree);
    expect(moveDown(tree, [2])).toBe(tree);
  });

  it('moves a child within its parent, and over the edge into the neighbouring item', () => {
    expect(outlineOf(moveDown(start(), [1, 0]))).toEqual(['Home', ['Account', ['Logout', 'Profile']], 'Contact']);
    // The first child moving up ends the previous item's children; the last moving down starts the next's.
    expect(outlineOf(moveUp(start(), [1, 0]))).toEqual([['Home', ['Profile']], ['Account', ['Logout']], 'Contact']);
    expect(outlineOf(moveDown(start(), [1, 1]))).toEqual(['Home', ['Account', ['Profile']], ['Contact', ['Logout']]]);
  });

  it('indents a childless top item under the one above, so menus stay two levels deep', () => {
    const tree = start();
    expect(outlineOf(indent(tree, [2]))).toEqual(['Home', ['Account', ['Profile', 'Logout', 'Contact']]]);
    // The first item has nothing above it; an item with children cannot become a child.
    expect(canIndent(tree, [0])).toBe(false);
    expect(canIndent(tree, [1])).toBe(false);
    expect(indent(tree, [1])).toBe(tree);
  });

  it('outdents a child to a top item right after its parent', () => {
    expect(outlineOf(outdent(start(), [1, 0]))).toEqual(['Home', ['Account', ['Logout']], 'Profile', 'Contact']);
    const tree = start();
    expect(outdent(tree, [0])).toBe(tree);
  });

  it('removes and updates an item without touching the tree it came from', () => {
    const tree = start();
    expect(outlineOf(removeAt(tree, [1, 1]))).toEqual(['Home', ['Account', ['Profile']], 'Contact']);
    expect(outlineOf(removeAt(tree, [1]))).toEqual(['Home', 'Contact']);
    const renamed = updateAt(tree, [1, 0], { title: 'My profile', target: '_blank' });
    expect(renamed[1]!.children[0]).toMatchObject({ title: 'My profile', target: '_blank', link: '/profile' });
    expect(outlineOf(tree)).toEqual(['Home', ['Account', ['Profile', 'Logout']], 'Contact']);
  });

  it('saves the tree without the editor keys, and gives each new item its own key', () => {
    const tree = start();
    const saved = withoutKeys(tree);
    expect(saved[1]).toEqual({ ...link('Account'), children: [link('Profile'), link('Logout')] });
    expect(JSON.stringify(saved)).not.toContain('"key"');
    const keys = [...tree.flatMap((item) => [item.key, ...item.children.map((c) => c.key)]), newItem('logout').key, newItem('logout').key];
    expect(new Set(keys).size).toBe(keys.length);
    expect(newItem('customlink', { title: 'Blog' })).toMatchObject({ type: 'customlink', title: 'Blog', link: '', target: '', children: [] });
  });
});
