import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { WEBHOOK_EVENTS, type WebhookEvent, webhookCreateSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useCreateWebhook, useUpdateWebhook, type WebhookRow } from './api';
import { SecretView } from './secret-modal';

type Values = { url: string; events: WebhookEvent[]; active: boolean };

/** A 400 naming a field ('url: must be an http(s) URL') goes under that field. */
function fieldErrors(error: unknown): Partial<Record<keyof Values, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const found: Partial<Record<keyof Values, string>> = {};
  for (const part of error.message.split('; ')) {
    const match = /^(url|events)(?:\.\d+)?: (.+)$/s.exec(part.trim());
    if (match && !found[match[1] as 'url' | 'events']) found[match[1] as 'url' | 'events'] = match[2];
  }
  return found;
}

/**
 * Add endpoint (URL and events; the answer's signing secret is shown once) or edit one (URL,
 * events, the active switch). `endpoint` null: a new endpoint.
 */
export function EndpointFormModal({
  endpoint,
  opened,
  onClose,
  agentId,
}: {
  endpoint: WebhookRow | null;
  opened: boolean;
  onClose: () => void;
  agentId?: number;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: endpoint ? { url: endpoint.url, events: endpoint.events, active: endpoint.active } : { url: '', events: [], active: true },
    validate: schemaResolver(webhookCreateSchema, { sync: true }),
  });
  const close = () => {
    setSecret(null);
    form.reset();
    onClose();
  };
  const refused = (error: unknown) => {
    form.setErrors(fieldErrors(error));
    notifyError(error);
  };
  const submit = form.onSubmit(({ url, events, active }) => {
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, body: { url, events, active } },
        {
          onSuccess: () => {
            notifySuccess(t('partners.webhooks.saved'));
            close();
          },
          onError: refused,
        },
      );
    } else {
      create.mutate({ url, events, agentId }, { onSuccess: (created) => setSecret(created.secret), onError: refused });
    }
  });
  const title = secret ? t('partners.webhooks.created') : endpoint ? t('partners.webhooks.editTitle') : t('partners.webhooks.addTitle');
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg" closeOnClickOutside={false}>
      {secret ? (
        <SecretView secret={secret} onDone={close} />
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <TextInput
              label={t('partners.webhooks.url')}
              description={t('partners.webhooks.urlHint')}
              placeholder="https://"
              type="url"
              required
              maxLength={2000}
              data-autofocus
              {...form.getInputProps('url')}
            />
            <Checkbox.Group label={t('partners.webhooks.events')} required {...form.getInputProps('events')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" mt={6}>
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox key={event} value={event} label={t(`partners.events.${event}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            {endpoint && <Switch label={t('partners.webhooks.active')} {...form.getInputProps('active', { type: 'checkbox' })} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {endpoint ? t('common.save') : t('partners.webhooks.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
