import { eq, sql } from 'drizzle-orm';
import {
  type GlobalMenus,
  MENU_LABELS,
  MENU_NAMES,
  MENU_TYPES,
  type MenuName,
  type MenuSettingsResponse,
  type MenuTreeItem,
  type MenuTrees,
  type MenuType,
  menuTreeSchema,
  ROLE_ADMIN,
} from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../users';
import { menus } from './tables';

/** GET settings/menus: the menus an administrator can edit, as select options. */
export const menuOptions = () => ({ entities: MENU_NAMES.map((value) => ({ value, label: MENU_LABELS[value] })) });

/**
 * A stored tree read back through the contract (a tree written before a rule changed is shown
 * without its invalid parts rather than breaking the header).
 */
function storedTree(tree: unknown): MenuTreeItem[] {
  const parsed = menuTreeSchema.safeParse(tree);
  return parsed.success ? parsed.data : [];
}

/** GET settings/{menu}: the four trees (default, admin, agent, guest), empty when not stored. */
export async function readMenu(db: DbOrTx, menu: MenuName): Promise<MenuSettingsResponse> {
  const rows = await db.select().from(menus).where(eq(menus.menu, menu));
  const data = Object.fromEntries(MENU_TYPES.map((type) => [type, [] as MenuTreeItem[]])) as MenuTrees;
  for (const row of rows) if ((MENU_TYPES as readonly string[]).includes(row.menuType)) data[row.menuType as MenuType] = storedTree(row.tree);
  return { menu, label: MENU_LABELS[menu], data };
}

/** POST settings/{menu}: replaces the tree of one menu type (already validated by the contract). */
export async function saveMenu(db: DbOrTx, menu: MenuName, menuType: MenuType, tree: MenuTreeItem[]) {
  await db
    .insert(menus)
    .values({ menu, menuType, tree })
    .onConflictDoUpdate({ target: [menus.menu, menus.menuType], set: { tree, updatedAt: sql`now()` } });
  return readMenu(db, menu);
}

/** The menu type a caller sees: administrators the admin tree, agents the agent tree, visitors the guest tree. */
export const menuTypeOf = (user: UserRow | null): MenuType => (!user ? 'guest' : user.role === ROLE_ADMIN ? 'admin' : 'agent');

/**
 * The menus of global settings: the caller's tree of each menu, else the default tree, else null
 * (nothing stored: the web keeps its built-in menu).
 */
export async function menusFor(db: DbOrTx, user: UserRow | null): Promise<GlobalMenus> {
  const type = menuTypeOf(user);
  const rows = await db.select().from(menus);
  const result = Object.fromEntries(MENU_NAMES.map((name) => [name, null])) as GlobalMenus;
  for (const name of MENU_NAMES) {
    const tree = (t: MenuType) => storedTree(rows.find((row) => row.menu === name && row.menuType === t)?.tree ?? []);
    const own = tree(type);
    const fallback = own.length > 0 ? own : tree('default');
    result[name] = fallback.length > 0 ? fallback : null;
  }
  return result;
}
