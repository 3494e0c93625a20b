import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MENU_TYPES, type MenuItemType, type MenuName, type MenuTrees, type MenuType, UNTITLED_MENU_ITEM_TYPES } from '@travel/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { canIndent, type EditorItem, indent, type ItemPath, moveDown, moveUp, newItem, outdent, removeAt, updateAt, withKeys, withoutKeys } from './menu-tree';
import { SaveBar } from './save-bar';
import { menuOptionsQuery, menuQuery, useSaveMenu } from './site-api';

type Trees = Record<MenuType, EditorItem[]>;
const PREDEFINED: MenuItemType[] = ['helloname', 'logout', 'downloadstatement', 'currencyswitch', 'currencyrate'];

/** /settings/menus: menu picker, available items, tabs Default / Admin / Agent / Guest, the tree (spec §2, §4). */
export function MenusPage() {
  const { t } = useTranslation();
  const options = useQuery(menuOptionsQuery);
  const [menu, setMenu] = useState<MenuName>('mainMenu');
  const [version, setVersion] = useState(0);
  // The tab survives the reload after a save.
  const [active, setActive] = useState<MenuType>('default');
  const trees = useQuery(menuQuery(menu));
  const error = options.error ?? trees.error;
  useEffect(() => {
    if (error) notifyError(error, 'common.couldNotLoad');
  }, [error]);
  return (
    <Page title={t('settings.menus.title')}>
      <Select
        label={t('settings.menus.menu')}
        data={options.data?.entities ?? []}
        value={menu}
        allowDeselect={false}
        maw={320}
        onChange={(value) => value && setMenu(value as MenuName)}
      />
      {trees.data && trees.data.menu === menu ? (
        <MenuEditor
          key={`${menu}-${version}`}
          menu={menu}
          data={trees.data.data}
          active={active}
          setActive={setActive}
          onSaved={() => setVersion((v) => v + 1)}
        />
      ) : (
        <Skeleton height={320} radius="md" />
      )}
    </Page>
  );
}

type EditorProps = { menu: MenuName; data: MenuTrees; active: MenuType; setActive: (type: MenuType) => void; onSaved: () => void };

