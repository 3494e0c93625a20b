import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { API_KEY_SCOPES, type ApiKeyScope, apiKeyCreateSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../ui/notify';
import { useCreateKey } from './api';
import { SecretView } from './secret-modal';

type Values = { name: string; scopes: ApiKeyScope[] };
const EMPTY: Values = { name: '', scopes: [...API_KEY_SCOPES] };

/**
 * Create key: a name and its scopes (Search and Book, both on by default), then the secret the
 * server answers, this once. Closing forgets it: the list shows the key by its prefix only.
 */
export function CreateKeyModal({ opened, onClose, agentId }: { opened: boolean; onClose: () => void; agentId?: number }) {
  const { t } = useTranslation();
  const create = useCreateKey();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: EMPTY, validate: schemaResolver(apiKeyCreateSchema, { sync: true }) });
  const close = () => {
    setSecret(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...values, agentId },
      {
        onSuccess: (created) => setSecret(created.secret),
        onError: (e) => notifyError(e),
      },
    ),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t('partners.keys.created') : t('partners.keys.createTitle')}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {secret ? (
        <SecretView secret={secret} onDone={close} />
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <TextInput
              label={t('partners.keys.name')}
              placeholder={t('partners.keys.namePlaceholder')}
              required
              maxLength={100}
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Checkbox.Group label={t('partners.keys.scopes')} required {...form.getInputProps('scopes')}>
              <Stack gap="xs" mt={6}>
                {API_KEY_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={t(`partners.scopes.${scope}`)} description={t(`partners.scopeHints.${scope}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('partners.keys.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
