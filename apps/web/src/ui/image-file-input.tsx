import { Box, FileInput, Group, Image } from '@mantine/core';
import { MAX_UPLOAD_BYTES } from '@travel/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, type ImageProblem, imageProblem, measureImage, megabytes } from '../lib/image-checks';

type Props = {
  label: string;
  value: File | null;
  /** Gets an accepted file, or null when emptied or when the chosen file was refused. */
  onChange: (file: File | null) => void;
  required?: boolean;
  /** The owner's error (required, the server's refusal); a refused file's own sentence comes first. */
  error?: string;
  maxBytes?: number;
};

/** A URL showing `file` while it is shown, revoked after. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * An image upload with a small preview (the wizard's passport and photo, issue 29): images only
 * (jpg, jpeg, gif, png), at most `maxBytes`, at most 40 megapixels and 20000 px a side, each
 * refusal with its sentence under the field (account spec §8). The preview is drawn only once the
 * file passed, so an image too big to draw is never drawn. The server checks the content again.
 */
export function ImageFileInput({ label, value, onChange, required, error, maxBytes = MAX_UPLOAD_BYTES }: Props) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [checking, setChecking] = useState(false);
  const preview = usePreview(value);
  // Only the last file chosen answers: a slow check of an earlier one is dropped.
  const latest = useRef<File | null>(null);
  const choose = async (file: File | null) => {
    latest.current = file;
    setProblem(null);
    setChecking(!!file);
    if (!file) return onChange(null);
    const found = await imageProblem(file, maxBytes, measureImage);
    if (latest.current !== file) return;
    setChecking(false);
    setProblem(found);
    onChange(found ? null : file);
  };
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      {/* The preview's place, the input's height below its label and hint: empty, a dashed frame. */}
      <Box
        w={56}
        h={56}
        mt={24}
        style={{
          flex: 'none',
          borderRadius: 'var(--mantine-radius-sm)',
          border: `1px ${preview ? 'solid' : 'dashed'} var(--mantine-color-gray-4)`,
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        {preview && value && <Image src={preview} alt={t('common.imagePreview', { label, name: value.name })} w={56} h={56} fit="cover" />}
      </Box>
      <FileInput
        label={label}
        required={required}
        description={checking ? t('common.checkingImage') : t('common.imageHint', { size: megabytes(maxBytes) })}
        placeholder={t('common.chooseImage')}
        accept={IMAGE_ACCEPT}
        clearable
        clearButtonProps={{ 'aria-label': t('common.removeFile', { label }) }}
        value={value}
        error={problem ? t(`common.${problem}`) : error}
        onChange={(file) => void choose(file)}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}