function MenuEditor({ menu, data, active, setActive, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const save = useSaveMenu(menu);
  const [announcement, setAnnouncement] = useState('');
  const [trees, setTrees] = useState<Trees>(() => Object.fromEntries(MENU_TYPES.map((type) => [type, withKeys(data[type])])) as Trees);
  const [dirty, setDirty] = useState<MenuType[]>([]);
  const setTree = (type: MenuType, tree: EditorItem[]) => {
    setTrees((current) => ({ ...current, [type]: tree }));
    setDirty((d) => (d.includes(type) ? d : [...d, type]));
  };
  const add = (item: EditorItem) => {
    setTree(active, [...trees[active], item]);
    setAnnouncement(t('settings.menus.added', { title: item.title || t(`settings.menus.types.${item.type}`) }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { menuType: active, tree: withoutKeys(trees[active]) },
      {
        onSuccess: () => {
          notifySuccess(t('common.saved'));
          // Other tabs keep their unsaved edits only if nothing else changed: reload just this one.
          if (dirty.every((type) => type === active)) onSaved();
          else setDirty((d) => d.filter((type) => type !== active));
        },
        onError: (e) => notifyError(e),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          <AvailableItems onAdd={add} />
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <Tabs value={active} onChange={(v) => v && setActive(v as MenuType)} keepMounted={false}>
              <Tabs.List>
                {MENU_TYPES.map((type) => (
                  <Tabs.Tab
                    key={type}
                    value={type}
                    rightSection={dirty.includes(type) ? <Badge size="xs" color="orange" variant="dot" aria-label={t('settings.unsaved')} /> : undefined}
                  >
                    {t(`settings.menus.tabs.${type}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {MENU_TYPES.map((type) => (
                <Tabs.Panel key={type} value={type} pt="md">
                  <Text size="sm" c="dimmed" mb="sm">
                    {t('settings.menus.tabHint', { type: t(`settings.menus.tabs.${type}`), who: t(`settings.menus.who.${type}`) })}{' '}
                    {t('settings.menus.depthHint')}
                  </Text>
                  <TreeEditor tree={trees[type]} onChange={(tree) => setTree(type, tree)} />
                </Tabs.Panel>
              ))}
            </Tabs>
            <SaveBar dirty={dirty.includes(active)} saving={save.isPending} />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}

function AvailableItems({ onAdd }: { onAdd: (item: EditorItem) => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [target, setTarget] = useState<'' | '_blank'>('');
  const untitled = (type: MenuItemType) => UNTITLED_MENU_ITEM_TYPES.includes(type);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="md" mb="sm">
          {t('settings.menus.available')}
        </Title>
        <Stack gap={6}>
          {PREDEFINED.map((type) => (
            <Group key={type} justify="space-between" wrap="nowrap">
              <Text size="sm">{t(`settings.menus.types.${type}`)}</Text>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`${t('settings.menus.addToMenu')}: ${t(`settings.menus.types.${type}`)}`}
                onClick={() => onAdd(newItem(type, { title: untitled(type) ? '' : t(`settings.menus.types.${type}`) }))}
              >
                {t('settings.menus.addToMenu')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" role="group" aria-labelledby="menu-custom-link">
        <Title order={2} fz="md" mb="sm" id="menu-custom-link">
          {t('settings.menus.customLink')}
        </Title>
        <Stack gap="xs">
          <TextInput label={t('settings.menus.linkTitle')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          <TextInput
            label={t('settings.menus.link')}
            description={t('settings.menus.linkHint')}
            value={link}
            onChange={(e) => setLink(e.currentTarget.value.trim())}
          />
          <TargetSelect value={target} onChange={setTarget} />
          <Button
            variant="light"
            disabled={!title.trim() || !link}
            aria-label={`${t('settings.menus.addToMenu')}: ${t('settings.menus.customLink')}`}
            onClick={() => {
              onAdd(newItem('customlink', { title: title.trim(), link, target }));
              setTitle('');
              setLink('');
              setTarget('');
            }}
          >
            {t('settings.menus.addToMenu')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

function TargetSelect({ value, onChange, label }: { value: '' | '_blank'; onChange: (v: '' | '_blank') => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('settings.menus.target')}
      aria-label={label}
      data={[
        { value: '_self', label: t('settings.menus.samePage') },
        { value: '_blank', label: t('settings.menus.newTab') },
      ]}
      allowDeselect={false}
      value={value === '_blank' ? '_blank' : '_self'}
      onChange={(v) => onChange(v === '_blank' ? '_blank' : '')}
    />
  );
}

function TreeEditor({ tree, onChange }: { tree: EditorItem[]; onChange: (tree: EditorItem[]) => void }) {
  const { t } = useTranslation();
  if (tree.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('settings.menus.empty')}
      </Text>
    );
  }
  const list = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' } as const;
  return (
    <Box component="ol" style={list} aria-label={t('settings.menus.title')}>
      {tree.map((item, i) => (
        <Box component="li" key={item.key}>
          <ItemRow tree={tree} path={[i]} item={item} onChange={onChange} />
          {item.children.length > 0 && (
            <Box
              component="ol"
              mt="xs"
              ml="sm"
              style={{ ...list, paddingLeft: 'var(--mantine-spacing-lg)', borderLeft: '2px solid var(--mantine-color-brand-2)' }}
            >
              {item.children.map((child, j) => (
                <Box component="li" key={child.key}>
                  <ItemRow tree={tree} path={[i, j]} item={child} onChange={onChange} />
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

function ItemRow({ tree, path, item, onChange }: { tree: EditorItem[]; path: ItemPath; item: EditorItem; onChange: (tree: EditorItem[]) => void }) {
  const { t } = useTranslation();
  const untitled = UNTITLED_MENU_ITEM_TYPES.includes(item.type);
  const position = path.map((n) => n + 1).join('.');
  const name = item.title || t(`settings.menus.types.${item.type}`);
  const of = (field: string) => t('settings.list.fieldOf', { field, n: position });
  const [i, j] = path;
  const first = j === undefined ? i === 0 : i === 0 && j === 0;
  const last = j === undefined ? i === tree.length - 1 : i === tree.length - 1 && j === tree[i]!.children.length - 1;
  const actions: [string, string, boolean, () => EditorItem[]][] = [
    ['↑', t('settings.menus.moveUp', { title: name }), first, () => moveUp(tree, path)],
    ['↓', t('settings.menus.moveDown', { title: name }), last, () => moveDown(tree, path)],
    ['→', t('settings.menus.indent', { title: name }), !canIndent(tree, path), () => indent(tree, path)],
    ['←', t('settings.menus.outdent', { title: name }), j === undefined, () => outdent(tree, path)],
  ];
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={untitled ? 0 : 'xs'}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {untitled ? t(`settings.menus.types.${item.type}`) : item.title || t('settings.menus.untitled', { n: position })}
          </Text>
          {!untitled && (
            <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
              {t(`settings.menus.types.${item.type}`)}
            </Badge>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          {actions.map(([icon, label, disabled, run]) => (
            <Tooltip key={icon} label={label} openDelay={400}>
              <ActionIcon variant="subtle" aria-label={label} disabled={disabled} onClick={() => onChange(run())}>
                <span aria-hidden="true">{icon}</span>
              </ActionIcon>
            </Tooltip>
          ))}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('settings.menus.removeItem', { title: name })}
            onClick={() => confirmDelete(() => onChange(removeAt(tree, path)))}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      </Group>
      {!untitled && (
        <SimpleGrid cols={{ base: 1, sm: item.type === 'customlink' ? 3 : 1 }} spacing="xs">
          <TextInput
            label={t('settings.menus.linkTitle')}
            aria-label={of(t('settings.menus.linkTitle'))}
            required
            value={item.title}
            onChange={(e) => onChange(updateAt(tree, path, { title: e.currentTarget.value }))}
          />
          {item.type === 'customlink' && (
            <>
              <TextInput
                label={t('settings.menus.link')}
                aria-label={of(t('settings.menus.link'))}
                required
                value={item.link}
                onChange={(e) => onChange(updateAt(tree, path, { link: e.currentTarget.value.trim() }))}
              />
              <TargetSelect label={of(t('settings.menus.target'))} value={item.target} onChange={(target) => onChange(updateAt(tree, path, { target }))} />
            </>
          )}
        </SimpleGrid>
      )}
    </Paper>
  );
}
