import type { MenuItemType, MenuTreeItem } from '@travel/contracts';

/** A menu item in the editor: `key` keeps React rows apart and is dropped on save. */
export type EditorItem = Omit<MenuTreeItem, 'children'> & { key: string; children: EditorItem[] };
/** Where an item sits: [top index] or [top index, child index] (menus are 2 levels deep). */
export type ItemPath = [number] | [number, number];

let counter = 0;
const nextKey = () => `m${++counter}`;

export const withKeys = (tree: MenuTreeItem[]): EditorItem[] => tree.map((item) => ({ ...item, key: nextKey(), children: withKeys(item.children ?? []) }));

export const withoutKeys = (tree: EditorItem[]): MenuTreeItem[] =>
  tree.map(({ key: _key, children, ...item }) => ({ ...item, children: withoutKeys(children) }));

export const newItem = (type: MenuItemType, fields: Partial<MenuTreeItem> = {}): EditorItem => ({
  type,
  title: '',
  link: '',
  target: '',
  label: '',
  ...fields,
  key: nextKey(),
  children: [],
});

const clone = (tree: EditorItem[]) => tree.map((item) => ({ ...item, children: [...item.children] }));

/** Swaps with the previous sibling; a first child moves to the end of the previous item's children. */
export function moveUp(tree: EditorItem[], path: ItemPath): EditorItem[] {
  const next = clone(tree);
  const [i, j] = path;
  if (j === undefined) {
    if (i === 0) return tree;
    [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
    return next;
  }
  const siblings = next[i]!.children;
  if (j > 0) {
    [siblings[j - 1], siblings[j]] = [siblings[j]!, siblings[j - 1]!];
    return next;
  }
  if (i === 0) return tree;
  const [item] = siblings.splice(0, 1);
  next[i - 1]!.children.push(item!);
  return next;
}

/** Swaps with the next sibling; a last child moves to the start of the next item's children. */
export function moveDown(tree: EditorItem[], path: ItemPath): EditorItem[] {
  const next = clone(tree);
  const [i, j] = path;
  if (j === undefined) {
    if (i >= next.length - 1) return tree;
    [next[i], next[i + 1]] = [next[i + 1]!, next[i]!];
    return next;
  }
  const siblings = next[i]!.children;
  if (j < siblings.length - 1) {
    [siblings[j], siblings[j + 1]] = [siblings[j + 1]!, siblings[j]!];
    return next;
  }
  if (i >= next.length - 1) return tree;
  const [item] = siblings.splice(j, 1);
  next[i + 1]!.children.unshift(item!);
  return next;
}

/** A top item without children of its own can go under the item above (depth stays at most 2). */
export const canIndent = (tree: EditorItem[], path: ItemPath) => path.length === 1 && path[0] > 0 && tree[path[0]]!.children.length === 0;

export function indent(tree: EditorItem[], path: ItemPath): EditorItem[] {
  if (!canIndent(tree, path)) return tree;
  const next = clone(tree);
  const [item] = next.splice(path[0], 1);
  next[path[0] - 1]!.children.push(item!);
  return next;
}

/** A child becomes a top item right after its parent. */
export function outdent(tree: EditorItem[], path: ItemPath): EditorItem[] {
  const [i, j] = path;
  if (j === undefined) return tree;
  const next = clone(tree);
  const [item] = next[i]!.children.splice(j, 1);
  next.splice(i + 1, 0, item!);
  return next;
}

export function removeAt(tree: EditorItem[], path: ItemPath): EditorItem[] {
  const next = clone(tree);
  const [i, j] = path;
  if (j === undefined) next.splice(i, 1);
  else next[i]!.children.splice(j, 1);
  return next;
}

export function updateAt(tree: EditorItem[], path: ItemPath, patch: Partial<MenuTreeItem>): EditorItem[] {
  const next = clone(tree);
  const [i, j] = path;
  if (j === undefined) next[i] = { ...next[i]!, ...patch, children: next[i]!.children };
  else next[i]!.children[j] = { ...next[i]!.children[j]!, ...patch, children: [] };
  return next;
}
