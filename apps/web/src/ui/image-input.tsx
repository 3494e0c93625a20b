import { FileInput, Group, Image, Stack } from '@mantine/core';
import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Checks what the browser can before upload; the server checks the content again. */
export function imageProblem(file: File | null): string | null {
  if (!file) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'badExtension';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooBig';
  return null;
}

type Props = { label: string; current?: string | null; value: File | null; onChange: (file: File | null) => void };

export function ImageInput({ label, current, value, onChange }: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <Group align="flex-end" wrap="nowrap">
        {current && !value && <Image src={current} alt={label} w={56} h={56} fit="contain" radius="sm" />}
        <FileInput
          label={label}
          description=".jpg, .jpeg, .gif, .png (max 5 MB)"
          accept="image/jpeg,image/png,image/gif"
          clearable
          value={value}
          error={error}
          style={{ flex: 1 }}
          onChange={(file) => {
            const problem = imageProblem(file);
            setError(problem ? t(`common.${problem}`) : null);
            onChange(problem ? null : file);
          }}
        />
      </Group>
    </Stack>
  );
}
