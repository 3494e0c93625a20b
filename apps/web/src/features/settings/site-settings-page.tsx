import { Checkbox, Group, Image, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CANCELLATION_DATE_FORMATS,
  type CancellationDateFormat,
  DEFAULT_API_QUOTA,
  FLIGHT_OPTIONS_SHOWN_LIMIT,
  type FeatureModules,
  formatDayAs,
  MANUAL_ADD_FLAGS,
  SEARCH_MAX_ROOMS_LIMIT,
  SOCIAL_NETWORKS,
  type SiteSettings,
} from '@travel/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../ui/image-input';
import { TimeField } from '../../ui/time-field';
import { LeaveConfirm, useUnsavedChanges } from '../../ui/leave-guard';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { type EditableRow, RowsEditor } from '../../ui/rows-editor';
import { SaveBar } from './save-bar';
import { siteSettingsQuery, useSaveSiteSettings } from './site-api';

type SocialRow = EditableRow & { type: string; link: string };
/** Search modules that cannot be switched on yet, with the server's reason (issue 18.9). */
type Unavailable = Partial<Record<keyof FeatureModules, string>>;
type Values = Omit<SiteSettings, 'site_logo' | 'sociallinks'> & { sociallinks: SocialRow[] };
/** The day the format choices are shown on. */
const EXAMPLE_DAY = '2027-03-09';
const MODULES: (keyof FeatureModules)[] = ['packageSearch', 'flightSearch', 'transferSearch', 'visaSearch', 'visaSearchCount', 'searchBar'];

