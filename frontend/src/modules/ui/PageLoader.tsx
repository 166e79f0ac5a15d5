import { Center, Loader } from '@mantine/core';

interface Props {
  label: string;
}

/** Centered spinner while a page or section loads. */
export function PageLoader({ label }: Props) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
