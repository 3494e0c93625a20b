// SCRATCH (not to be committed): runs the tests with bookings/create.ts wired to
// checkPassengerDocuments in memory, without touching create.ts on disk.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(
  base,
  defineConfig({
    plugins: [
      {
        name: 'wire-passenger-documents',
        enforce: 'pre',
        transform(code: string, id: string) {
          if (!id.endsWith('/modules/bookings/create.ts')) return null;
          const anchor = '  const priced = await priceItems(db, user, input, today);\n';
          if (!code.includes(anchor)) throw new Error('anchor not found in create.ts');
          return code
            .replace("import { newReference } from './reference';", "import { newReference } from './reference';\nimport { checkPassengerDocuments } from './passenger-rules';")
            .replace(anchor, `${anchor}  await checkPassengerDocuments(db, input, files, today);\n`);
        },
      },
    ],
  }),
);
