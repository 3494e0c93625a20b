import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server answers once (a new key's, a new or rotated endpoint's signing secret): shown
 * with a copy button and the warning that it will not be shown again. Only a deliberate close
 * (Done, the close button) ends it: a stray click beside the dialog must not lose the secret.
 */
export function SecretView({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" c="#9a3412" role="note">
        {t('partners.secret.once')}
      </Alert>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('partners.secret.label')}
          value={secret}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? t('partners.secret.copied') : t('partners.secret.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('partners.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The dialog of a secret answered by another action (an endpoint's rotation). Closed: `secret` is null and nothing holds it. */
export function SecretModal({ title, secret, onClose }: { title: string; secret: string | null; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} centered size="lg" closeOnClickOutside={false}>
      {secret !== null && <SecretView secret={secret} onDone={onClose} />}
    </Modal>
  );
}
