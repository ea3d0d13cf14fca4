import { Center, Loader } from '@mantine/core';

/** The spinner a page shows in place of its content while its data first loads (one look everywhere). */
export function PageLoader() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
