import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the logged-out pages: one centred card. */
export function AuthCard({ title, hint, children, width = 420 }: { title: string; hint?: string; children: ReactNode; width?: number }) {
  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={width}>
        <Stack gap="md">
          <Title order={1} fz={24}>
            {title}
          </Title>
          {hint && (
            <Text c="dimmed" size="sm">
              {hint}
            </Text>
          )}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