/** /settings/site: title, logo, social links, feature modules and storefront switches (stored in settings). */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const query = useQuery(siteSettingsQuery);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (query.error) notifyError(query.error, 'common.couldNotLoad');
  }, [query.error]);
  return (
    <Page title={t('settings.site.title')}>
      {query.data ? <SiteForm key={version} settings={query.data} onSaved={() => setVersion((v) => v + 1)} /> : <Skeleton height={420} radius="md" />}
    </Page>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="md" mb={hint ? 2 : 'sm'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}

function SiteForm({ settings, onSaved }: { settings: SiteSettings & { unavailableModules: Unavailable }; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSiteSettings();
  const { site_logo, sociallinks, unavailableModules, ...rest } = settings;
  const [values, setValues] = useState<Values>({ ...rest, sociallinks: sociallinks.map((s, i) => ({ ...s, key: `s${i}`, id: i + 1 })) });
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setDirty(true);
  };
  const setBilling = (patch: Partial<Values['billing']>) => set({ billing: { ...values.billing, ...patch } });
  // A server from before issue 34 answers no quota: the defaults are shown, and sent with the next save.
  const apiQuota = values.apiQuota ?? DEFAULT_API_QUOTA;
  const setApiQuota = (patch: Partial<Values['apiQuota']>) => set({ apiQuota: { ...apiQuota, ...patch } });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const data = { ...values, apiQuota, sociallinks: values.sociallinks.map(({ type, link }) => ({ type, link })), removeLogo };
    save.mutate(
      { data, logo },
      {
        onSuccess: () => {
          unsaved.clear();
          setDirty(false);
          notifySuccess(t('common.saved'));
          onSaved();
        },
        onError: (e) => notifyError(e),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} {...unsaved.formProps}>
      <Stack gap="md">
        <Section title={t('settings.site.general')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label={t('settings.site.siteTitle')}
              required
              maxLength={100}
              value={values.site_title}
              onChange={(e) => set({ site_title: e.currentTarget.value })}
            />
            <Stack gap={6}>
              <Group align="flex-end" wrap="nowrap">
                {site_logo && !removeLogo && !logo && <Image src={site_logo} alt={t('settings.site.logo')} w={56} h={56} fit="contain" radius="sm" />}
                <div style={{ flex: 1 }}>
                  <ImageInput
                    label={t('settings.site.logo')}
                    value={logo}
                    onChange={(file) => {
                      setLogo(file);
                      setDirty(true);
                    }}
                  />
                </div>
              </Group>
              {site_logo && (
                <Checkbox
                  label={t('settings.site.removeLogo')}
                  checked={removeLogo}
                  onChange={(e) => {
                    setRemoveLogo(e.currentTarget.checked);
                    setDirty(true);
                  }}
                />
              )}
            </Stack>
          </SimpleGrid>
        </Section>
        <Section title={t('settings.site.social')}>
          <RowsEditor<SocialRow>
            rows={values.sociallinks}
            onChange={(sociallinks) => set({ sociallinks })}
            newRow={() => ({ type: 'facebook', link: '' })}
            addLabel={t('settings.site.addSocial')}
            removeLabel={(_row, index) => `${t('common.remove')} ${t('settings.site.socialOf', { field: t('settings.site.socialLink'), n: index + 1 })}`}
            render={(row, update, index) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Select
                  label={t('settings.site.network')}
                  aria-label={t('settings.site.socialOf', { field: t('settings.site.network'), n: index + 1 })}
                  data={SOCIAL_NETWORKS.map((n) => ({ value: n, label: n[0]!.toUpperCase() + n.slice(1) }))}
                  allowDeselect={false}
                  value={row.type}
                  onChange={(type) => type && update({ type })}
                />
                <TextInput
                  label={t('settings.site.socialLink')}
                  aria-label={t('settings.site.socialOf', { field: t('settings.site.socialLink'), n: index + 1 })}
                  type="url"
                  placeholder="https://"
                  value={row.link}
                  onChange={(e) => update({ link: e.currentTarget.value.trim() })}
                />
              </SimpleGrid>
            )}
          />
        </Section>
        <Section title={t('settings.site.modules')} hint={t('settings.site.modulesHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {MODULES.map((module) => (
              <Switch
                key={module}
                label={t(`settings.site.${module}`)}
                // Not sellable yet: it cannot be switched on (one left on can still be switched off), and says why.
                disabled={Boolean(unavailableModules[module]) && !values.modules[module]}
                description={unavailableModules[module]}
                checked={values.modules[module]}
                onChange={(e) => set({ modules: { ...values.modules, [module]: e.currentTarget.checked } })}
              />
            ))}
          </SimpleGrid>
          <NumberInput
            mt="md"
            maw={260}
            label={t('settings.site.searchMaxRooms')}
            min={1}
            max={SEARCH_MAX_ROOMS_LIMIT}
            allowDecimal={false}
            clampBehavior="strict"
            value={values.searchMaxRooms}
            onChange={(v) => set({ searchMaxRooms: Number(v) || 1 })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="md">
            <NumberInput
              label={t('settings.site.flightOptionsShown')}
              description={t('settings.site.flightOptionsShownHint')}
              min={1}
              max={FLIGHT_OPTIONS_SHOWN_LIMIT}
              allowDecimal={false}
              clampBehavior="strict"
              value={values.flightOptionsShown}
              onChange={(v) => set({ flightOptionsShown: Number(v) || 1 })}
            />
            <Select
              label={t('settings.site.cancellationDateFormat')}
              description={t('settings.site.cancellationDateFormatHint')}
              data={CANCELLATION_DATE_FORMATS.map((format) => ({ value: format, label: `${format} (${formatDayAs(EXAMPLE_DAY, format)})` }))}
              value={values.defaultCancellationDateFormat}
              allowDeselect={false}
              onChange={(v) => v && set({ defaultCancellationDateFormat: v as CancellationDateFormat })}
            />
          </SimpleGrid>
        </Section>
        <Section title={t('settings.site.billing')} hint={t('settings.site.billingHint')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {(['companyName', 'companyAddress', 'companyTaxNumber', 'bankAccount', 'accountingAccountCode'] as const).map((field) => (
              <TextInput
                key={field}
                label={t(`settings.site.${field}`)}
                required={field === 'companyName' || field === 'accountingAccountCode'}
                value={values.billing[field]}
                onChange={(e) => setBilling({ [field]: e.currentTarget.value })}
              />
            ))}
            <TextInput
              label={t('settings.site.invoiceTaxRate')}
              description={t('settings.site.invoiceTaxRateHint')}
              inputMode="decimal"
              value={values.billing.invoiceTaxRate}
              onChange={(e) => setBilling({ invoiceTaxRate: e.currentTarget.value })}
            />
            <NumberInput
              label={t('settings.site.deadlineReminderDays')}
              description={t('settings.site.deadlineReminderDaysHint')}
              min={1}
              max={30}
              allowDecimal={false}
              clampBehavior="strict"
              value={values.billing.deadlineReminderDays}
              onChange={(v) => setBilling({ deadlineReminderDays: Number(v) || 1 })}
            />
            <TimeField
              label={t('settings.site.deadlineCancelTime')}
              description={t('settings.site.deadlineCancelTimeHint')}
              value={values.billing.deadlineCancelTime}
              onChange={(deadlineCancelTime) => setBilling({ deadlineCancelTime })}
            />
          </SimpleGrid>
        </Section>
        <Section title={t('settings.site.partnerApi')} hint={t('settings.site.partnerApiHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t('settings.site.searchesPerMinute')}
              min={1}
              max={100_000}
              allowDecimal={false}
              clampBehavior="strict"
              value={apiQuota.searchesPerMinute}
              onChange={(v) => setApiQuota({ searchesPerMinute: Number(v) || 1 })}
            />
            <NumberInput
              label={t('settings.site.bookingsPerMinute')}
              min={1}
              max={10_000}
              allowDecimal={false}
              clampBehavior="strict"
              value={apiQuota.bookingsPerMinute}
              onChange={(v) => setApiQuota({ bookingsPerMinute: Number(v) || 1 })}
            />
          </SimpleGrid>
        </Section>
        <Section title={t('settings.site.bookingEdit')} hint={t('settings.site.bookingEditHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {MANUAL_ADD_FLAGS.map((flag) => (
              <Switch key={flag} label={t(`settings.site.${flag}`)} checked={values[flag]} onChange={(e) => set({ [flag]: e.currentTarget.checked })} />
            ))}
          </SimpleGrid>
        </Section>
        <Section title={t('nav.settings')}>
          <Stack gap="sm">
            <Switch
              label={t('settings.site.footerSubscribe')}
              checked={values.footerSubscribeEnabled}
              onChange={(e) => set({ footerSubscribeEnabled: e.currentTarget.checked })}
            />
            <Switch
              label={t('settings.site.equivalentAccounting')}
              checked={values.show_booking_equivalent_accounting_currency}
              onChange={(e) => set({ show_booking_equivalent_accounting_currency: e.currentTarget.checked })}
            />
            <TextInput
              label={t('settings.site.mapTileUrl')}
              description={t('settings.site.mapTileHint')}
              value={values.mapTileUrl}
              onChange={(e) => set({ mapTileUrl: e.currentTarget.value.trim() })}
            />
          </Stack>
        </Section>
        <SaveBar dirty={dirty} saving={save.isPending} />
      </Stack>
      <LeaveConfirm blocker={unsaved.blocker} />
    </form>
  );
}
