import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web: each component's GraphQL document or fragment (ARCHITECTURE rule
 * 10) is checked against the server's printed schema. Run `npm run codegen -w @clubline/web`
 * after changing a document or the schema, and commit `src/gql/`.
 */
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        useTypeImports: true,
        enumType: 'string-literal',
        importExtension: '.ts',
        scalars: { DateTime: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
