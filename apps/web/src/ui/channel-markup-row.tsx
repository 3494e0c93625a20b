import { Group, NumberInput, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * One channel's markup of a catalogue entry (domain-rules §4.4, §5.1): its type (percent or fixed)
 * and amount, the amount showing '%' or the entry's default currency. The flight, transfer and
 * visa Info tabs each had a copy (issue 28). `ns` is the feature's texts (`<ns>.markupType`,
 * `<ns>.markupAmount`, `<ns>.percent`, `<ns>.fixed`); `inputProps` the form's getInputProps.
 */
export function ChannelMarkupRow({
  ns,
  channel,
  type,
  currency,
  inputProps,
}: {
  ns: string;
  channel: 'b2b' | 'b2c';
  type: string;
  currency: string | null | undefined;
  inputProps: (path: string) => GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-end">
      <Select
        label={t(`${ns}.markupType`, { channel: channel.toUpperCase() })}
        data={[
          { value: 'percent', label: t(`${ns}.percent`) },
          { value: 'fixed', label: t(`${ns}.fixed`) },
        ]}
        allowDeselect={false}
        {...inputProps(`markups.${channel}.type`)}
      />
      <NumberInput
        label={t(`${ns}.markupAmount`, { channel: channel.toUpperCase() })}
        min={0}
        decimalScale={2}
        rightSection={type === 'percent' ? '%' : currency || undefined}
        rightSectionWidth={48}
        {...inputProps(`markups.${channel}.amount`)}
      />
    </Group>
  );
}

/** Both channels' rows, b2b then b2c, of a form holding `markups` (what the Info tabs show). */
export function ChannelMarkupRows({
  ns,
  markups,
  currency,
  inputProps,
}: {
  ns: string;
  markups: Record<'b2b' | 'b2c', { type: string }>;
  currency: string | null | undefined;
  inputProps: (path: string) => GetInputPropsReturnType;
}) {
  return (['b2b', 'b2c'] as const).map((channel) => (
    <ChannelMarkupRow key={channel} ns={ns} channel={channel} type={markups[channel].type} currency={currency} inputProps={inputProps} />
  ));
}
